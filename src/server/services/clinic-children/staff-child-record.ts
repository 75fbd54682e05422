import "server-only";

import { and, asc, desc, eq, exists, ilike, inArray, or, sql } from "drizzle-orm";

import { ageAtVisit } from "~/lib/age-at-visit";
import { beirutDate, beirutTime } from "~/lib/beirut-time";
import { compactAge } from "~/lib/child-age";
import type { Database } from "~/server/db/client";
import { appointments, childAdults, children, services, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { CHILD_NOT_FOUND } from "~/server/services/family/child-access";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** At most this many children answer a search: a short word must not list the whole clinic. */
export const CHILD_SEARCH_LIMIT = 20;

/** What staff typed, as a LIKE pattern that matches it anywhere and only as typed (no wildcards of theirs). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const adultName = (u: { firstName: string; lastName: string; name: string | null }) => `${u.firstName} ${u.lastName}`.trim() || u.name?.trim() || "";

/** The adults of some children, by child: name and how to reach them (staff read them to call). */
async function adultsOf(db: Database, childIds: string[]) {
  if (childIds.length === 0) return new Map<string, Array<{ id: string; name: string; email: string; phone: string | null; role: "inviting" | "invited"; emailProved: boolean }>>();
  const rows = await db
    .select({
      childId: childAdults.childId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      email: users.email,
      phone: users.phoneNumber,
      role: childAdults.role,
      emailVerified: users.emailVerified,
    })
    .from(childAdults)
    .innerJoin(users, eq(users.id, childAdults.userId))
    .where(inArray(childAdults.childId, childIds))
    .orderBy(asc(childAdults.createdAt));
  const byChild = new Map<string, Array<{ id: string; name: string; email: string; phone: string | null; role: "inviting" | "invited"; emailProved: boolean }>>();
  for (const row of rows) {
    const list = byChild.get(row.childId) ?? [];
    list.push({ id: row.id, name: adultName(row), email: row.email, phone: row.phone, role: row.role, emailProved: row.emailVerified !== null });
    byChild.set(row.childId, list);
  }
  return byChild;
}

/**
 * A child's record for staff (the back-office's child page): details with the medical alerts, the
 * adults who act for it, and every visit booked for it, newest first, with the staff's note of
 * each. Archived children too: their visits keep them. Any id that is not a child's: "Child not found."
 */
export async function getChildForStaff(db: Database, childId: string, now = new Date()) {
  const id = UUID.test(childId) ? childId : "00000000-0000-0000-0000-000000000000";
  const [child] = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
      sex: children.sex,
      medicalAlerts: children.medicalAlerts,
      archivedAt: children.archivedAt,
      createdAt: children.createdAt,
    })
    .from(children)
    .where(eq(children.id, id));
  if (!child) throw new AppError("NOT_FOUND", CHILD_NOT_FOUND);
  const [adults, visits] = await Promise.all([
    adultsOf(db, [child.id]),
    db
      .select({
        id: appointments.id,
        startsAt: appointments.startsAt,
        status: appointments.status,
        type: appointments.type,
        serviceName: services.name,
        patientName: appointments.patientName,
        patientPhone: appointments.patientPhone,
        patientEmail: appointments.patientEmail,
        notes: appointments.notes,
        staffNote: appointments.staffNote,
      })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .where(eq(appointments.childId, child.id))
      .orderBy(desc(appointments.startsAt)),
  ]);
  return {
    child: {
      ...child,
      name: `${child.firstName} ${child.lastName}`.trim(),
      age: child.dateOfBirth ? compactAge(child.dateOfBirth, beirutDate(now)) : null,
      medicalAlerts: child.medicalAlerts?.trim() || null,
    },
    adults: adults.get(child.id) ?? [],
    visits: visits.map((visit) => ({
      ...visit,
      date: beirutDate(visit.startsAt),
      time: beirutTime(visit.startsAt),
      age: child.dateOfBirth ? ageAtVisit(child.dateOfBirth, visit.startsAt) : null,
      upcoming: visit.startsAt > now,
    })),
  };
}

/**
 * The back-office's search of children: by the child's name, or an adult's name, phone or e-mail
 * (one box). Phone digits match however they were typed ("03 123 456", "+961 3 123456"). What
 * staff type is matched as text (LIKE's wildcards escaped) and at most CHILD_SEARCH_LIMIT children
 * answer, archived ones last.
 */
export async function searchChildren(db: Database, text: string, now = new Date()) {
  const search = text.trim();
  if (search.length < 2) return [];
  const pattern = containing(search);
  const digits = search.replace(/\D/g, "").replace(/^0+/, "");
  const adultMatches = db
    .select({ one: sql`1` })
    .from(childAdults)
    .innerJoin(users, eq(users.id, childAdults.userId))
    .where(
      and(
        eq(childAdults.childId, children.id),
        or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(sql`coalesce(${users.name}, '')`, pattern),
          ilike(users.email, pattern),
          // Phone numbers are stored as +9613123456: at least 4 digits, so "1" does not match everyone.
          digits.length >= 4 ? sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '\\D', '', 'g') like ${containing(digits)}` : undefined,
        ),
      ),
    );
  const rows = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
      archivedAt: children.archivedAt,
      medicalAlerts: children.medicalAlerts,
    })
    .from(children)
    .where(or(ilike(sql`${children.firstName} || ' ' || ${children.lastName}`, pattern), exists(adultMatches)))
    .orderBy(sql`${children.archivedAt} is not null`, asc(children.firstName), asc(children.lastName), asc(children.id))
    .limit(CHILD_SEARCH_LIMIT);
  const adults = await adultsOf(
    db,
    rows.map((r) => r.id),
  );
  const today = beirutDate(now);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    dateOfBirth: row.dateOfBirth,
    age: row.dateOfBirth ? compactAge(row.dateOfBirth, today) : null,
    archived: row.archivedAt !== null,
    hasMedicalAlerts: Boolean(row.medicalAlerts?.trim()),
    adults: (adults.get(row.id) ?? []).map(({ name, email, phone }) => ({ name, email, phone })),
  }));
}
