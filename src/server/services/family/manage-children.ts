import "server-only";

import { and, count, eq, isNull } from "drizzle-orm";

import type { TChildDetailsParsed } from "~/schemas/family";
import { recordChange } from "~/server/audit/record-change";
import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { childAdults, children, familyInvitations, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { recordConsent, type GivenConsent } from "~/server/privacy/consents";
import { assertChildAccess } from "./child-access";
import { assertDateOfBirth, auditedChild } from "./child-record";
import { adultsToTell, fullName, sendFamilyNotice } from "./family-emails";

/** A family is a few children; hundreds on one account is a script filling the table. */
export const CHILDREN_PER_ACCOUNT = 30;
export const TOO_MANY_CHILDREN = "You have reached the number of children one account can hold. Please archive one, or call the clinic.";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * How many more children an account may hold, with the account's row locked until the transaction
 * ends: two adds at once (two tabs, a booking's "another child", a code sign-in attaching a
 * guest's child) take turns, so the count each one reads is the one it adds to.
 */
export async function roomForChildren(tx: Transaction, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [held] = await tx
    .select({ n: count() })
    .from(childAdults)
    .innerJoin(children, eq(children.id, childAdults.childId))
    .where(and(eq(childAdults.userId, userId), isNull(children.archivedAt)));
  return CHILDREN_PER_ACCOUNT - (held?.n ?? 0);
}

const actorOf = (user: SessionUser) => ({ byParent: { via: "account" as const, userId: user.id, email: null } });

/** A parent adds a child: they become its first ("inviting") adult. */
export async function addChild({
  db,
  user,
  details,
  consent,
  now = new Date(),
}: {
  db: Database;
  user: SessionUser;
  details: TChildDetailsParsed;
  /** The explicit consent to use the child's health information for its care, recorded with it (decision 049). */
  consent: GivenConsent;
  now?: Date;
}) {
  assertDateOfBirth(details.dateOfBirth, now);
  return db.transaction(async (tx) => {
    if ((await roomForChildren(tx, user.id)) <= 0) throw new AppError("CONFLICT", TOO_MANY_CHILDREN);
    const [child] = await tx
      .insert(children)
      .values({ ...details, createdBy: user.id })
      .returning({ id: children.id, firstName: children.firstName });
    await tx.insert(childAdults).values({ childId: child!.id, userId: user.id, role: "inviting" });
    await recordConsent(tx, { userId: user.id, childId: child!.id, purpose: "health_data_care", noticeVersion: consent.noticeVersion, page: consent.page });
    await recordChange(tx, { ...actorOf(user), action: "add child", entity: "child", entityId: child!.id, before: null, after: auditedChild(details) });
    await sendFamilyNotice(tx, "added", [user], { child: child!.firstName });
    return { id: child!.id };
  });
}

/** Either adult edits the child's details; both are told (without the details themselves). */
export async function updateChild({
  db,
  user,
  childId,
  details,
  now = new Date(),
}: {
  db: Database;
  user: SessionUser;
  childId: string;
  details: TChildDetailsParsed;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const child = await assertChildAccess(tx, user.id, childId, { forUpdate: true });
    assertDateOfBirth(details.dateOfBirth, now);
    await tx.update(children).set(details).where(eq(children.id, child.id));
    await recordChange(tx, { ...actorOf(user), action: "edit child", entity: "child", entityId: child.id, before: auditedChild(child), after: auditedChild(details) });
    await sendFamilyNotice(tx, "updated", await adultsToTell(tx, child.id), { child: details.firstName, actor: fullName(user) });
    return { id: child.id };
  });
}

/**
 * Either adult archives the child: it leaves the family page and the booking form (its visits keep
 * it), and an open invitation for it stops working.
 */
export async function archiveChild({ db, user, childId, now = new Date() }: { db: Database; user: SessionUser; childId: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const child = await assertChildAccess(tx, user.id, childId, { forUpdate: true });
    await tx.update(children).set({ archivedAt: now }).where(eq(children.id, child.id));
    await tx
      .update(familyInvitations)
      .set({ revokedAt: now })
      .where(and(eq(familyInvitations.childId, child.id), isNull(familyInvitations.acceptedAt), isNull(familyInvitations.revokedAt)));
    await recordChange(tx, { ...actorOf(user), action: "archive child", entity: "child", entityId: child.id, before: { name: fullName(child), archivedAt: null }, after: { name: fullName(child), archivedAt: now } });
    await sendFamilyNotice(tx, "archived", await adultsToTell(tx, child.id), { child: child.firstName, actor: fullName(user) });
    return { id: child.id };
  });
}
