import "server-only";

import { and, asc, eq, lt } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { payments } from "~/server/db/schema";
import { logger } from "~/server/logger";
import type { PaymentProvider } from "~/server/payments/provider";
import { reconcilePayment } from "./reconcile-payment";
import { releasePayment } from "./settle-payment";

/**
 * Releases holds whose time is up. Before releasing, the provider's session is ended and re-read:
 * a payment that completed meanwhile is confirmed instead of released.
 */
export async function expireStalePayments({
  db,
  provider,
  now = new Date(),
  limit = 50,
}: {
  db: Database;
  provider: PaymentProvider;
  now?: Date;
  limit?: number;
}): Promise<number> {
  const stale = await db
    .select({ id: payments.id, providerRef: payments.providerRef })
    .from(payments)
    .where(and(eq(payments.status, "pending"), eq(payments.provider, provider.name), lt(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(limit);

  let released = 0;
  for (const payment of stale) {
    try {
      if (payment.providerRef) {
        await provider.expireCheckout(payment.providerRef, payment.id).catch((error: unknown) =>
          logger.warn("could not end checkout session early", { orderId: payment.id, error }),
        );
        if ((await reconcilePayment({ db, provider, orderId: payment.id })) === "released") {
          released++;
          continue;
        }
      }
      if (await releasePayment({ db, orderId: payment.id, status: "expired" })) released++;
    } catch (error) {
      logger.error("expiring a payment failed", { orderId: payment.id, error });
    }
  }
  return released;
}
