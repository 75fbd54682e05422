import "server-only";

import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { asc, eq } from "drizzle-orm";

import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { staffPasskeys, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { openChallenge, readChallenge, takeChallengeTry, consumeChallenge, EXPIRED_MESSAGE } from "./factor-challenges";
import { passkeyRegistrationOptions, verifyNewPasskey } from "./passkeys";
import { countUnusedRecoveryCodes, issueRecoveryCodes } from "./recovery-codes";
import { sendStaffFactorChangeNotice } from "./staff-factor-emails";
import { staffFactorsOf } from "./staff-factors-of";

/** A signed-in staff member's own second factors: what they have (never a secret), and small changes. */

export async function listOwnFactors({ db, userId }: { db: Database; userId: string }) {
  const passkeys = await db
    .select({ id: staffPasskeys.id, name: staffPasskeys.name, createdAt: staffPasskeys.createdAt, lastUsedAt: staffPasskeys.lastUsedAt })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.userId, userId))
    .orderBy(asc(staffPasskeys.createdAt));
  const factors = await staffFactorsOf(db, userId);
  return { authenticatorApp: factors.totp, passkeys, recoveryCodesLeft: await countUnusedRecoveryCodes(db, userId) };
}

/** Ten new recovery codes, shown once; the old ones stop working. */
export async function regenerateRecoveryCodes({ db, userId }: { db: Database; userId: string }) {
  const { recoveryCodes, email } = await db.transaction(async (tx) => {
    const codes = await issueRecoveryCodes(tx, userId);
    await recordChange(tx, { actorId: userId, action: "regenerate recovery codes", entity: "user", entityId: userId });
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return { recoveryCodes: codes, email: member?.email };
  });
  if (email) await sendStaffFactorChangeNotice(email, "New recovery codes were made (the old ones stopped working)");
  return { recoveryCodes };
}

/** Adding a passkey, step 1: the options, and a ceremony token of the signed-in account. */
export async function startAddingPasskey({ db, userId }: { db: Database; userId: string }) {
  const [user] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHORIZED", EXPIRED_MESSAGE);
  const token = await openChallenge(db, { userId, sessionVersion: user.sessionVersion, purpose: "manage" });
  const options = await passkeyRegistrationOptions(db, { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() });
  await readChallenge(db, token, "manage", { webauthnChallenge: options.challenge });
  return { token, options };
}

/** Step 2: the new passkey, for the account that started (another's token is refused). */
export async function finishAddingPasskey({ db, userId, token, response, name }: { db: Database; userId: string; token: string; response: RegistrationResponseJSON; name: string }) {
  const challenge = await takeChallengeTry(db, token, "manage");
  if (challenge.userId !== userId) throw new AppError("UNAUTHORIZED", EXPIRED_MESSAGE);
  const passkey = challenge.webauthnChallenge ? await verifyNewPasskey(response, challenge.webauthnChallenge) : null;
  if (!passkey) throw new AppError("BAD_REQUEST", "This passkey could not be saved. Please try again.");
  return db.transaction(async (tx) => {
    const [{ sessionVersion } = { sessionVersion: -1 }] = await tx.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId)).for("update");
    if (!(await consumeChallenge(tx, challenge.id, sessionVersion))) throw new AppError("UNAUTHORIZED", EXPIRED_MESSAGE);
    await tx.insert(staffPasskeys).values({ id: passkey.id, userId, credentialPublicKey: passkey.publicKey, signCount: passkey.counter, transports: passkey.transports, name });
    await recordChange(tx, { actorId: userId, action: "add passkey", entity: "user", entityId: userId, after: { name } });
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return { added: { id: passkey.id, name }, email: member?.email };
  }).then(async ({ added, email }) => {
    if (email) await sendStaffFactorChangeNotice(email, `A passkey named “${name}” was added`);
    return added;
  });
}
