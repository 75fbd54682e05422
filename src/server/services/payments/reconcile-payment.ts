import "server-only";

import { eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { payments } from "~/server/db/schema";
import { logger } from "~/server/logger";
import type { PaymentProvider } from "~/server/payments/provider";
import { confirmPayment, releasePayment } from "./settle-payment";

/**
 * Brings an order in line with what the provider says now. Webhooks, the return page and the
 * sweeper all come here: nothing in a webhook body beyond the session id is trusted.
 */
export async function reconcilePayment({
  db,
  provider,
  orderId,
  failureReported = false,
}: {
  db: Database;
  provider: PaymentProvider;
  orderId: string;
  /** The provider announced a failed payment (e.g. async_payment_failed). */
  failureReported?: boolean;
}): Promise<"confirmed" | "released" | "unchanged"> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  if (!payment?.providerRef || payment.provider !== provider.name) return "unchanged";

  const status = await provider.fetchStatus(payment.providerRef, payment.id);
  if (status.orderId !== payment.id) {
    logger.error("provider session does not belong to this order", { orderId, sessionOrder: status.orderId });
    return "unchanged";
  }
  if (status.state === "paid") {
    if (status.amountCents !== payment.amountCents || status.currency?.toUpperCase() !== payment.currency.toUpperCase()) {
      logger.error("paid amount differs from the order; not confirming", {
        orderId,
        expected: payment.amountCents,
        received: status.amountCents,
      });
      return "unchanged";
    }
    return (await confirmPayment({ db, orderId })) === "confirmed" ? "confirmed" : "unchanged";
  }
  if (status.state === "failed" || (failureReported && status.state !== "open")) {
    // A declined card: the slot stays held for the rest of its time, for the parent's second try.
    return (await releasePayment({ db, orderId, status: "failed", keepHold: status.state === "failed" })) ? "released" : "unchanged";
  }
  if (status.state === "expired") {
    return (await releasePayment({ db, orderId, status: "expired" })) ? "released" : "unchanged";
  }
  return "unchanged";
}
