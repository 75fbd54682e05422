import "server-only";

import { createHash, createHmac, timingSafeEqual } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import { hashPassword } from "~/server/auth/password";
import { getAuthSecret } from "~/server/auth/secret";
import { endOtherSessions } from "~/server/auth/session-token";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { passwordResetsPerAddress, passwordResetsPerEmail } from "../security/limits";
import { clientAddress, consumeRateLimits } from "../security/rate-limit";
import { attachGuestChildren } from "../family/guest-children";
import { sendNoAccountNotice, sendPasswordResetCode } from "./account-emails";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { issueOneTimeCode, verifyOneTimeCode } from "./one-time-codes";

const RESET_TOKEN_MINUTES = 15;
const WAIT_MESSAGE = "Please wait a minute before asking for a new code.";
const INVALID_TOKEN_MESSAGE = "This reset link has expired. Please start again.";

/**
 * Step 1 of "forgot password". The answer is the same whether or not the address has an
 * account; the e-mail itself says which (a code, or a note that no account uses it), in the
 * language of the page that asked.
 */
export async function requestPasswordReset({ db, email, headers, locale = "en" }: { db: Database; email: string; headers: Headers; locale?: Locale }) {
  const address = email.trim().toLowerCase();
  await consumeRateLimits(db, [passwordResetsPerEmail(address)], WAIT_MESSAGE);
  await consumeRateLimits(
    db,
    [passwordResetsPerAddress(clientAddress(headers))],
    "Too many codes were requested. Please try again in an hour.",
  );
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${address}`);
  try {
    if (user) await sendPasswordResetCode(address, await issueOneTimeCode({ db, email: address, purpose: "password_reset", headers }), locale);
    else await sendNoAccountNotice(address, locale);
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error("could not send the password reset e-mail", { error });
    throw new AppError("SERVICE_UNAVAILABLE", "We could not send the e-mail right now. Please try again in a few minutes.");
  }
}

function passwordFingerprint(passwordHash: string | null): string {
  return createHash("sha256").update(passwordHash ?? "no-password").digest("base64url").slice(0, 16);
}

function sign(body: string): string {
  return createHmac("sha256", getAuthSecret()).update(`password-reset:${body}`).digest("base64url");
}

/**
 * Step 2: the right code gives a reset token (15 minutes). It names the user and a fingerprint of
 * their current password hash, so it stops working once the password has changed: single use.
 */
export async function verifyPasswordReset({ db, email, code, headers }: { db: Database; email: string; code: string; headers: Headers }) {
  const address = email.trim().toLowerCase();
  await verifyOneTimeCode({ db, email: address, purpose: "password_reset", code, headers });
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${address}`);
  if (!user) throw new AppError("BAD_REQUEST", INVALID_TOKEN_MESSAGE);
  const body = Buffer.from(
    JSON.stringify({ sub: user.id, pw: passwordFingerprint(user.passwordHash), exp: Date.now() + RESET_TOKEN_MINUTES * 60_000 }),
  ).toString("base64url");
  return `${body}.${sign(body)}`;
}

function readResetToken(token: string): { sub: string; pw: string } {
  const [body, signature] = token.split(".");
  if (!body || !signature) throw new AppError("UNAUTHORIZED", INVALID_TOKEN_MESSAGE);
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError("UNAUTHORIZED", INVALID_TOKEN_MESSAGE);
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as { sub: string; pw: string; exp: number };
  if (claims.exp < Date.now()) throw new AppError("UNAUTHORIZED", INVALID_TOKEN_MESSAGE);
  return claims;
}

/** Step 3: a new password with the reset token. Every session of the user ends. */
export async function changePasswordWithResetToken({ db, token, password }: { db: Database; token: string; password: string }) {
  const claims = readResetToken(token);
  if (isCommonPassword(password)) throw new AppError("BAD_REQUEST", COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
  if (!user || passwordFingerprint(user.passwordHash) !== claims.pw) throw new AppError("UNAUTHORIZED", INVALID_TOKEN_MESSAGE);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, emailVerified: user.emailVerified ?? new Date() })
      .where(eq(users.id, user.id));
    await endOtherSessions(tx, user.id);
    // The reset's code was e-mailed to the address: a parent's own change (staff reset theirs the same way).
    const actor = user.role === "parent" ? { byParent: { via: "e-mailed link" as const, userId: user.id, email: null } } : { actorId: user.id };
    await recordChange(tx, { ...actor, action: "reset password with an e-mailed code", entity: "user", entityId: user.id, before: null, after: { sessionsEnded: true } });
  });
  // The reset token comes from a code e-mailed to the address: it is proved, as by a sign-in code.
  await attachGuestChildren(db, { userId: user.id, email: user.email });
}
