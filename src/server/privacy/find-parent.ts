import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { appointments, childAdults, users } from "~/server/db/schema";
import { visitsErasureCancels } from "./erasure-visits";

/** A parent's account by address, for staff answering a parent who asks by phone, with the visits ahead its erasure would cancel; null when none. */
export async function findParent(db: Database, email: string) {
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, phoneNumber: users.phoneNumber, createdAt: users.createdAt })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${address}`, eq(users.role, "parent")));
  if (!user) return null;
  const [counts] = await db
    .select({
      children: sql<number>`(select count(*)::int from ${childAdults} where ${childAdults.userId} = ${user.id})`,
      visits: sql<number>`(select count(*)::int from ${appointments} where lower(${appointments.patientEmail}) = ${address})`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const upcomingVisits = await visitsErasureCancels({ db, email: user.email });
  return { ...user, children: Number(counts?.children ?? 0), visits: Number(counts?.visits ?? 0), upcomingVisits };
}
