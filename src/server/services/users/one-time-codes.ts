import "server-only";

import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";

import { getAuthSecret } from "~/server/auth/secret";
import type { Database } from "~/server/db/client";
import { oneTimeCodes } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { clientAddress, consumeRateLimits } from "../security/rate-limit";

export type CodePurpose = "sign_in" | "password_reset";

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
const RESEND_COOLDOWN_SECONDS = 60;

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHmac("sha256", getAuthSecret()).update(`${purpose}:${email}:${code}`).digest("hex");
}

/**
 * A new 6-digit code for an address (the previous one dies). At most one a minute per address and
 * purpose, ten an hour per address, thirty an hour per network address.
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
  const [latest] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, address), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_COOLDOWN_SECONDS * 1000) {
    throw new AppError("TOO_MANY_REQUESTS", "Please wait a minute before asking for a new code.");
  }
  await consumeRateLimits(
    db,
    [
      { key: `code-send:email:${address}`, limit: 10, windowSeconds: 3600 },
      { key: `code-send:ip:${clientAddress(headers)}`, limit: 30, windowSeconds: 3600 },
    ],
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
 * Checks a code: single use, valid 10 minutes, dead after 5 wrong tries. Verification is also
 * limited per network address, so codes cannot be guessed across many e-mail addresses.
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
  await consumeRateLimits(
    db,
    [{ key: `code-verify:ip:${clientAddress(headers)}`, limit: 50, windowSeconds: 900 }],
    "Too many attempts. Please wait 15 minutes and try again.",
    now,
  );
  const [active] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, address),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!active || active.attempts >= CODE_MAX_ATTEMPTS) {
    throw new AppError("BAD_REQUEST", "This code has expired or was already used. Please ask for a new one.", {
      otp: "This code has expired or was already used. Please ask for a new one.",
    });
  }
  const expected = Buffer.from(active.codeHash, "hex");
  const given = Buffer.from(hashCode(address, purpose, code), "hex");
  if (!timingSafeEqual(expected, given)) {
    const [after] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, active.id))
      .returning({ attempts: oneTimeCodes.attempts });
    const left = CODE_MAX_ATTEMPTS - (after?.attempts ?? CODE_MAX_ATTEMPTS);
    const message =
      left > 0
        ? `Invalid OTP. ${left} ${left === 1 ? "try" : "tries"} left.`
        : "Too many wrong codes. Please ask for a new one.";
    throw new AppError("BAD_REQUEST", message, { otp: message });
  }
  // Single use, even when two requests race with the right code.
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, active.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!consumed) {
    throw new AppError("BAD_REQUEST", "This code has expired or was already used. Please ask for a new one.", {
      otp: "This code has expired or was already used. Please ask for a new one.",
    });
  }
}
