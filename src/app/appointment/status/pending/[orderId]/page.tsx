import type { Metadata } from "next";
import { BrandFrame } from "~/components/layout/brand-frame";
import { PaymentResult } from "~/components/status/payment-result";
import { PendingPaymentStatus } from "~/components/status/pending-payment-status";

export const metadata: Metadata = {
  title: "Payment pending",
  description: "Your appointment payment is being processed.",
  robots: { index: false },
};

export default async function AppointmentPaymentPendingPage({
  params,
}: {
  params: Promise<{ orderId: string }>;
}) {
  const { orderId } = await params;
  return (
    <BrandFrame>
      <PaymentResult
        kind="pending"
        title="Payment Pending"
        message="Your payment is being processed. Please wait a moment: this page moves on by itself as soon as it is confirmed. There is no need to pay again."
      >
        <PendingPaymentStatus orderId={orderId} kind="appointment" />
      </PaymentResult>
    </BrandFrame>
  );
}
