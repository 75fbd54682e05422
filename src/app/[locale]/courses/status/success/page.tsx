import { PaymentStatusPage, paymentStatusMetadata, type PaymentReturnSearchParams } from "~/components/status/payment-status-page";

export function generateMetadata() {
  return paymentStatusMetadata("course", "success");
}

export default function CoursePaymentSuccessPage({ searchParams }: { searchParams: PaymentReturnSearchParams }) {
  return <PaymentStatusPage product="course" kind="success" searchParams={searchParams} />;
}
