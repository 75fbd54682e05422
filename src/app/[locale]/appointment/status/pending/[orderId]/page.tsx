import { PaymentStatusPage, paymentStatusMetadata, type PaymentPendingParams, type PaymentPendingSearchParams } from "~/components/status/payment-status-page";

export function generateMetadata() {
  return paymentStatusMetadata("appointment", "pending");
}

export default function AppointmentPaymentPendingPage({ params, searchParams }: { params: PaymentPendingParams; searchParams: PaymentPendingSearchParams }) {
  return <PaymentStatusPage product="appointment" kind="pending" params={params} searchParams={searchParams} />;
}
