/**
 * What the payment status pages say and where they lead (spec §2 "Payment result pages"), for each
 * thing a parent pays for. A result's words and buttons are the same for both (status.<kind>.* in
 * the catalogue); where its first button leads, what it adds under the order id (status.<product>.*)
 * and the order the pending page checks are the product's.
 */

export type PaymentProduct = "appointment" | "course";
export type PaymentStatusKind = "success" | "failure" | "pending";

type StatusCopy = {
  /** Whether the result has a first button (status.<kind>.primary); where it leads is the product's `primaryHref`. */
  primary: boolean;
  /** A second button (status.<kind>.secondary) and where it leads. */
  secondaryHref?: string;
};

export const PAYMENT_STATUS_COPY: Record<PaymentStatusKind, StatusCopy> = {
  success: { primary: true },
  failure: { primary: true, secondaryHref: "/" },
  pending: { primary: false },
};

/** A result the return address names an order for: where its first button leads. */
type ResultPage = { primaryHref: string };

export type PaymentStatusConfig = {
  /** The pages live at `${basePath}/success`, `${basePath}/failure` and `${basePath}/pending/{orderId}`. */
  basePath: string;
  success: ResultPage;
  failure: ResultPage;
  pending: {
    /** The tRPC router whose `orderStatus` the pending page asks. */
    orderStatusOf: "appointments" | "courses";
  };
};

export const PAYMENT_STATUS: Record<PaymentProduct, PaymentStatusConfig> = {
  appointment: {
    basePath: "/appointment/status",
    success: { primaryHref: "/appointment" },
    failure: { primaryHref: "/appointment" },
    pending: { orderStatusOf: "appointments" },
  },
  course: {
    basePath: "/courses/status",
    success: { primaryHref: "/dashboard/my-courses" },
    failure: { primaryHref: "/courses" },
    pending: { orderStatusOf: "courses" },
  },
};
