import "server-only";

import type { AuthenticationResponseJSON } from "@simplewebauthn/server";

import type { Database } from "~/server/db/client";
import { AppError } from "~/server/errors";
import { openChallenge, takeChallengeTry, wrongAnswer, readChallenge } from "../staff-factors/factor-challenges";
import { countFactorTry } from "../staff-factors/factor-tries";
import { openStaffSession } from "../staff-factors/open-staff-session";
import { checkPasskey, passkeyAuthenticationOptions } from "../staff-factors/passkeys";
import { looksLikeRecoveryCode, redeemRecoveryCode } from "../staff-factors/recovery-codes";
import { staffFactorsOf } from "../staff-factors/staff-factors-of";
import { checkTotpCode } from "../staff-factors/totp";
import { authenticateWithPassword, INVALID_LOGIN_MESSAGE } from "./authenticate-with-password";

/*
 * The back-office's sign-in (decision 038, superseding the e-mailed code of 024): the password, then
 * a second factor that is not the mailbox — a passkey, a code of the authenticator app, or one of
 * the recovery codes. An account without a factor enrols one (./staff-enrolment.ts) before it gets
 * a session. Whoever reads the mailbox can reset the password, and no further.
 */

const isStaffRole = (role: string) => role !== "parent";
const REPLAYED_MESSAGE = "This code was already used. Please wait for the next one in your app.";

/** Step 1: the password of a staff account opens a ceremony for its second factor (or its enrolment). */
export async function startStaffSignIn({ db, email, password, headers }: { db: Database; email: string; password: string; headers: Headers }) {
  const user = await authenticateWithPassword({ db, email, password, headers });
  // A parent's right password answers as a wrong one: the page does not tell who is staff.
  if (!isStaffRole(user.role)) throw new AppError("UNAUTHORIZED", INVALID_LOGIN_MESSAGE);
  const factors = await staffFactorsOf(db, user.id);
  const token = await openChallenge(db, { userId: user.id, sessionVersion: user.sessionVersion, purpose: "sign_in" });
  return { token, next: factors.any ? ("verify" as const) : ("enrol" as const), totp: factors.totp, passkey: factors.passkeys > 0 };
}

/** Step 2 with a code: the authenticator app's (6 digits, once each) or a recovery code (once each). */
export async function completeStaffSignInWithCode({ db, token, code, headers }: { db: Database; token: string; code: string; headers: Headers }) {
  const challenge = await takeChallengeTry(db, token, "sign_in");
  const release = await countFactorTry(db, challenge.userId, headers);
  const given = code.trim();
  if (/^\d{6}$/.test(given)) {
    const check = await checkTotpCode(db, challenge.userId, given);
    if (check === "replayed") throw new AppError("BAD_REQUEST", REPLAYED_MESSAGE, { code: REPLAYED_MESSAGE });
    if (check === "wrong") throw wrongAnswer(challenge.attempts);
  } else if (!looksLikeRecoveryCode(given) || !(await redeemRecoveryCode(db, challenge.userId, given))) {
    throw wrongAnswer(challenge.attempts);
  }
  await release();
  return openStaffSession(db, { challengeId: challenge.id, userId: challenge.userId });
}

/** Step 2 with a passkey: the options (a fresh WebAuthn challenge kept in the ceremony's row)… */
export async function staffPasskeySignInOptions({ db, token }: { db: Database; token: string }) {
  const { userId } = await readChallenge(db, token, "sign_in");
  const options = await passkeyAuthenticationOptions(db, userId);
  await readChallenge(db, token, "sign_in", { webauthnChallenge: options.challenge });
  return options;
}

/** …then the authenticator's signature of it. */
export async function completeStaffSignInWithPasskey({ db, token, response, headers }: { db: Database; token: string; response: AuthenticationResponseJSON; headers: Headers }) {
  const challenge = await takeChallengeTry(db, token, "sign_in");
  const release = await countFactorTry(db, challenge.userId, headers);
  if (!challenge.webauthnChallenge || !(await checkPasskey(db, challenge.userId, response, challenge.webauthnChallenge))) {
    throw new AppError("BAD_REQUEST", "This passkey could not be checked. Please try again, or use your authenticator app or a recovery code.");
  }
  await release();
  return openStaffSession(db, { challengeId: challenge.id, userId: challenge.userId });
}
