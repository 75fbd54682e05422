import "server-only";

import { createHmac, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, sql } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import { recordChange } from "~/server/audit/record-change";
import { getAuthSecret } from "~/server/auth/secret";
import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { childAdults, children, familyInvitations, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { consumeRateLimits } from "~/server/services/security/rate-limit";
import { familyInvitationsPerAccount } from "~/server/services/security/limits";
import { assertChildAccess } from "./child-access";
import { adultsToTell, fullName, sendFamilyNotice, sendInvitationEmail } from "./family-emails";

/** An invitation works for a week (issue 28), once. */
export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

export const ONLY_INVITING_ADULT = "Only the adult who added this child can do this.";
export const TWO_ADULTS_ALREADY = "This child already has two adults.";
export const OWN_ADDRESS = "This is your own address: invite the other parent's or guardian's.";
export const TOO_MANY_INVITATIONS = "Too many invitations sent. Please try again in an hour.";
export const INVITATION_INVALID = "This invitation link is not valid.";
export const INVITATION_USED = "This invitation was already accepted.";
export const INVITATION_CLOSED = "This invitation was withdrawn or has expired. Please ask for a new one.";
export const INVITATION_OTHER_ADDRESS = "This invitation was sent to another e-mail address. Please sign in with the address it was sent to.";
export const INVITATION_UNPROVED = "Please confirm your e-mail address with a code first, then accept the invitation.";
export const ALREADY_ADULT = "You are already one of this child's adults.";
export const INVITATION_NOT_FOUND = "Invitation not found.";

/** The link's token is kept only as a keyed hash: the table alone cannot accept anything. */
const hashToken = (token: string) => createHmac("sha256", getAuthSecret()).update(`family-invitation:${token}`).digest("hex");

/** The invitation page's path for a token (the e-mail's link, in the invitee's language). */
export const invitationPath = (token: string) => `/dashboard/family/invitation/${token}`;

/** "r•••@example.com": enough for the invited person to know the address, not enough to read it from a leaked link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/**
 * The inviting adult invites the other parent or a guardian by e-mail. The invitation's link goes
 * to that address only (the answer does not carry it); a newer invitation replaces an open one.
 */
export async function inviteAdult({
  db,
  user,
  childId,
  email: typed,
  locale,
  now = new Date(),
}: {
  db: Database;
  user: SessionUser;
  childId: string;
  email: string;
  locale: Locale;
  now?: Date;
}) {
  const email = typed.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const child = await assertChildAccess(tx, user.id, childId, { forUpdate: true });
    if (child.role !== "inviting") throw new AppError("FORBIDDEN", ONLY_INVITING_ADULT);
    if (email === user.email.toLowerCase()) throw new AppError("BAD_REQUEST", OWN_ADDRESS, { email: OWN_ADDRESS });
    const adults = await tx.select({ userId: childAdults.userId }).from(childAdults).where(eq(childAdults.childId, child.id));
    if (adults.length >= 2) throw new AppError("CONFLICT", TWO_ADULTS_ALREADY);
    await consumeRateLimits(tx, [familyInvitationsPerAccount(user.id)], TOO_MANY_INVITATIONS, now);

    await tx
      .update(familyInvitations)
      .set({ revokedAt: now })
      .where(and(eq(familyInvitations.childId, child.id), isNull(familyInvitations.acceptedAt), isNull(familyInvitations.revokedAt)));
    const token = randomBytes(32).toString("base64url");
    const [invitation] = await tx
      .insert(familyInvitations)
      .values({ childId: child.id, email, tokenHash: hashToken(token), invitedBy: user.id, locale, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_MS) })
      .returning({ id: familyInvitations.id, email: familyInvitations.email, expiresAt: familyInvitations.expiresAt });
    await recordChange(tx, { byParent: { via: "account", userId: user.id, email: null }, action: "invite adult", entity: "child", entityId: child.id, before: null, after: { name: fullName(child), email } });
    await sendInvitationEmail(tx, { to: email, locale, child: child.firstName, inviter: fullName(user), acceptPath: invitationPath(token), days: INVITATION_DAYS });
    await sendFamilyNotice(tx, "invited", [user], { child: child.firstName, email });
    return invitation!;
  });
}

type InvitationState = "open" | "wrongAccount" | "unverified" | "accepted" | "closed";

/**
 * What the invitation page shows to the signed-in account that opened a link: who invites, for
 * which child (first name), to which address (partly hidden), and whether this account can accept.
 */
export async function readInvitation({ db, user, token, now = new Date() }: { db: Database; user: SessionUser; token: string; now?: Date }) {
  const [row] = await db
    .select({
      email: familyInvitations.email,
      expiresAt: familyInvitations.expiresAt,
      acceptedAt: familyInvitations.acceptedAt,
      revokedAt: familyInvitations.revokedAt,
      childFirstName: children.firstName,
      archivedAt: children.archivedAt,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(familyInvitations)
    .innerJoin(children, eq(children.id, familyInvitations.childId))
    .innerJoin(users, eq(users.id, familyInvitations.invitedBy))
    .where(eq(familyInvitations.tokenHash, hashToken(token)));
  if (!row) throw new AppError("NOT_FOUND", INVITATION_INVALID);
  const account = await accountAddress(db, user.id);
  let state: InvitationState = "open";
  if (row.acceptedAt) state = "accepted";
  else if (row.revokedAt || row.archivedAt || row.expiresAt <= now) state = "closed";
  else if (account.email !== row.email) state = "wrongAccount";
  else if (!account.verified) state = "unverified";
  return {
    childFirstName: row.childFirstName,
    inviterFirstName: row.inviterFirstName,
    inviterLastName: row.inviterLastName,
    maskedEmail: maskEmail(row.email),
    expiresAt: row.expiresAt,
    state,
  };
}

/** The account's address as the database has it now, and whether a code or a link proved it. */
async function accountAddress(db: Database, userId: string): Promise<{ email: string; verified: boolean }> {
  const [account] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return { email: (account?.email ?? "").toLowerCase(), verified: Boolean(account?.verified) };
}

/**
 * The invited person accepts: only signed in with an account whose address is the invited one and
 * proved (by a code), only once, not after it was withdrawn or replaced, not after seven days, and
 * only while the child has room for a second adult. Racing acceptances take the invitation's row
 * lock: the first one wins, the others find it used.
 */
export async function acceptInvitation({ db, user, token, now = new Date() }: { db: Database; user: SessionUser; token: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx.select().from(familyInvitations).where(eq(familyInvitations.tokenHash, hashToken(token))).for("update");
    if (!invitation) throw new AppError("NOT_FOUND", INVITATION_INVALID);
    if (invitation.acceptedAt) throw new AppError("CONFLICT", INVITATION_USED);
    if (invitation.revokedAt || invitation.expiresAt <= now) throw new AppError("CONFLICT", INVITATION_CLOSED);
    const account = await accountAddress(tx, user.id);
    if (account.email !== invitation.email) throw new AppError("FORBIDDEN", INVITATION_OTHER_ADDRESS);
    if (!account.verified) throw new AppError("FORBIDDEN", INVITATION_UNPROVED);

    const [child] = await tx
      .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
      .from(children)
      .where(and(eq(children.id, invitation.childId), isNull(children.archivedAt)))
      .for("update");
    if (!child) throw new AppError("CONFLICT", INVITATION_CLOSED);
    const adults = await tx.select({ userId: childAdults.userId, role: childAdults.role }).from(childAdults).where(eq(childAdults.childId, child.id));
    if (adults.some((adult) => adult.userId === user.id)) throw new AppError("CONFLICT", ALREADY_ADULT);
    if (adults.length >= 2) throw new AppError("CONFLICT", TWO_ADULTS_ALREADY);

    const [taken] = await tx
      .update(familyInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(and(eq(familyInvitations.id, invitation.id), isNull(familyInvitations.acceptedAt), isNull(familyInvitations.revokedAt), gt(familyInvitations.expiresAt, now)))
      .returning({ id: familyInvitations.id });
    if (!taken) throw new AppError("CONFLICT", INVITATION_USED);
    // The newcomer takes the role the child's adult does not hold (one left alone always holds "inviting").
    const role = adults[0]?.role === "inviting" ? "invited" : "inviting";
    await tx.insert(childAdults).values({ childId: child.id, userId: user.id, role });
    await recordChange(tx, { byParent: { via: "account", userId: user.id, email: null }, action: "accept invitation", entity: "child", entityId: child.id, before: null, after: { name: fullName(child), email: account.email } });
    await sendFamilyNotice(tx, "accepted", await adultsToTell(tx, child.id), { child: child.firstName, adult: fullName(user) });
    return { childId: child.id, childFirstName: child.firstName };
  });
}

/** The inviting adult withdraws an open invitation: its link stops working at once. */
export async function revokeInvitation({ db, user, childId, invitationId, now = new Date() }: { db: Database; user: SessionUser; childId: string; invitationId: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const child = await assertChildAccess(tx, user.id, childId, { forUpdate: true });
    if (child.role !== "inviting") throw new AppError("FORBIDDEN", ONLY_INVITING_ADULT);
    const [revoked] = await tx
      .update(familyInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          sql`${familyInvitations.id}::text = ${invitationId}`,
          eq(familyInvitations.childId, child.id),
          isNull(familyInvitations.acceptedAt),
          isNull(familyInvitations.revokedAt),
        ),
      )
      .returning({ id: familyInvitations.id, email: familyInvitations.email, locale: familyInvitations.locale });
    if (!revoked) throw new AppError("NOT_FOUND", INVITATION_NOT_FOUND);
    await recordChange(tx, { byParent: { via: "account", userId: user.id, email: null }, action: "revoke invitation", entity: "child", entityId: child.id, before: { name: fullName(child), email: revoked.email }, after: null });
    await sendFamilyNotice(tx, "revoked", [user, { email: revoked.email, locale: revoked.locale }], { child: child.firstName, email: revoked.email });
    return { id: revoked.id };
  });
}
