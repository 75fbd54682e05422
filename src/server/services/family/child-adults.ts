import "server-only";

import { and, eq, isNull, ne } from "drizzle-orm";

import { recordChange } from "~/server/audit/record-change";
import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { childAdults, familyInvitations } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { assertChildAccess } from "./child-access";
import { adultsToTell, fullName, sendFamilyNotice } from "./family-emails";
import { ONLY_INVITING_ADULT } from "./invitations";

export const ONLY_ADULT = "You are this child's only adult: archive the child instead.";
export const NOT_AN_ADULT = "This person is not one of this child's adults.";
export const REMOVE_YOURSELF = "To stop being this child's adult, leave instead.";

/*
 * Taking an adult away takes effect at once: access to a child is read from child_adults on every
 * request (assertChildAccess) and sessions carry nothing about children, so the next request of the
 * adult who left or was removed is refused, whatever session it comes with.
 */

/**
 * Either adult leaves a child. When the adult who added it leaves, the other becomes the inviting
 * adult (a child always has one who may invite). The only adult cannot leave: they archive it.
 */
export async function leaveChild({ db, user, childId, now = new Date() }: { db: Database; user: SessionUser; childId: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const child = await assertChildAccess(tx, user.id, childId, { forUpdate: true });
    const told = await adultsToTell(tx, child.id);
    if (told.length < 2) throw new AppError("CONFLICT", ONLY_ADULT);
    await tx.delete(childAdults).where(and(eq(childAdults.childId, child.id), eq(childAdults.userId, user.id)));
    if (child.role === "inviting") {
      await tx.update(childAdults).set({ role: "inviting" }).where(eq(childAdults.childId, child.id));
      // An invitation they made no longer has anyone behind it.
      await tx
        .update(familyInvitations)
        .set({ revokedAt: now })
        .where(and(eq(familyInvitations.childId, child.id), isNull(familyInvitations.acceptedAt), isNull(familyInvitations.revokedAt)));
    }
    await recordChange(tx, { byParent: { via: "account", userId: user.id, email: null }, action: "leave child", entity: "child", entityId: child.id, before: { name: fullName(child), email: user.email }, after: null });
    await sendFamilyNotice(tx, "left", told, { child: child.firstName, adult: fullName(user) });
    return { id: child.id };
  });
}

/** The inviting adult removes the other one, who loses the child at their next request. */
export async function removeAdult({ db, user, childId, adultId }: { db: Database; user: SessionUser; childId: string; adultId: string }) {
  return db.transaction(async (tx) => {
    const child = await assertChildAccess(tx, user.id, childId, { forUpdate: true });
    if (child.role !== "inviting") throw new AppError("FORBIDDEN", ONLY_INVITING_ADULT);
    if (adultId === user.id) throw new AppError("BAD_REQUEST", REMOVE_YOURSELF);
    const told = await adultsToTell(tx, child.id);
    const removed = told.find((adult) => adult.id === adultId);
    if (!removed) throw new AppError("NOT_FOUND", NOT_AN_ADULT);
    await tx.delete(childAdults).where(and(eq(childAdults.childId, child.id), eq(childAdults.userId, removed.id), ne(childAdults.role, "inviting")));
    await recordChange(tx, { byParent: { via: "account", userId: user.id, email: null }, action: "remove adult", entity: "child", entityId: child.id, before: { name: fullName(child), email: removed.email }, after: null });
    await sendFamilyNotice(tx, "removed", told, { child: child.firstName, actor: fullName(user), adult: fullName(removed) });
    return { id: child.id };
  });
}
