import type { Metadata } from "next";
import { BrandFrame } from "~/components/layout/brand-frame";
import { OrderDetails, PaymentResult } from "~/components/status/payment-result";
import { TestPaymentNote } from "~/components/status/test-payment-note";
import { ZOrderId } from "~/schemas/appointments";

export const metadata: Metadata = {
  title: "Payment successful",
  description: "Your course payment has been processed.",
  robots: { index: false },
};

export default async function CoursePaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  const { order } = await searchParams;
  const orderId = ZOrderId.safeParse(order).data;
  return (
    <BrandFrame>
      <PaymentResult
        kind="success"
        title="Payment Successful"
        message="Your payment has been processed successfully."
        primary={{ href: "/dashboard/my-courses", label: "Continue" }}
      >
        {orderId ? (
          <>
            <OrderDetails orderId={orderId} />
            <TestPaymentNote />
            <p className="mt-4 text-sm text-muted">
              You are enrolled. Your course is waiting in My Courses, with lifetime access on any device.
            </p>
          </>
        ) : null}
      </PaymentResult>
    </BrandFrame>
  );
}
