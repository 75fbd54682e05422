import "server-only";

import { eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { payments } from "~/server/db/schema";
import type { PaymentProvider } from "~/server/payments/provider";
import { reconcilePayment } from "./reconcile-payment";

/**
 * The parent came back through the provider's Cancel: end the checkout session and release the
 * hold now rather than at expiry. A payment that completed meanwhile is confirmed instead.
 */
export async function abandonCheckout({ db, provider, orderId }: { db: Database; provider: PaymentProvider; orderId: string }) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  if (!payment || payment.status !== "pending" || !payment.providerRef || payment.provider !== provider.name) {
    return { orderId, status: payment?.status ?? "unknown" };
  }
  await provider.expireCheckout(payment.providerRef);
  await reconcilePayment({ db, provider, orderId });
  const [after] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, orderId));
  return { orderId, status: after?.status ?? "unknown" };
}
