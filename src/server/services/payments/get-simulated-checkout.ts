import "server-only";

import { eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { simulatedCheckoutSessions } from "~/server/db/schema";

/** The ids the simulated gateway gives its sessions (`sim_cs_` and 18 random bytes, base64url). */
const SESSION_ID = /^sim_cs_[A-Za-z0-9_-]{1,64}$/;

/** A simulated gateway session as its hosted page shows it, or null. */
export async function getSimulatedCheckout({ db, sessionId, now = new Date() }: { db: Database; sessionId: string; now?: Date }) {
  // Only the gateway's own ids reach the query: an address with U+0000 in it would fail it with a 500.
  if (!SESSION_ID.test(sessionId)) return null;
  const [session] = await db.select().from(simulatedCheckoutSessions).where(eq(simulatedCheckoutSessions.id, sessionId));
  if (!session) return null;
  return { ...session, open: session.status === "open" && session.expiresAt.getTime() > now.getTime() };
}
