import "server-only";

import { and, eq, inArray } from "drizzle-orm";

import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { enrollments, payments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { PaymentProvider } from "~/server/payments/provider";
import { refundOnce } from "../orders/refund-claim";

/**
 * Refunds an order from the orders page: a payment that arrived too late for its hold
 * ("refund needed"), or a course bought (the parent loses access to it). A paid appointment is
 * refunded by cancelling it in the agenda, which also frees its slot and tells the parent. The
 * provider is asked first, once however many requests race (refund-claim.ts); a refusal changes
 * nothing and says why.
 */
export async function refundOrder({ db, provider, actorId, orderId }: { db: Database; provider: PaymentProvider; actorId: string; orderId: string }) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  if (!payment) throw new AppError("NOT_FOUND", "This order does not exist.");
  if (payment.status === "refunded") throw new AppError("CONFLICT", "This order is already refunded.");
  if (payment.status !== "refund_needed" && !(payment.status === "paid" && payment.kind === "course")) {
    throw new AppError(
      "CONFLICT",
      payment.status === "paid" ? "A paid appointment is refunded by cancelling it in the agenda (which also frees its slot and tells the parent)." : "Nothing was paid for this order.",
    );
  }
  if (payment.provider !== provider.name || !payment.providerRef) {
    throw new AppError("CONFLICT", `This payment was taken through ${payment.provider}, which this server no longer uses: refund it in that provider's dashboard.`);
  }
  const { refundId } = await refundOnce({ db, provider, payment: { id: payment.id, providerRef: payment.providerRef, amountCents: payment.amountCents } });
  return db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(payments)
      .set({ status: "refunded", refundedAt: new Date(), refundedCents: payment.amountCents, refundRef: refundId })
      .where(and(eq(payments.id, orderId), inArray(payments.status, ["paid", "refund_needed"])))
      // What the back-office shows, not the whole row (its checkout secrets stay on the server).
      .returning({ id: payments.id, status: payments.status, refundedAt: payments.refundedAt, refundedCents: payments.refundedCents, refundRef: payments.refundRef });
    if (!refunded) throw new AppError("CONFLICT", "This order was changed meanwhile. Please reload it.");
    if (payment.kind === "course" && payment.enrollmentId) {
      await tx.update(enrollments).set({ status: "cancelled" }).where(and(eq(enrollments.id, payment.enrollmentId), eq(enrollments.status, "active")));
    }
    await recordChange(tx, { actorId, action: "refund order", entity: "order", entityId: orderId, before: { status: payment.status }, after: { status: "refunded", refundRef: refundId } });
    return refunded;
  });
}
