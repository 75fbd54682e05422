import { PaymentStatusPage, paymentStatusMetadata, type PaymentPendingParams } from "~/components/status/payment-status-page";

export function generateMetadata() {
  return paymentStatusMetadata("course", "pending");
}

export default function CoursePaymentPendingPage({ params }: { params: PaymentPendingParams }) {
  return <PaymentStatusPage product="course" kind="pending" params={params} />;
}
