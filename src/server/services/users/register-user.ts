import "server-only";

import { sql } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { TRegister } from "~/schemas/users";
import { hashPassword } from "~/server/auth/password";
import { createSession } from "~/server/auth/session-token";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { registrationsPerAddress } from "../security/limits";
import { clientAddress, consumeRateLimits } from "../security/rate-limit";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";

export const DUPLICATE_EMAIL_MESSAGE = "An account with this e-mail already exists.";

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * Creates a parent's account, in the language of the page they registered on, and signs them in.
 * An address that only had a passwordless account (from a course enrollment code) is also "already
 * registered": they sign in with a code and set a password through "forgot password".
 */
export async function registerUser({ db, input, headers, locale = "en" }: { db: Database; input: TRegister; headers: Headers; locale?: Locale }) {
  await consumeRateLimits(
    db,
    [registrationsPerAddress(clientAddress(headers))],
    "Too many sign-ups from this network. Please try again in an hour.",
  );
  if (isCommonPassword(input.password)) {
    throw new AppError("BAD_REQUEST", COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  }
  const email = input.email.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) throw new AppError("CONFLICT", DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE });

  let user;
  try {
    [user] = await db
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`,
        phoneNumber: input.phoneNumber.replace(/[^\d+]/g, ""),
        passwordHash: await hashPassword(input.password),
        locale,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE });
    throw error;
  }
  const session = await createSession(db, { userId: user!.id, sessionVersion: user!.sessionVersion });
  return { user: user!, session };
}
