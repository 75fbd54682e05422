import "server-only";

import { eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { payments } from "~/server/db/schema";
import type { PaymentProvider } from "~/server/payments/provider";
import { reconcilePayment } from "./reconcile-payment";
import { paymentOfReturn } from "./returned-checkout";

/**
 * The parent came back through the provider's Cancel: end the checkout session and release the
 * hold now rather than at expiry. A payment that completed meanwhile is confirmed instead.
 *
 * Order numbers are short and shown on screen, so the call must also name the checkout session
 * (its id comes back in the provider's return address, known only to whoever opened it): an order
 * number alone, or with another session's id, is refused and changes nothing.
 */
export async function abandonCheckout({
  db,
  provider,
  orderId,
  sessionId,
}: {
  db: Database;
  provider: PaymentProvider;
  orderId: string;
  sessionId: string;
}) {
  const payment = await paymentOfReturn({ db, orderId, sessionId });
  if (payment.status !== "pending" || payment.provider !== provider.name) return { orderId, status: payment.status };
  await provider.expireCheckout(payment.providerRef!, payment.id);
  await reconcilePayment({ db, provider, orderId });
  const [after] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, orderId));
  return { orderId, status: after?.status ?? "unknown" };
}
