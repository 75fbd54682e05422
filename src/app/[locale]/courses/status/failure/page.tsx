import { PaymentStatusPage, paymentStatusMetadata, type PaymentReturnSearchParams } from "~/components/status/payment-status-page";

export function generateMetadata() {
  return paymentStatusMetadata("course", "failure");
}

export default function CoursePaymentFailurePage({ searchParams }: { searchParams: PaymentReturnSearchParams }) {
  return <PaymentStatusPage product="course" kind="failure" searchParams={searchParams} />;
}
