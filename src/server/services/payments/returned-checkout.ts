import "server-only";

import { eq } from "drizzle-orm";

import { sameInConstantTime } from "~/server/auth/constant-time";
import type { Database } from "~/server/db/client";
import { payments } from "~/server/db/schema";
import { AppError } from "~/server/errors";

export const CHECKOUT_NOT_FOUND = "This checkout was not found.";

/**
 * The order a payment's return address names, when that address also names the order's checkout
 * session. Order numbers are short and shown on screen (and read out over the phone); the session
 * id comes back only to the browser that opened the checkout (the provider puts it in the return
 * address). An order number alone, or with another order's session, opens nothing: the same
 * answer as an unknown order, so it tells nothing either.
 */
export async function paymentOfReturn({ db, orderId, sessionId }: { db: Database; orderId: string; sessionId: string }) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  if (!payment?.providerRef || !sameInConstantTime(payment.providerRef, sessionId)) throw new AppError("NOT_FOUND", CHECKOUT_NOT_FOUND);
  return payment;
}
