import "server-only";

import { sql } from "drizzle-orm";

import { hashPassword, verifyPassword } from "~/server/auth/password";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { assertUnderRateLimits, clientAddress, countRateLimits } from "../security/rate-limit";

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
const LOCKED_MESSAGE = "Too many failed attempts. Please wait 15 minutes and try again, or reset your password.";

// A hash of a random password, verified against when the e-mail is unknown, so that the answer
// takes as long whether or not the account exists.
let decoyHash: Promise<string> | undefined;

/**
 * E-mail and password → the user, or 401 with one message for both mistakes. Ten failures per
 * 15 minutes for an e-mail or an address lock further tries (429) until the window passes.
 */
export async function authenticateWithPassword({
  db,
  email,
  password,
  headers,
}: {
  db: Database;
  email: string;
  password: string;
  headers: Headers;
}) {
  const normalised = email.trim().toLowerCase();
  const limits = [
    { key: `login-fail:email:${normalised}`, limit: 10, windowSeconds: 900 },
    { key: `login-fail:ip:${clientAddress(headers)}`, limit: 10, windowSeconds: 900 },
  ];
  await assertUnderRateLimits(db, limits, LOCKED_MESSAGE);

  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${normalised}`);
  decoyHash ??= hashPassword(crypto.randomUUID());
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !user.passwordHash || !valid) {
    await countRateLimits(db, limits);
    throw new AppError("UNAUTHORIZED", INVALID_LOGIN_MESSAGE);
  }
  return user;
}
