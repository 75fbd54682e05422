import "server-only";

import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";

import { fitsAgeRange } from "~/lib/child-age";
import type { TStaffBooking } from "~/schemas/admin/agenda";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { childAdults, children, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { CHILD_NOT_FOUND } from "~/server/services/family/child-access";
import { splitChildName } from "~/server/services/family/guest-children";
import { roomForChildren } from "~/server/services/family/manage-children";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const STAFF_SERVICE_AGE = "This service is not for a child of this age on that day.";
export const PARENT_HAS_TOO_MANY_CHILDREN = "This parent's account already holds 30 children: open the child's page from the search, or ask them to archive one.";

/**
 * Whom staff book for (decision 050): a child record chosen from the search or its page (any
 * child: staff act for the clinic, not as one of its adults), or a child staff add while the parent
 * is on the phone — its name and date of birth.
 */
export type StaffBookingChild =
  | { kind: "known"; childId: string; name: string; dateOfBirth: string | null }
  | { kind: "added"; name: string; dateOfBirth: string }
  | null;

/** Reads the child of a staff booking and checks the service's ages; nothing is written yet. */
export async function staffBookingChild(
  db: Database,
  booking: TStaffBooking,
  service: { minAgeMonths: number | null; maxAgeMonths: number | null },
): Promise<StaffBookingChild> {
  let child: StaffBookingChild = null;
  if (booking.childId) {
    const id = UUID.test(booking.childId) ? booking.childId : "00000000-0000-0000-0000-000000000000";
    const [row] = await db
      .select({ id: children.id, firstName: children.firstName, lastName: children.lastName, dateOfBirth: children.dateOfBirth })
      .from(children)
      .where(and(eq(children.id, id), isNull(children.archivedAt)));
    if (!row) throw new AppError("NOT_FOUND", CHILD_NOT_FOUND, { childId: CHILD_NOT_FOUND });
    child = { kind: "known", childId: row.id, name: `${row.firstName} ${row.lastName}`.trim(), dateOfBirth: row.dateOfBirth };
  } else if (booking.childDateOfBirth) {
    child = { kind: "added", name: booking.patient.name, dateOfBirth: booking.childDateOfBirth };
  }
  if (child?.dateOfBirth && !fitsAgeRange(service, child.dateOfBirth, booking.date)) {
    throw new AppError("BAD_REQUEST", STAFF_SERVICE_AGE, { serviceId: STAFF_SERVICE_AGE });
  }
  return child;
}

/**
 * The child of a staff booking, in the booking's transaction: a chosen child as it is; an added
 * one joins the account that proved the parent's e-mail (one of its children with the same first
 * name and date of birth, else a new child it is the first adult of, audited as staff's). With no
 * such account the child is kept with the visit, as a guest's is (decision 046), until a code
 * proves the address.
 */
export async function placeStaffBookingChild(
  tx: Transaction,
  { actorId, child, email }: { actorId: string; child: StaffBookingChild; email: string | null | undefined },
): Promise<{ childId: string | null; childDateOfBirth: string | null; patientName: string | null }> {
  if (!child) return { childId: null, childDateOfBirth: null, patientName: null };
  if (child.kind === "known") return { childId: child.childId, childDateOfBirth: null, patientName: child.name };
  const [account] = email
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.role, "parent"), isNotNull(users.emailVerified)))
    : [];
  if (!account) return { childId: null, childDateOfBirth: child.dateOfBirth, patientName: child.name };
  const details = { ...splitChildName(child.name), dateOfBirth: child.dateOfBirth };
  const room = await roomForChildren(tx, account.id);
  const [same] = await tx
    .select({ id: children.id })
    .from(children)
    .innerJoin(childAdults, and(eq(childAdults.childId, children.id), eq(childAdults.userId, account.id)))
    .where(and(isNull(children.archivedAt), eq(children.dateOfBirth, details.dateOfBirth), sql`lower(${children.firstName}) = ${details.firstName.toLowerCase()}`));
  if (same) return { childId: same.id, childDateOfBirth: null, patientName: child.name };
  if (room <= 0) throw new AppError("CONFLICT", PARENT_HAS_TOO_MANY_CHILDREN, { name: PARENT_HAS_TOO_MANY_CHILDREN });
  const [created] = await tx.insert(children).values({ ...details, createdBy: account.id }).returning({ id: children.id });
  await tx.insert(childAdults).values({ childId: created!.id, userId: account.id, role: "inviting" });
  await recordChange(tx, {
    actorId,
    action: "add child for a parent",
    entity: "child",
    entityId: created!.id,
    before: null,
    after: { name: `${details.firstName} ${details.lastName}`.trim(), dateOfBirth: details.dateOfBirth, adultId: account.id },
  });
  return { childId: created!.id, childDateOfBirth: null, patientName: child.name };
}
