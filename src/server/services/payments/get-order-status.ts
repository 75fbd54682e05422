import "server-only";

import { eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { payments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import type { PaymentProvider } from "~/server/payments/provider";
import { reconcilePayment } from "./reconcile-payment";

/**
 * An order's status without personal data. A pending order is first checked with the provider,
 * which speeds things up when the webhook is late; the answer still comes from the database.
 */
export async function getOrderStatus({
  db,
  provider,
  orderId,
  kind,
}: {
  db: Database;
  provider: PaymentProvider;
  orderId: string;
  kind: "appointment" | "course";
}) {
  const find = async () =>
    (await db
      .select({ id: payments.id, kind: payments.kind, status: payments.status })
      .from(payments)
      .where(eq(payments.id, orderId)))[0];
  let payment = await find();
  if (!payment || payment.kind !== kind) throw new AppError("NOT_FOUND", "Order not found.");
  if (payment.status === "pending") {
    await reconcilePayment({ db, provider, orderId }).catch((error: unknown) =>
      logger.warn("could not ask the provider about an order", { orderId, error }),
    );
    payment = (await find()) ?? payment;
  }
  // A late payment awaiting its refund is, for the parent, a failed booking.
  const status = payment.status === "refund_needed" ? "failed" : payment.status;
  return { orderId: payment.id, status };
}
