import "server-only";

import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";

import { getAuthSecret } from "~/server/auth/secret";
import type { Database } from "~/server/db/client";
import { oneTimeCodes } from "~/server/db/schema";
import { AppError, TooManyRequestsError } from "~/server/errors";
import { codeChecksPerAddress, codeSendCooldown, codeSendsPerAddress, codeSendsPerEmail } from "../security/limits";
import { clientAddress, consumeRateLimits } from "../security/rate-limit";

export type CodePurpose = "sign_in" | "password_reset" | "account_erasure";

export const CODE_TTL_MINUTES = 10;
const WAIT_MESSAGE = "Please wait a minute before asking for a new code.";
export const CODE_MAX_ATTEMPTS = 5;

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHmac("sha256", getAuthSecret()).update(`${purpose}:${email}:${code}`).digest("hex");
}

/**
 * A new 6-digit code for an address (the previous one dies). At most one a minute per address and
 * purpose; the hourly limits are in ../security/limits.ts.
 */
export async function issueOneTimeCode({
  db,
  email,
  purpose,
  headers,
  now = new Date(),
}: {
  db: Database;
  email: string;
  purpose: CodePurpose;
  headers: Headers;
  now?: Date;
}): Promise<string> {
  const address = email.trim().toLowerCase();
  // A minute since the last code, however the minute falls: the counter's windows are fixed
  // (a code at :59 and another at :01 sit in two windows), so the newest code is read too …
  const [recent] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, address), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.createdAt, new Date(now.getTime() - 60_000))))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (recent) throw new TooManyRequestsError(WAIT_MESSAGE, Math.max(1, Math.ceil((recent.createdAt.getTime() + 60_000 - now.getTime()) / 1000)));
  // … and counted, not only read: two racing requests cannot both pass.
  await consumeRateLimits(db, [codeSendCooldown(address, purpose)], WAIT_MESSAGE, now);
  await consumeRateLimits(
    db,
    [codeSendsPerEmail(address), codeSendsPerAddress(clientAddress(headers))],
    "Too many codes were requested. Please try again in an hour.",
    now,
  );

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.email, address), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      email: address,
      purpose,
      codeHash: hashCode(address, purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60 * 1000),
      createdAt: now,
    });
  });
  return code;
}

/**
 * Checks a code: single use, valid 10 minutes, dead after 5 tries. The try is counted before the
 * comparison, in one conditional UPDATE, so however many requests arrive at once (in parallel or in
 * one batch) at most CODE_MAX_ATTEMPTS of them ever compare. Verification is also limited per
 * network address, so codes cannot be guessed across many e-mail addresses.
 */
export async function verifyOneTimeCode({
  db,
  email,
  purpose,
  code,
  headers,
  now = new Date(),
}: {
  db: Database;
  email: string;
  purpose: CodePurpose;
  code: string;
  headers: Headers;
  now?: Date;
}): Promise<void> {
  const address = email.trim().toLowerCase();
  await consumeRateLimits(db, [codeChecksPerAddress(clientAddress(headers))], "Too many attempts. Please wait 15 minutes and try again.", now);
  // The newest unconsumed code of the address; the row lock of the UPDATE re-checks `attempts`
  // for each racing request, so the sixth and later find no row.
  const newest = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, address), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const [attempt] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, sql`(${newest})`),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, now),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.attempts });
  if (!attempt) throw codeGone();

  const expected = Buffer.from(attempt.codeHash, "hex");
  const given = Buffer.from(hashCode(address, purpose, code), "hex");
  if (!timingSafeEqual(expected, given)) throw wrongCode(CODE_MAX_ATTEMPTS - attempt.attempts);
  // Single use, even when two requests race with the right code.
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, attempt.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!consumed) throw codeGone();
}

/** A wrong code, with the tries it leaves. */
export function wrongCode(left: number): AppError {
  const message = left > 0 ? `Invalid OTP. ${left} ${left === 1 ? "try" : "tries"} left.` : "Too many wrong codes. Please ask for a new one.";
  return new AppError("BAD_REQUEST", message, { otp: message });
}

export function codeGone(): AppError {
  const message = "This code has expired or was already used. Please ask for a new one.";
  return new AppError("BAD_REQUEST", message, { otp: message });
}
