export { PaymentStatusLayout as default } from "~/components/status/payment-status-layout";
