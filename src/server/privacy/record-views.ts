import "server-only";

import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Database } from "~/server/db/client";
import { appointments, childAdults, children, recordViews, RECORD_VIEWS, users } from "~/server/db/schema";

/*
 * Who at the clinic opened a child's health record (issue 29, decision 052). The views that show
 * health data to staff write it themselves: the child's page, and the agenda and Today, which show
 * each visit's reason, note and alerts. Once per staff member, record and half hour: an agenda
 * refreshed all morning is one line per visit, not hundreds.
 */

export type RecordView = (typeof RECORD_VIEWS)[number];
export type Viewer = { id: string; role: "parent" | "staff" | "admin" };
export type ViewedRecord = { childId: string | null; appointmentId: string | null };

const AGAIN_AFTER = sql`interval '30 minutes'`;
/** The advisory locks' first key for this log (the second is the staff member's). */
const RECORD_VIEWS_LOCK_SPACE = 7302;
export const RECORD_VIEWS_PAGE_SIZE = 50;

/** Logs that a staff member saw these records; a parent's own views are not logged. */
export async function logRecordViews(db: Database, viewer: Viewer, what: RecordView, records: ViewedRecord[]): Promise<number> {
  if (viewer.role === "parent" || records.length === 0) return 0;
  const rows = sql.join(
    records.map((record) => sql`(${record.childId}::uuid, ${record.appointmentId}::uuid)`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    // Pages opened at once (Today, the agenda, a child's page in another tab) would each find no
    // earlier line and each write one: a staff member's lines are written one request at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(${RECORD_VIEWS_LOCK_SPACE}::int, hashtext(${viewer.id}))`);
    const inserted = await tx.execute(sql`
    insert into ${recordViews} (staff_id, staff_role, what, child_id, appointment_id)
    select ${viewer.id}, ${viewer.role}, ${what}, seen.child_id, seen.appointment_id
    from (values ${rows}) as seen (child_id, appointment_id)
    where not exists (
      select 1 from ${recordViews} earlier
      where earlier.staff_id = ${viewer.id} and earlier.what = ${what}
        and earlier.child_id is not distinct from seen.child_id
        and earlier.appointment_id is not distinct from seen.appointment_id
        and earlier.at > now() - ${AGAIN_AFTER}
    )
    returning id`);
    return inserted.rows.length;
  });
}

/** The administrator's view: newest first, for one child or one staff member (or all), paged. */
export async function listRecordViews(db: Database, { childId, staffId, page = 1 }: { childId?: string; staffId?: string; page?: number }) {
  const staff = alias(users, "staff");
  const where: SQL | undefined = and(childId ? eq(recordViews.childId, childId) : undefined, staffId ? eq(recordViews.staffId, staffId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: recordViews.id,
        at: recordViews.at,
        what: recordViews.what,
        staffRole: recordViews.staffRole,
        staffId: recordViews.staffId,
        staffName: sql<string | null>`nullif(trim(coalesce(${staff.firstName}, '') || ' ' || coalesce(${staff.lastName}, '')), '')`,
        staffEmail: staff.email,
        childId: recordViews.childId,
        childName: sql<string | null>`nullif(trim(coalesce(${children.firstName}, '') || ' ' || coalesce(${children.lastName}, '')), '')`,
        visitName: appointments.patientName,
        visitStartsAt: appointments.startsAt,
      })
      .from(recordViews)
      .leftJoin(staff, eq(staff.id, recordViews.staffId))
      .leftJoin(children, eq(children.id, recordViews.childId))
      .leftJoin(appointments, eq(appointments.id, recordViews.appointmentId))
      .where(where)
      .orderBy(desc(recordViews.at), desc(recordViews.id))
      .limit(RECORD_VIEWS_PAGE_SIZE)
      .offset((page - 1) * RECORD_VIEWS_PAGE_SIZE),
    db.select({ value: count() }).from(recordViews).where(where),
  ]);
  return { rows, total: total?.value ?? 0, page, pageSize: RECORD_VIEWS_PAGE_SIZE };
}

/**
 * What a parent is told (My data): which roles at the clinic opened their children's records and
 * when, never who by name. The latest 50.
 */
export async function viewsOfMyChildren(db: Database, userId: string) {
  const mine = db.select({ childId: childAdults.childId }).from(childAdults).where(eq(childAdults.userId, userId));
  return db
    .select({ at: recordViews.at, what: recordViews.what, staffRole: recordViews.staffRole, childFirstName: children.firstName })
    .from(recordViews)
    .innerJoin(children, eq(children.id, recordViews.childId))
    .where(inArray(recordViews.childId, mine))
    .orderBy(desc(recordViews.at))
    .limit(50);
}
