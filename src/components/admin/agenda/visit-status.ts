/** A visit's status in the back-office: what staff read on its badge, and the badge's colours. */
export type VisitStatus = "pending" | "confirmed" | "cancelled" | "expired" | "completed" | "no_show";

export type VisitStatusBadge = { label: string; tone: string };

const BADGES: Record<VisitStatus | "payment_failed", VisitStatusBadge> = {
  pending: { label: "Held, awaiting payment", tone: "bg-amber-100 text-amber-900" },
  confirmed: { label: "Confirmed", tone: "bg-emerald-100 text-emerald-900" },
  cancelled: { label: "Cancelled", tone: "bg-slate-200 text-slate-800" },
  expired: { label: "Expired (not paid)", tone: "bg-slate-200 text-slate-800" },
  completed: { label: "Completed", tone: "bg-sky-100 text-sky-900" },
  no_show: { label: "No-show", tone: "bg-red-100 text-red-900" },
  // The parent's card was declined: the held time was released, nobody cancelled anything.
  payment_failed: { label: "Payment failed", tone: "bg-orange-100 text-orange-900 ring-1 ring-orange-300" },
};

/**
 * A visit's badge from its status and its newest payment's. A declined card keeps the time for
 * the parent's new try while its hold lasts, then releases it (decision 041); staff read either
 * as what it is, a failed payment, apart from the visits a parent or the clinic cancelled.
 */
export function visitStatusBadge(visit: { status: VisitStatus; payment: { status: string } | null }): VisitStatusBadge {
  const unpaid = visit.status === "pending" || visit.status === "cancelled" || visit.status === "expired";
  if (unpaid && visit.payment?.status === "failed") return BADGES.payment_failed;
  return BADGES[visit.status];
}

/** How staff read a payment's status beside the visit. */
export const PAYMENT_STATUS_WORDS: Record<string, string> = {
  pending: "payment pending",
  paid: "paid",
  failed: "payment failed",
  expired: "not paid",
  refund_needed: "paid late: refund needed",
  refunded: "refunded",
};
