import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import { createSession, endOtherSessions } from "~/server/auth/session-token";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { attachGuestChildren } from "../family/guest-children";
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
 *
 * An account whose address was never proved may have been made by someone else, with a password
 * of theirs (issue 25): the first code that proves the address removes that password and ends
 * every session of the account, in the same transaction that marks the address proved. The owner
 * of the mailbox then sets their own password through "forgot password".
 */
export async function signInWithCode({ db, email, code, headers, locale = "en" }: { db: Database; email: string; code: string; headers: Headers; locale?: Locale }) {
  const address = email.trim().toLowerCase();
  await verifyOneTimeCode({ db, email: address, purpose: "sign_in", code, headers });
  const byEmail = sql`lower(${users.email}) = ${address}`;
  // A racing first sign-in may insert the row first; then the second reads it.
  await db.insert(users).values({ email: address, emailVerified: new Date(), locale }).onConflictDoNothing();
  const user = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(users).where(byEmail).for("update");
    if (found!.disabledAt) throw new AppError("FORBIDDEN", DISABLED_MESSAGE);
    if (found!.emailVerified) return found!;
    const [claimed] = await tx
      .update(users)
      .set({ emailVerified: new Date(), passwordHash: null, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, found!.id))
      .returning();
    await endOtherSessions(tx, found!.id);
    return claimed!;
  });
  // The code proved the address: the children of the visits booked with it as a guest join the account.
  await attachGuestChildren(db, { userId: user.id, email: address });
  const session = await createSession(db, { userId: user.id, sessionVersion: user.sessionVersion });
  return { user, session };
}
