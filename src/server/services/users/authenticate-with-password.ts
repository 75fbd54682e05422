import "server-only";

import { sql } from "drizzle-orm";

import { hashPassword, verifyPassword } from "~/server/auth/password";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { loginFailuresPerAccount, loginFailuresPerAddress } from "../security/limits";
import { clientAddress, consumeRateLimits, releaseRateLimits } from "../security/rate-limit";

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
export const UNPROVED_ADDRESS_MESSAGE = "Please confirm your e-mail address first: choose \"Forgot password?\" and we will send a code to it.";
export const DISABLED_MESSAGE = "This account is disabled. Please ask the clinic's administrator.";
const LOCKED_MESSAGE = "Too many failed attempts. Please wait 15 minutes and try again, or reset your password.";

// A hash of a random password, verified against when the e-mail is unknown, so that the answer
// takes as long whether or not the account exists.
let decoyHash: Promise<string> | undefined;

/**
 * E-mail and password → the user, or 401 with one message for both mistakes. Each try takes a slot
 * of the failure limits (per account, per address) before argon2 runs, and a right password gives
 * it back: so racing or batched tries cannot pass the lockout, and each costs a hash only while
 * under it (429 after).
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
  const limits = [loginFailuresPerAccount(normalised), loginFailuresPerAddress(clientAddress(headers))];
  const now = new Date();
  await consumeRateLimits(db, limits, LOCKED_MESSAGE, now);

  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${normalised}`);
  decoyHash ??= hashPassword(crypto.randomUUID());
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !user.passwordHash || !valid) throw new AppError("UNAUTHORIZED", INVALID_LOGIN_MESSAGE);
  // Only after the right password, so the answer tells nothing to someone guessing.
  if (user.disabledAt) throw new AppError("FORBIDDEN", DISABLED_MESSAGE);
  await releaseRateLimits(db, limits, now);
  return user;
}
