import { PaymentStatusPage, paymentStatusMetadata, type PaymentReturnSearchParams } from "~/components/status/payment-status-page";

export function generateMetadata() {
  return paymentStatusMetadata("appointment", "failure");
}

export default function AppointmentPaymentFailurePage({ searchParams }: { searchParams: PaymentReturnSearchParams }) {
  return <PaymentStatusPage product="appointment" kind="failure" searchParams={searchParams} />;
}
