/**
 * What the payment status pages say and where they lead (spec §2 "Payment result pages"), for each
 * thing a parent pays for. A result's words and buttons are the same for both; where its first
 * button leads, what it adds under the order id and the order the pending page checks are the
 * product's.
 */

export type PaymentProduct = "appointment" | "course";
export type PaymentStatusKind = "success" | "failure" | "pending";

type Action = { href: string; label: string };

type StatusCopy = {
  metadataTitle: string;
  title: string;
  message: string;
  /** The first button's label; where it leads is the product's `primaryHref`. */
  primaryLabel?: string;
  secondary?: Action;
};

export const PAYMENT_STATUS_COPY: Record<PaymentStatusKind, StatusCopy> = {
  success: {
    metadataTitle: "Payment successful",
    title: "Payment Successful",
    message: "Your payment has been processed successfully.",
    primaryLabel: "Continue",
  },
  failure: {
    metadataTitle: "Payment failed",
    title: "Payment Failed",
    message: "We couldn't process your payment. Please try again.",
    primaryLabel: "Try Again",
    secondary: { href: "/", label: "Cancel" },
  },
  pending: {
    metadataTitle: "Payment pending",
    title: "Payment Pending",
    message:
      "Your payment is being processed. Please wait a moment: this page moves on by itself as soon as it is confirmed. There is no need to pay again.",
  },
};

/** A result the return address names an order for: its description, first button, and what it means. */
type ResultPage = { description: string; primaryHref: string; detail: string };

export type PaymentStatusConfig = {
  /** The pages live at `${basePath}/success`, `${basePath}/failure` and `${basePath}/pending/{orderId}`. */
  basePath: string;
  success: ResultPage;
  failure: ResultPage;
  pending: {
    description: string;
    /** The tRPC router whose `orderStatus` the pending page asks. */
    orderStatusOf: "appointments" | "courses";
    /** Said between a paid answer and the move to the success page. */
    paidMessage: string;
  };
};

export const PAYMENT_STATUS: Record<PaymentProduct, PaymentStatusConfig> = {
  appointment: {
    basePath: "/appointment/status",
    success: {
      description: "Your appointment payment has been processed.",
      primaryHref: "/appointment",
      detail:
        "Your appointment is confirmed. If you gave an e-mail address, the confirmation, a calendar invite and your video link are on their way.",
    },
    failure: {
      description: "Your appointment payment could not be processed.",
      primaryHref: "/appointment",
      detail: "Your appointment is booked only once it is paid. You can choose a time again and pay.",
    },
    pending: {
      description: "Your appointment payment is being processed.",
      orderStatusOf: "appointments",
      paidMessage: "Payment received. Opening your confirmation…",
    },
  },
  course: {
    basePath: "/courses/status",
    success: {
      description: "Your course payment has been processed.",
      primaryHref: "/dashboard/my-courses",
      detail: "You are enrolled. Your course is waiting in My Courses, with lifetime access on any device.",
    },
    failure: {
      description: "Your course payment could not be processed.",
      primaryHref: "/courses",
      detail: "You have not been charged, and you are not enrolled yet. You can choose the course again and pay.",
    },
    pending: {
      description: "Your course payment is being processed.",
      orderStatusOf: "courses",
      paidMessage: "Payment received. Opening your course…",
    },
  },
};
