import "server-only";

import { eq } from "drizzle-orm";

import { hashPassword, verifyPassword } from "~/server/auth/password";
import { endOtherSessions } from "~/server/auth/session-token";
import { accountActor, recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { consumeRateLimits } from "../security/rate-limit";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { verifyOneTimeCode } from "./one-time-codes";

export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password.";
export const CURRENT_PASSWORD_WRONG = "Your current password is not right.";
export const CODE_REQUIRED = "Your account has no password yet: ask for a code by e-mail and enter it.";
const TOO_MANY_MESSAGE = "Too many attempts to change the password. Please wait 15 minutes and try again.";

/** Tries (right or wrong) per account and quarter of an hour: guessing the current password stops here. */
export const PASSWORD_CHANGE_LIMIT = { limit: 5, windowSeconds: 900 };

/**
 * A signed-in parent changing their password proves it again: with the current password, or for an
 * account that has none (it signs in with e-mailed codes) with a fresh code e-mailed to it (the
 * password-reset code, sent by requestPasswordReset). A wrong proof is a 400 on its field and
 * counts against a per-account limit. Their other sessions end, this one stays.
 */
export async function changePasswordSignedIn({
  db,
  userId,
  sessionId,
  password,
  currentPassword,
  otp,
  headers,
}: {
  db: Database;
  userId: string;
  sessionId: string;
  password: string;
  currentPassword?: string;
  otp?: string;
  headers: Headers;
}) {
  if (isCommonPassword(password)) throw new AppError("BAD_REQUEST", COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHORIZED", "Please log in to continue.");

  if (user.passwordHash) {
    if (!currentPassword) throw new AppError("BAD_REQUEST", CURRENT_PASSWORD_REQUIRED, { currentPassword: CURRENT_PASSWORD_REQUIRED });
    await consumeRateLimits(db, [{ key: `password-change:user:${userId}`, ...PASSWORD_CHANGE_LIMIT }], TOO_MANY_MESSAGE);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError("BAD_REQUEST", CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
    }
  } else {
    if (!otp) throw new AppError("BAD_REQUEST", CODE_REQUIRED, { otp: CODE_REQUIRED });
    await consumeRateLimits(db, [{ key: `password-change:user:${userId}`, ...PASSWORD_CHANGE_LIMIT }], TOO_MANY_MESSAGE);
    await verifyOneTimeCode({ db, email: user.email, purpose: "password_reset", code: otp, headers });
  }

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endOtherSessions(tx, userId, sessionId);
    await recordChange(tx, { ...accountActor({ id: userId, role: user.role }), action: "change password", entity: "user", entityId: userId, before: null, after: { otherSessionsEnded: true } });
  });
}
