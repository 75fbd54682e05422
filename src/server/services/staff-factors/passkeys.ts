import "server-only";

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import type { Database } from "~/server/db/client";
import { staffPasskeys } from "~/server/db/schema";
import { logger } from "~/server/logger";

/*
 * Passkeys (WebAuthn) through @simplewebauthn/server. The relying party is the site's host name and
 * the origin its PUBLIC_URL (src/env.js); the challenge of each ceremony is kept in its
 * staff_factor_challenges row, so any app process can finish what another started.
 */

const relyingParty = () => ({ rpID: env.WEBAUTHN_RP_ID, origin: env.WEBAUTHN_ORIGIN });

async function passkeysOf(db: Pick<Database, "select">, userId: string) {
  return db.select({ id: staffPasskeys.id, transports: staffPasskeys.transports }).from(staffPasskeys).where(eq(staffPasskeys.userId, userId));
}

/** Options to create a passkey for this account; its existing ones are not made twice. */
export async function passkeyRegistrationOptions(db: Database, user: { id: string; email: string; name: string }) {
  return generateRegistrationOptions({
    rpName: `${clinic.name} back-office`,
    rpID: relyingParty().rpID,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: (await passkeysOf(db, user.id)).map((p) => ({ id: p.id, transports: p.transports })),
    // The passkey itself must check who holds it (PIN, fingerprint): it is the whole second factor.
    authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
  });
}

export type NewPasskey = { id: string; publicKey: Buffer; counter: number; transports: string[] };

/** The passkey a registration proves, or null for anything that does not verify. */
export async function verifyNewPasskey(response: RegistrationResponseJSON, expectedChallenge: string): Promise<NewPasskey | null> {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: relyingParty().origin,
      expectedRPID: relyingParty().rpID,
      requireUserVerification: true,
    });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return { id: credential.id, publicKey: Buffer.from(credential.publicKey), counter: credential.counter, transports: credential.transports ?? [] };
  } catch (error) {
    logger.warn("a passkey registration did not verify", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

export async function passkeyAuthenticationOptions(db: Database, userId: string) {
  return generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: (await passkeysOf(db, userId)).map((p) => ({ id: p.id, transports: p.transports as never })),
    userVerification: "required",
  });
}

/**
 * True when the response is a signature of this challenge by one of the account's passkeys (the
 * library refuses a signature counter that went backwards: a cloned authenticator). A challenge is
 * used once (its row is consumed), so a captured response cannot be played again.
 */
export async function checkPasskey(db: Database, userId: string, response: AuthenticationResponseJSON, expectedChallenge: string): Promise<boolean> {
  const [passkey] = await db
    .select({ id: staffPasskeys.id, publicKey: staffPasskeys.credentialPublicKey, counter: staffPasskeys.signCount, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.userId, userId), eq(staffPasskeys.id, response.id)));
  if (!passkey) return false;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: relyingParty().origin,
      expectedRPID: relyingParty().rpID,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification: true,
    });
    if (!verified) return false;
    await db.update(staffPasskeys).set({ signCount: authenticationInfo.newCounter, lastUsedAt: new Date() }).where(eq(staffPasskeys.id, passkey.id));
    return true;
  } catch (error) {
    logger.warn("a passkey sign-in did not verify", { error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
