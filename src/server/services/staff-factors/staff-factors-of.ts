import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { staffPasskeys, staffTotpAuthenticators } from "~/server/db/schema";

/** Which second factors an account has (no secret: counts and flags). */
export async function staffFactorsOf(db: Pick<Database, "select">, userId: string) {
  const [totp] = await db.select({ userId: staffTotpAuthenticators.userId }).from(staffTotpAuthenticators).where(eq(staffTotpAuthenticators.userId, userId));
  const [passkeys] = await db.select({ count: sql<number>`count(*)::int` }).from(staffPasskeys).where(eq(staffPasskeys.userId, userId));
  const passkeyCount = passkeys?.count ?? 0;
  return { totp: Boolean(totp), passkeys: passkeyCount, any: Boolean(totp) || passkeyCount > 0 };
}
