import "server-only";

import { eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { simulatedCheckoutSessions } from "~/server/db/schema";

/** A simulated gateway session as its hosted page shows it, or null. */
export async function getSimulatedCheckout({ db, sessionId, now = new Date() }: { db: Database; sessionId: string; now?: Date }) {
  const [session] = await db.select().from(simulatedCheckoutSessions).where(eq(simulatedCheckoutSessions.id, sessionId));
  if (!session) return null;
  return { ...session, open: session.status === "open" && session.expiresAt.getTime() > now.getTime() };
}
