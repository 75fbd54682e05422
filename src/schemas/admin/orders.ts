import { z } from "zod/mini";

import { ZAppointmentStatus } from "~/schemas/answers";
import { ZOrderId } from "~/schemas/appointments";

export const ORDERS_PAGE_SIZE = 50;
export const ORDER_STATUSES = ["pending", "paid", "failed", "expired", "refund_needed", "refunded"] as const;

/** How staff read each status (the list's filter and its rows). */
export const ORDER_STATUS_LABEL: Record<(typeof ORDER_STATUSES)[number], string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
  expired: "Not paid",
  refund_needed: "Refund needed (paid late)",
  refunded: "Refunded",
};

/** The columns the list sorts by, on the server. */
export const ORDER_SORTS = ["createdAt", "amountCents", "status", "customerEmail"] as const;
export type TOrderSort = (typeof ORDER_SORTS)[number];

/** The orders list: what kind, which status, a search by order number or e-mail, the order and the page. */
export const ZOrdersQuery = z.object({
  sort: z.optional(z.enum(ORDER_SORTS, { error: "Sort by date, amount, status or e-mail." })),
  dir: z.optional(z.enum(["asc", "desc"], { error: "Sort up or down." })),
  kind: z.optional(z.enum(["appointment", "course"], { error: "Show appointments or courses." })),
  status: z.optional(z.enum(ORDER_STATUSES, { error: "Unknown status." })),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, "Search for at most 100 characters."))),
  page: z.optional(z.number().check(z.int(), z.gte(1, "Pages start at 1."), z.lte(100_000))),
});
export type TOrdersQuery = z.infer<typeof ZOrdersQuery>;

export const ZRefundOrder = z.object({ orderId: ZOrderId });

// Answers (decision 037): the fields each procedure sends back, and no others.

export const ZOrdersAnswer = z.object({
  rows: z.array(
    z.object({
      orderId: z.string(),
      kind: z.enum(["appointment", "course"]),
      description: z.string(),
      amountCents: z.number(),
      currency: z.string(),
      status: z.enum(ORDER_STATUSES),
      provider: z.enum(["stripe", "mpgs", "simulated"]),
      customerEmail: z.nullable(z.string()),
      createdAt: z.date(),
      paidAt: z.nullable(z.date()),
      refundedAt: z.nullable(z.date()),
      refundRef: z.nullable(z.string()),
      appointmentId: z.nullable(z.string()),
      /** The visit an appointment order is for: cancelled by someone, or released when the payment failed. */
      visitStatus: z.nullable(ZAppointmentStatus),
    }),
  ),
  total: z.number(),
  refundsNeeded: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** An order once refunded: its status, when, how much, and the provider's reference. */
export const ZRefundAnswer = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  refundedAt: z.nullable(z.date()),
  refundedCents: z.nullable(z.number()),
  refundRef: z.nullable(z.string()),
});
