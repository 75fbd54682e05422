import "server-only";

import { and, eq, isNull } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { childAdults, children } from "~/server/db/schema";
import { AppError } from "~/server/errors";

/** The one answer for a child that does not exist, is archived, is someone else's, or whose id is not an id. */
export const CHILD_NOT_FOUND = "Child not found.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Stands in for an id that is not one, so that the query — and its time — are those of any other miss. */
const NO_CHILD = "00000000-0000-0000-0000-000000000000";

/** What a parent's own child is, to its adults (medical alerts included: they are one of them). */
export const childColumns = {
  id: children.id,
  firstName: children.firstName,
  lastName: children.lastName,
  dateOfBirth: children.dateOfBirth,
  sex: children.sex,
  medicalAlerts: children.medicalAlerts,
  archivedAt: children.archivedAt,
};

export type AccessibleChild = {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  sex: "female" | "male" | null;
  medicalAlerts: string | null;
  archivedAt: Date | null;
  /** The caller's place: "inviting" (added it: may invite and remove the other adult) or "invited". */
  role: "inviting" | "invited";
};

/**
 * The gate every feature that acts for a child goes through (the family page, and later booking
 * for a child and the child's visits): the child, if `userId` is one of its adults now — read from
 * the database on every call, so an adult removed a moment ago is refused at their next request.
 *
 * A child that does not exist, that is someone else's, that is archived (unless `includeArchived`),
 * or an id that is not an id: the same NOT_FOUND, after the same single query. Inside a
 * transaction, `forUpdate` locks the child's row until it ends, so changes to one child (an
 * acceptance and a removal, two edits) happen one after the other.
 */
export async function assertChildAccess(
  db: Database,
  userId: string,
  childId: string,
  { includeArchived = false, forUpdate = false }: { includeArchived?: boolean; forUpdate?: boolean } = {},
): Promise<AccessibleChild> {
  const id = UUID.test(childId) ? childId.toLowerCase() : NO_CHILD;
  const query = db
    .select({ ...childColumns, role: childAdults.role })
    .from(children)
    .innerJoin(childAdults, and(eq(childAdults.childId, children.id), eq(childAdults.userId, userId)))
    .where(and(eq(children.id, id), includeArchived ? undefined : isNull(children.archivedAt)));
  const [row] = forUpdate ? await query.for("update", { of: children }) : await query;
  if (!row) throw new AppError("NOT_FOUND", CHILD_NOT_FOUND);
  return row;
}
