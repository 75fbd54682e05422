import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { hashPassword, verifyPassword } from "~/server/auth/password";

/** ADMIN_EMAIL/ADMIN_PASSWORD describe the administrator; the account follows them on every start. */
export async function ensureAdminAccount(
  db: Database,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const normalisedEmail = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${normalisedEmail}`);

  if (!existing) {
    await db.insert(users).values({
      email: normalisedEmail,
      firstName: "Clinic",
      lastName: "Administrator",
      name: "Clinic Administrator",
      role: "admin",
      passwordHash: await hashPassword(password),
      emailVerified: new Date(),
    });
    return;
  }
  const passwordMatches = existing.passwordHash ? await verifyPassword(existing.passwordHash, password) : false;
  if (existing.role === "admin" && passwordMatches) return;
  await db
    .update(users)
    .set({
      role: "admin",
      ...(passwordMatches
        ? {}
        : { passwordHash: await hashPassword(password), sessionVersion: sql`${users.sessionVersion} + 1` }),
    })
    .where(sql`${users.id} = ${existing.id}`);
}
