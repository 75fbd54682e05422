import "server-only";

import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { payments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { RefundRefusedError, type PaymentProvider } from "~/server/payments/provider";

/** How long a claim stands before another request may take it over (its server died mid-call). */
export const REFUND_CLAIM_MINUTES = 5;
export const REFUND_UNDER_WAY_MESSAGE = "A refund of this payment is already under way. Please reload the page in a moment.";

/** Another request holds this payment's refund claim: it is asking the provider right now. */
export class RefundUnderWayError extends AppError {
  constructor() {
    super("CONFLICT", REFUND_UNDER_WAY_MESSAGE);
  }
}

type PaymentToRefund = { id: string; providerRef: string; amountCents: number };

/**
 * Asks the provider for a payment's refund, once however many requests race for it: the payment
 * is claimed first, in one conditional UPDATE (the row lock serialises racing claims, in one
 * process or many), and only the request that claimed it calls the provider. A refusal or a
 * provider that does not answer gives the claim back, so staff can try again.
 */
export async function refundOnce({ db, provider, payment }: { db: Database; provider: PaymentProvider; payment: PaymentToRefund }) {
  const [claimed] = await db
    .update(payments)
    .set({ refundClaimedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, payment.id),
        inArray(payments.status, ["paid", "refund_needed"]),
        or(isNull(payments.refundClaimedAt), lt(payments.refundClaimedAt, sql`now() - make_interval(mins => ${REFUND_CLAIM_MINUTES})`)),
      ),
    )
    .returning({ id: payments.id });
  if (!claimed) throw new RefundUnderWayError();
  try {
    const { refundId } = await provider.refund({ sessionId: payment.providerRef, orderId: payment.id, amountCents: payment.amountCents, idempotencyKey: `refund-${payment.id}` });
    return { refundId, amountCents: payment.amountCents };
  } catch (error) {
    await db.update(payments).set({ refundClaimedAt: null }).where(eq(payments.id, payment.id));
    if (error instanceof RefundRefusedError) throw new AppError("CONFLICT", `The payment provider refused the refund: ${error.message} Nothing was changed.`);
    logger.error("refund failed", { error, orderId: payment.id });
    throw new AppError("SERVICE_UNAVAILABLE", "The payment provider did not answer. Nothing was changed; please try again in a few minutes.");
  }
}
