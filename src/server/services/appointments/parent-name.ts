import "server-only";

import { and, eq, isNotNull, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Whom a message about a visit greets: the parent's own name where the booking has it (the parent
 * account that proved the visit's e-mail, as the agenda names it), else the name the visit was
 * booked under, which at a children's clinic is usually the child's (decision 046).
 */
export async function parentNameOf(db: Executor, { email, bookedAs }: { email: string | null | undefined; bookedAs: string }): Promise<string> {
  if (!email) return bookedAs;
  const [account] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, name: users.name })
    .from(users)
    // An unproved account could name anyone: only one that proved the address (users_email_lower_idx: one at most).
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.role, "parent"), isNotNull(users.emailVerified)))
    .limit(1);
  return `${account?.firstName ?? ""} ${account?.lastName ?? ""}`.trim() || account?.name?.trim() || bookedAs;
}
