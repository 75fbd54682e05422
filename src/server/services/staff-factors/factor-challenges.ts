import "server-only";

import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { staffFactorChallenges, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { hashCeremonyToken, newCeremonyToken } from "./factor-secrets";

/*
 * The state between the steps of a second-factor ceremony, in the database so that any app process
 * can take the next step (decision 038). The browser holds a random token; the row, its hash. A
 * "sign_in" ceremony exists only after the right password, so nothing of the second step can be
 * reached without it; it dies after 10 minutes, 5 tries, its one use, or when the account's
 * sessionVersion moves (a password change, an administrator's reset of the factors).
 */

export const CHALLENGE_TTL_MINUTES = 10;
export const CHALLENGE_MAX_ATTEMPTS = 5;
export const EXPIRED_MESSAGE = "This sign-in has expired. Please enter your password again.";

export type ChallengePurpose = "sign_in" | "manage";

export async function openChallenge(db: Database, { userId, sessionVersion, purpose }: { userId: string; sessionVersion: number; purpose: ChallengePurpose }) {
  const { token, tokenHash } = newCeremonyToken();
  await db.insert(staffFactorChallenges).values({ tokenHash, userId, purpose, sessionVersion, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MINUTES * 60_000) });
  return token;
}

const challengeColumns = {
  id: staffFactorChallenges.id,
  userId: staffFactorChallenges.userId,
  attempts: staffFactorChallenges.attempts,
  webauthnChallenge: staffFactorChallenges.webauthnChallenge,
  pendingTotpSecret: staffFactorChallenges.totpSecret,
};

/** Still usable, and its account still the one that opened it. */
function live(token: string, purpose: ChallengePurpose, now: Date) {
  return and(
    eq(staffFactorChallenges.tokenHash, hashCeremonyToken(token)),
    eq(staffFactorChallenges.purpose, purpose),
    isNull(staffFactorChallenges.consumedAt),
    gt(staffFactorChallenges.expiresAt, now),
    eq(staffFactorChallenges.sessionVersion, sql`(select ${users.sessionVersion} from ${users} where ${users.id} = ${staffFactorChallenges.userId})`),
  );
}

/** The live ceremony of a token, with what it keeps (a WebAuthn challenge, a secret offered), without using a try. */
export async function readChallenge(db: Database, token: string, purpose: ChallengePurpose, set: { webauthnChallenge?: string; totpSecret?: string } = {}) {
  const now = new Date();
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(staffFactorChallenges).set(set).where(live(token, purpose, now)).returning(challengeColumns)
      : await db.select(challengeColumns).from(staffFactorChallenges).where(live(token, purpose, now));
  if (!row) throw new AppError("UNAUTHORIZED", EXPIRED_MESSAGE);
  return row;
}

/**
 * Takes one of the ceremony's 5 tries. Counted before any comparison, in one conditional UPDATE: of
 * any number of requests arriving at once, at most 5 ever compare.
 */
export async function takeChallengeTry(db: Database, token: string, purpose: ChallengePurpose) {
  const [row] = await db
    .update(staffFactorChallenges)
    .set({ attempts: sql`${staffFactorChallenges.attempts} + 1` })
    .where(and(live(token, purpose, new Date()), lt(staffFactorChallenges.attempts, CHALLENGE_MAX_ATTEMPTS)))
    .returning(challengeColumns);
  if (!row) throw new AppError("UNAUTHORIZED", EXPIRED_MESSAGE);
  return row;
}

/** Uses the ceremony up: true for exactly one caller, while the account's sessions are those it began with. */
export async function consumeChallenge(db: Pick<Database, "update">, id: string, sessionVersion: number): Promise<boolean> {
  const [row] = await db
    .update(staffFactorChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(staffFactorChallenges.id, id), isNull(staffFactorChallenges.consumedAt), eq(staffFactorChallenges.sessionVersion, sessionVersion)))
    .returning({ id: staffFactorChallenges.id });
  return Boolean(row);
}

/** The message of a wrong answer, with the tries this ceremony has left. */
export function wrongAnswer(attempts: number, field = "code"): AppError {
  const left = CHALLENGE_MAX_ATTEMPTS - attempts;
  const message = left > 0 ? `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.` : "Too many wrong codes. Please enter your password again.";
  return new AppError("BAD_REQUEST", message, { [field]: message });
}
