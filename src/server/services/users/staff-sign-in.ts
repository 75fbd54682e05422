import "server-only";

import { sql } from "drizzle-orm";

import { createSession } from "~/server/auth/session-token";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { sendStaffSignInCode } from "./account-emails";
import { authenticateWithPassword, INVALID_LOGIN_MESSAGE } from "./authenticate-with-password";
import { issueOneTimeCode, verifyOneTimeCode } from "./one-time-codes";

/*
 * The back-office's sign-in (docs/decisions/024): the password, then a code e-mailed to the
 * account. A code of this kind is only ever issued after the right password, so the second step
 * cannot be reached with the mailbox alone, nor the first be enough without it.
 */

const isStaffRole = (role: string) => role !== "parent";

/** Step 1: the password of a staff account; a code goes to its address. */
export async function startStaffSignIn({ db, email, password, headers }: { db: Database; email: string; password: string; headers: Headers }) {
  const user = await authenticateWithPassword({ db, email, password, headers });
  // A parent's right password answers as a wrong one: the page does not tell who is staff.
  if (!isStaffRole(user.role)) throw new AppError("UNAUTHORIZED", INVALID_LOGIN_MESSAGE);
  const code = await issueOneTimeCode({ db, email: user.email, purpose: "staff_sign_in", headers });
  try {
    await sendStaffSignInCode(user.email.trim().toLowerCase(), code);
  } catch (error) {
    logger.error("could not send the staff sign-in code", { error });
    throw new AppError("SERVICE_UNAVAILABLE", "We could not send the e-mail right now. Please try again in a few minutes.");
  }
}

/** Step 2: the e-mailed code opens a back-office session (short idle time). */
export async function completeStaffSignIn({ db, email, code, headers }: { db: Database; email: string; code: string; headers: Headers }) {
  const address = email.trim().toLowerCase();
  await verifyOneTimeCode({ db, email: address, purpose: "staff_sign_in", code, headers });
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${address}`);
  // The role may have been taken away between the two steps.
  if (!user || !isStaffRole(user.role) || user.disabledAt) throw new AppError("FORBIDDEN", "This account no longer has access to the back-office.");
  const session = await createSession(db, { userId: user.id, sessionVersion: user.sessionVersion, kind: "staff" });
  return { user, session };
}
