import { PaymentStatusPage, paymentStatusMetadata, type PaymentReturnSearchParams } from "~/components/status/payment-status-page";

export function generateMetadata() {
  return paymentStatusMetadata("appointment", "success");
}

export default function AppointmentPaymentSuccessPage({ searchParams }: { searchParams: PaymentReturnSearchParams }) {
  return <PaymentStatusPage product="appointment" kind="success" searchParams={searchParams} />;
}
