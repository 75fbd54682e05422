import type { Metadata } from "next";
import { BrandFrame } from "~/components/layout/brand-frame";
import { AbandonCheckout } from "~/components/status/abandon-checkout";
import { OrderDetails, PaymentResult } from "~/components/status/payment-result";
import { ZCheckoutSessionId, ZOrderId } from "~/schemas/appointments";

export const metadata: Metadata = {
  title: "Payment failed",
  description: "Your course payment could not be processed.",
  robots: { index: false },
};

export default async function CoursePaymentFailurePage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[]; session_id?: string | string[] }>;
}) {
  const { order, session_id } = await searchParams;
  const orderId = ZOrderId.safeParse(order).data;
  // The provider's return address names the checkout session; without it nothing is released here.
  const sessionId = ZCheckoutSessionId.safeParse(session_id).data;
  return (
    <BrandFrame>
      <PaymentResult
        kind="failure"
        title="Payment Failed"
        message="We couldn't process your payment. Please try again."
        primary={{ href: "/courses", label: "Try Again" }}
        secondary={{ href: "/", label: "Cancel" }}
      >
        {orderId ? (
          <>
            <OrderDetails orderId={orderId} />
            <p className="mt-4 text-sm text-muted">
              You have not been charged, and you are not enrolled yet. You can choose the course again and pay.
            </p>
            {sessionId ? <AbandonCheckout orderId={orderId} sessionId={sessionId} /> : null}
          </>
        ) : null}
      </PaymentResult>
    </BrandFrame>
  );
}
