import "server-only";

import { and, eq, lt } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

import { clinic } from "~/config/clinic";
import type { Database } from "~/server/db/client";
import { staffTotpAuthenticators } from "~/server/db/schema";
import { decryptSecret } from "./factor-secrets";

/** A code is accepted in its own 30-second step and one either side (a phone's clock drifts). */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** What the enrolment page shows: the otpauth:// link as a QR code drawn here, and the key to type. */
export async function totpEnrolmentPicture(secret: string, email: string) {
  const otpauthUri = generateURI({ issuer: `${clinic.name} back-office`, label: email, secret });
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { manualKey: secret.replace(/(.{4})/g, "$1 ").trim(), otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(qrCodeSvg).toString("base64")}` };
}

/** The time step a right code belongs to, or null. */
export async function totpStepOf(secret: string, code: string, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ strategy: "totp", secret, token: code, epochTolerance: TOLERANCE_SECONDS, epoch: Math.floor(now / 1000) });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

export type TotpCheck = "accepted" | "wrong" | "replayed";

/**
 * Checks a code of the account's authenticator app. A right code is accepted once: its time step
 * must be newer than the last one accepted, which moves forward in one conditional UPDATE, so two
 * requests racing with the same code (or an older one seen over a shoulder) cannot both pass.
 */
export async function checkTotpCode(db: Database, userId: string, code: string, now = Date.now()): Promise<TotpCheck> {
  const [row] = await db.select({ secret: staffTotpAuthenticators.totpSecret }).from(staffTotpAuthenticators).where(eq(staffTotpAuthenticators.userId, userId));
  if (!row) return "wrong";
  const step = await totpStepOf(decryptSecret(row.secret), code, now);
  if (step === null) return "wrong";
  const [moved] = await db
    .update(staffTotpAuthenticators)
    .set({ lastUsedStep: step })
    .where(and(eq(staffTotpAuthenticators.userId, userId), lt(staffTotpAuthenticators.lastUsedStep, step)))
    .returning({ userId: staffTotpAuthenticators.userId });
  return moved ? "accepted" : "replayed";
}
