export { PaymentStatusLayout as default } from "~/components/status/payment-status-layout";

// The order's state, read per request, whole.
export const instant = false;
