import "server-only";

import { and, eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { payments } from "~/server/db/schema";

/** The gateway's session ids are letters and digits (SESSION0002…); nothing else reaches the query. */
const SESSION_ID = /^[A-Za-z0-9_-]{8,100}$/;

/** The order a Mastercard Gateway checkout session was opened for, as our hand-over page needs it, or null. */
export async function getMpgsCheckout({ db, sessionId }: { db: Database; sessionId: string }) {
  if (!SESSION_ID.test(sessionId)) return null;
  const [payment] = await db
    .select({ orderId: payments.id, kind: payments.kind, status: payments.status, description: payments.description })
    .from(payments)
    .where(and(eq(payments.provider, "mpgs"), eq(payments.providerRef, sessionId)));
  return payment ?? null;
}
