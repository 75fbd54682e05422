import "server-only";

import { randomInt } from "node:crypto";

import { and, eq, isNull, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { staffRecoveryCodes } from "~/server/db/schema";
import { hashRecoveryCode } from "./factor-secrets";

type Writer = Pick<Database, "insert" | "delete">;

export const RECOVERY_CODE_COUNT = 10;
// Without 0/O, 1/I/L: read off paper and typed by hand.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** "XXXXX-XXXXX": 10 characters of 31, about 50 bits each. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** What the staff member typed, as stored: upper case, without spaces or dashes. */
export function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

export function looksLikeRecoveryCode(input: string): boolean {
  return normaliseRecoveryCode(input).length === 10;
}

/** Replaces the account's recovery codes with fresh ones, returned once and stored hashed. */
export async function issueRecoveryCodes(tx: Writer, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, recoveryCodeHash: hashRecoveryCode(userId, normaliseRecoveryCode(code)) })));
  return codes;
}

/** Uses a recovery code: true once per code, even when two requests race with it. */
export async function redeemRecoveryCode(db: Database, userId: string, input: string): Promise<boolean> {
  const [used] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.recoveryCodeHash, hashRecoveryCode(userId, normaliseRecoveryCode(input))),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return Boolean(used);
}

export async function countUnusedRecoveryCodes(db: Pick<Database, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}
