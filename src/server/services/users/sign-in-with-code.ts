import "server-only";

import { sql } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import { createSession } from "~/server/auth/session-token";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { sendSignInCode } from "./account-emails";
import { DISABLED_MESSAGE } from "./authenticate-with-password";
import { issueOneTimeCode, verifyOneTimeCode } from "./one-time-codes";

/**
 * Enrollment by e-mail (spec §4): a code to the address, in the language of the page that asked;
 * works whether or not it has an account.
 */
export async function requestSignInCode({ db, email, headers, locale = "en" }: { db: Database; email: string; headers: Headers; locale?: Locale }) {
  const code = await issueOneTimeCode({ db, email, purpose: "sign_in", headers });
  try {
    await sendSignInCode(email.trim().toLowerCase(), code, locale);
  } catch (error) {
    logger.error("could not send the sign-in code", { error });
    throw new AppError("SERVICE_UNAVAILABLE", "We could not send the e-mail right now. Please try again in a few minutes.");
  }
}

/**
 * The right code proves the address: the parent is signed in, with a passwordless account created
 * on first use (a password can be set later through "forgot password"), in `locale`.
 */
export async function signInWithCode({ db, email, code, headers, locale = "en" }: { db: Database; email: string; code: string; headers: Headers; locale?: Locale }) {
  const address = email.trim().toLowerCase();
  await verifyOneTimeCode({ db, email: address, purpose: "sign_in", code, headers });
  const byEmail = sql`lower(${users.email}) = ${address}`;
  // A racing first sign-in may insert the row first; then the second reads it.
  await db.insert(users).values({ email: address, emailVerified: new Date(), locale }).onConflictDoNothing();
  const [user] = await db.select().from(users).where(byEmail);
  if (user!.disabledAt) throw new AppError("FORBIDDEN", DISABLED_MESSAGE);
  if (!user!.emailVerified) await db.update(users).set({ emailVerified: new Date() }).where(byEmail);
  const session = await createSession(db, { userId: user!.id, sessionVersion: user!.sessionVersion });
  return { user: user!, session };
}
