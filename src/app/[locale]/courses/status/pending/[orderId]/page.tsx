import { PaymentStatusPage, paymentStatusMetadata, type PaymentPendingParams, type PaymentPendingSearchParams } from "~/components/status/payment-status-page";

export function generateMetadata() {
  return paymentStatusMetadata("course", "pending");
}

export default function CoursePaymentPendingPage({ params, searchParams }: { params: PaymentPendingParams; searchParams: PaymentPendingSearchParams }) {
  return <PaymentStatusPage product="course" kind="pending" params={params} searchParams={searchParams} />;
}
