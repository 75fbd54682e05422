import type { Metadata } from "next";
import { BrandFrame } from "~/components/layout/brand-frame";
import { AbandonCheckout } from "~/components/status/abandon-checkout";
import { OrderDetails, PaymentResult } from "~/components/status/payment-result";
import { ZOrderId } from "~/schemas/appointments";

export const metadata: Metadata = {
  title: "Payment failed",
  description: "Your course payment could not be processed.",
  robots: { index: false },
};

export default async function CoursePaymentFailurePage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  const { order } = await searchParams;
  const orderId = ZOrderId.safeParse(order).data;
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
            <AbandonCheckout orderId={orderId} />
          </>
        ) : null}
      </PaymentResult>
    </BrandFrame>
  );
}
