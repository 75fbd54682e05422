import "server-only";

import { eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { payments } from "~/server/db/schema";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The order's row, locked until the transaction ends: confirmations and releases queue here. */
export async function lockOrder(tx: Transaction, orderId: string) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, orderId)).for("update");
  return payment;
}
