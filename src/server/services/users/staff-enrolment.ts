import "server-only";

import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { staffPasskeys, staffTotpAuthenticators, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { readChallenge, takeChallengeTry, wrongAnswer } from "../staff-factors/factor-challenges";
import { decryptSecret, encryptSecret } from "../staff-factors/factor-secrets";
import { countFactorTry } from "../staff-factors/factor-tries";
import { openStaffSession, staffUserOrRefuse } from "../staff-factors/open-staff-session";
import { passkeyRegistrationOptions, verifyNewPasskey, type NewPasskey } from "../staff-factors/passkeys";
import { issueRecoveryCodes } from "../staff-factors/recovery-codes";
import { staffFactorsOf } from "../staff-factors/staff-factors-of";
import { newTotpSecret, totpEnrolmentPicture, totpStepOf } from "../staff-factors/totp";

/*
 * Enrolment at first sign-in (decision 038): a staff account without a second factor, having just
 * given the right password (its "sign_in" ceremony), sets up an authenticator app or a passkey and
 * receives its recovery codes; only then does a back-office session open. An account that already
 * has a factor cannot enrol another this way: the password alone never adds a factor.
 */

const ALREADY_ENROLLED = "This account already has a second factor. Please enter your password again.";

async function ceremonyForEnrolment(db: Database, token: string) {
  const challenge = await readChallenge(db, token, "sign_in");
  if ((await staffFactorsOf(db, challenge.userId)).any) throw new AppError("CONFLICT", ALREADY_ENROLLED);
  return { challenge, user: await staffUserOrRefuse(db, challenge.userId) };
}

/** An authenticator-app secret to scan (a QR code drawn on the server) or type; kept with the ceremony until proved. */
export async function startTotpEnrolment({ db, token }: { db: Database; token: string }) {
  const { user } = await ceremonyForEnrolment(db, token);
  const secret = newTotpSecret();
  await readChallenge(db, token, "sign_in", { totpSecret: encryptSecret(secret) });
  return totpEnrolmentPicture(secret, user.email);
}

type FirstFactor = { kind: "totp"; secret: string; step: number } | { kind: "passkey"; passkey: NewPasskey; name: string };

/**
 * Saves the first factor and fresh recovery codes, in one transaction that holds the account's row:
 * two enrolments racing cannot both win, and an account that gained a factor meanwhile refuses.
 */
async function saveFirstFactor(db: Database, userId: string, factor: FirstFactor): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if ((await staffFactorsOf(tx, userId)).any) throw new AppError("CONFLICT", ALREADY_ENROLLED);
    if (factor.kind === "totp") {
      await tx.insert(staffTotpAuthenticators).values({ userId, totpSecret: encryptSecret(factor.secret), lastUsedStep: factor.step });
    } else {
      const { passkey } = factor;
      await tx.insert(staffPasskeys).values({ id: passkey.id, userId, credentialPublicKey: passkey.publicKey, signCount: passkey.counter, transports: passkey.transports, name: factor.name });
    }
    return issueRecoveryCodes(tx, userId);
  });
}

/** The first code of the app proves it holds the secret: the factor is saved, a session opens. */
export async function finishTotpEnrolment({ db, token, code, headers }: { db: Database; token: string; code: string; headers: Headers }) {
  const challenge = await takeChallengeTry(db, token, "sign_in");
  const release = await countFactorTry(db, challenge.userId, headers);
  if (!challenge.pendingTotpSecret) throw new AppError("BAD_REQUEST", "Please scan the QR code first.");
  const secret = decryptSecret(challenge.pendingTotpSecret);
  const step = await totpStepOf(secret, code.trim());
  if (step === null) throw wrongAnswer(challenge.attempts);
  await release();
  const recoveryCodes = await saveFirstFactor(db, challenge.userId, { kind: "totp", secret, step });
  return { ...(await openStaffSession(db, { challengeId: challenge.id, userId: challenge.userId })), recoveryCodes };
}

/** Options to create the account's first passkey (the WebAuthn challenge kept in the ceremony's row). */
export async function startPasskeyEnrolment({ db, token }: { db: Database; token: string }) {
  const { user } = await ceremonyForEnrolment(db, token);
  const options = await passkeyRegistrationOptions(db, { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() });
  await readChallenge(db, token, "sign_in", { webauthnChallenge: options.challenge });
  return options;
}

export async function finishPasskeyEnrolment({ db, token, response, headers }: { db: Database; token: string; response: RegistrationResponseJSON; headers: Headers }) {
  const challenge = await takeChallengeTry(db, token, "sign_in");
  const release = await countFactorTry(db, challenge.userId, headers);
  const passkey = challenge.webauthnChallenge ? await verifyNewPasskey(response, challenge.webauthnChallenge) : null;
  if (!passkey) throw new AppError("BAD_REQUEST", "This passkey could not be saved. Please try again.");
  await release();
  const recoveryCodes = await saveFirstFactor(db, challenge.userId, { kind: "passkey", passkey, name: "Passkey" });
  return { ...(await openStaffSession(db, { challengeId: challenge.id, userId: challenge.userId })), recoveryCodes };
}
