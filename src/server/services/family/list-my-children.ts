import "server-only";

import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";

import { beirutDate } from "~/lib/calendar-date";
import { childAge } from "~/lib/child-age";
import type { Database } from "~/server/db/client";
import { childAdults, children, familyInvitations, users } from "~/server/db/schema";
import { childColumns } from "./child-access";

/**
 * The signed-in parent's children (archived ones left out), youngest last by birth, each with its
 * age today in Beirut, its adults, and the invitation still open for it (shown to the inviting
 * adult, who may withdraw it).
 */
export async function listMyChildren({ db, userId, now = new Date() }: { db: Database; userId: string; now?: Date }) {
  const mine = await db
    .select({ ...childColumns, role: childAdults.role })
    .from(childAdults)
    .innerJoin(children, eq(children.id, childAdults.childId))
    .where(and(eq(childAdults.userId, userId), isNull(children.archivedAt)))
    .orderBy(asc(children.dateOfBirth), asc(children.createdAt));
  if (mine.length === 0) return [];
  const ids = mine.map((child) => child.id);
  const adults = await db
    .select({ childId: childAdults.childId, id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: childAdults.role })
    .from(childAdults)
    .innerJoin(users, eq(users.id, childAdults.userId))
    .where(inArray(childAdults.childId, ids))
    .orderBy(asc(childAdults.createdAt));
  const open = await db
    .select({ childId: familyInvitations.childId, id: familyInvitations.id, email: familyInvitations.email, expiresAt: familyInvitations.expiresAt })
    .from(familyInvitations)
    .where(and(inArray(familyInvitations.childId, ids), isNull(familyInvitations.acceptedAt), isNull(familyInvitations.revokedAt), gt(familyInvitations.expiresAt, now)));
  const today = beirutDate(now);
  return mine.map(({ archivedAt: _archived, role, ...child }) => ({
    ...child,
    age: child.dateOfBirth ? childAge(child.dateOfBirth, today) : null,
    myRole: role,
    adults: adults.filter((adult) => adult.childId === child.id).map(({ childId: _child, ...adult }) => ({ ...adult, isMe: adult.id === userId })),
    pendingInvitation: open.find((invitation) => invitation.childId === child.id) ?? null,
  }));
}
