import "server-only";

import { randomUUID } from "node:crypto";

import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import type { TStaffInvite } from "~/schemas/admin/staff";
import { recordChange } from "~/server/audit/record-change";
import { endOtherSessions } from "~/server/auth/session-token";
import type { Database } from "~/server/db/client";
import { staffFactorChallenges, staffPasskeys, staffRecoveryCodes, staffTotpAuthenticators, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { renderMail } from "~/server/mail/layout";
import { sendMail } from "~/server/mail/send-mail";
import { staffFactorsOf } from "../staff-factors/staff-factors-of";
import { sendStaffFactorsResetNotice } from "../staff-factors/staff-factor-emails";

/** What the back-office sees of a member of staff: never their password hash or sessions. */
const staffMemberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  disabledAt: users.disabledAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  hasSecondFactor: sql<boolean>`(exists (select 1 from ${staffTotpAuthenticators} where ${staffTotpAuthenticators.userId} = ${users.id}) or exists (select 1 from ${staffPasskeys} where ${staffPasskeys.userId} = ${users.id}))`,
};

/** The back-office's people: reception and administrators, disabled ones too. */
export async function listStaff(db: Database) {
  return db
    .select(staffMemberColumns)
    .from(users)
    .where(inArray(users.role, ["staff", "admin"]))
    .orderBy(asc(users.firstName), asc(users.email));
}

async function sendInvitation(email: string, firstName: string, role: "staff" | "admin") {
  const mail = renderMail({
    preheader: `Your access to the ${clinic.name} back-office`,
    heading: "You are invited to the back-office",
    blocks: [
      { kind: "paragraph", text: `Dear ${firstName}, you now have ${role === "admin" ? "administrator" : "reception"} access to the ${clinic.name} back-office.` },
      { kind: "paragraph", text: "If you have no password yet, set one first: on the page below, enter this e-mail address and the code we send you." },
      { kind: "button", label: "Set your password", url: `${env.PUBLIC_URL}/forgot-password` },
      {
        kind: "paragraph",
        text: `Then sign in at ${env.PUBLIC_URL}/admin/login with your password. The first time, you set up a second step: an authenticator app on your phone, or a passkey.`,
      },
    ],
  });
  await sendMail({ template: "staff-invitation", to: email, subject: `Your access to the ${clinic.name} back-office`, ...mail }, { key: randomUUID() });
}

/**
 * Gives someone back-office access: a new account (without a password: they set one through
 * "forgot password"), or an existing one given the role. They are e-mailed how to sign in.
 */
export async function inviteStaff({ db, actorId, invite }: { db: Database; actorId: string; invite: TStaffInvite }) {
  const email = invite.email.trim().toLowerCase();
  const invited = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, role: users.role }).from(users).where(sql`lower(${users.email}) = ${email}`).for("update");
    if (existing && existing.role !== "parent") throw new AppError("CONFLICT", "This person already has back-office access.", { email: "This person already has back-office access." });
    const [row] = existing
      ? await tx.update(users).set({ role: invite.role, disabledAt: null }).where(eq(users.id, existing.id)).returning(staffMemberColumns)
      : await tx.insert(users).values({ email, firstName: invite.firstName, lastName: invite.lastName, role: invite.role }).returning(staffMemberColumns);
    await recordChange(tx, { actorId, action: "invite staff", entity: "user", entityId: row!.id, before: existing ? { role: existing.role } : null, after: { email, role: invite.role } });
    return row!;
  });
  try {
    await sendInvitation(email, invited.firstName || invite.firstName, invite.role);
    return { user: invited, emailed: true };
  } catch (error) {
    logger.error("staff invitation e-mail failed", { error });
    return { user: invited, emailed: false };
  }
}

/** At least one enabled administrator must remain, or nobody could manage the back-office. */
async function assertAnotherAdmin(tx: Pick<Database, "select">, userId: string) {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, userId), sql`${users.disabledAt} is null`))
    .limit(1);
  if (!other) throw new AppError("CONFLICT", "This is the last administrator: make someone else administrator first.");
}

/** Changes a member of staff's role ("parent" removes their access); their staff sessions end. */
export async function setStaffRole({ db, actorId, userId, role }: { db: Database; actorId: string; userId: string; role: "staff" | "admin" | "parent" }) {
  if (userId === actorId) throw new AppError("CONFLICT", "You cannot change your own role. Ask another administrator.");
  return db.transaction(async (tx) => {
    // Serialised: two administrators demoting each other at once cannot leave none.
    await tx.execute(sql`select pg_advisory_xact_lock(72317020)`);
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!before || before.role === "parent") throw new AppError("NOT_FOUND", "This person is not on the staff.");
    if (before.role === "admin" && role !== "admin") await assertAnotherAdmin(tx, userId);
    const [after] = await tx.update(users).set({ role, sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, userId)).returning(staffMemberColumns);
    await endOtherSessions(tx, userId);
    await recordChange(tx, { actorId, action: "change staff role", entity: "user", entityId: userId, before: { role: before.role }, after: { role } });
    return after!;
  });
}

/** Disables (or enables) an account: it can no longer sign in, and every session it has ends at once. */
export async function setStaffDisabled({ db, actorId, userId, disabled }: { db: Database; actorId: string; userId: string; disabled: boolean }) {
  if (userId === actorId) throw new AppError("CONFLICT", "You cannot disable your own account.");
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72317020)`);
    const [before] = await tx.select({ role: users.role, disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)).for("update");
    if (!before || before.role === "parent") throw new AppError("NOT_FOUND", "This person is not on the staff.");
    if (disabled && before.role === "admin") await assertAnotherAdmin(tx, userId);
    const [after] = await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId))
      .returning(staffMemberColumns);
    await endOtherSessions(tx, userId);
    await recordChange(tx, { actorId, action: disabled ? "disable account" : "enable account", entity: "user", entityId: userId, before: { disabledAt: before.disabledAt }, after: { disabledAt: after!.disabledAt } });
    return after!;
  });
}

/**
 * Removes a member of staff's second factors (a lost phone, a lost passkey): their authenticator
 * app, passkeys and recovery codes go, every session they have ends, and their next sign-in enrols
 * again. Audited, and the member is told by e-mail — a reset they did not ask for is a warning.
 */
export async function resetStaffFactors({ db, actorId, userId }: { db: Database; actorId: string; userId: string }) {
  if (userId === actorId) throw new AppError("CONFLICT", "You cannot reset your own second factors. Ask another administrator.");
  const member = await db.transaction(async (tx) => {
    const [before] = await tx.select({ role: users.role, email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).for("update");
    if (!before || before.role === "parent") throw new AppError("NOT_FOUND", "This person is not on the staff.");
    const factors = await staffFactorsOf(tx, userId);
    await tx.delete(staffTotpAuthenticators).where(eq(staffTotpAuthenticators.userId, userId));
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.userId, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.delete(staffFactorChallenges).where(eq(staffFactorChallenges.userId, userId));
    await tx.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, userId));
    await endOtherSessions(tx, userId);
    await recordChange(tx, {
      actorId,
      action: "reset second factors",
      entity: "user",
      entityId: userId,
      before: { authenticatorApp: factors.totp, passkeys: factors.passkeys },
      after: { authenticatorApp: false, passkeys: 0 },
    });
    return before;
  });
  try {
    await sendStaffFactorsResetNotice(member.email, member.firstName);
    return { emailed: true };
  } catch (error) {
    logger.error("staff factor reset e-mail failed", { error });
    return { emailed: false };
  }
}
