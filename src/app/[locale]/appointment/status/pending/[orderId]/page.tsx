import { PaymentStatusPage, paymentStatusMetadata, type PaymentPendingParams } from "~/components/status/payment-status-page";

export function generateMetadata() {
  return paymentStatusMetadata("appointment", "pending");
}

export default function AppointmentPaymentPendingPage({ params }: { params: PaymentPendingParams }) {
  return <PaymentStatusPage product="appointment" kind="pending" params={params} />;
}
