import "server-only";

import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { addDays, beirutInstant } from "~/lib/beirut-time";
import type { TAuditQuery } from "~/schemas/admin/audit";
import type { Database } from "~/server/db/client";
import { appointments, auditLog, courses, payments, services, users } from "~/server/db/schema";

export const AUDIT_PAGE_SIZE = 50;

/** The conditions of the log's filters: who (a staff member's id, or "parents"), what kind, which Beirut days. */
function filtersOf(query: TAuditQuery): SQL | undefined {
  return and(
    query.who === "parents" ? eq(auditLog.actorKind, "parent") : query.who ? and(eq(auditLog.actorKind, "staff"), eq(auditLog.actorId, query.who)) : undefined,
    query.kind ? eq(auditLog.entity, query.kind) : undefined,
    query.from ? gte(auditLog.at, beirutInstant(query.from, "00:00")) : undefined,
    query.to ? lt(auditLog.at, beirutInstant(addDays(query.to, 1), "00:00")) : undefined,
  );
}

/**
 * The audit log, newest first, with who made each change (staff or a parent) and what it was
 * about as it is now (a visit's patient and time, a service's name…); filtered and paged on the
 * server. With the filters' choices: the staff who made changes, and the kinds of record changed.
 */
export async function listChanges(db: Database, query: TAuditQuery) {
  const page = query.page ?? 1;
  const where = filtersOf(query);
  const member = alias(users, "member");
  const [rows, [total], people, kinds] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        actorKind: auditLog.actorKind,
        actorVia: auditLog.actorVia,
        actorEmail: auditLog.actorEmail,
        actor: { email: users.email, firstName: users.firstName, lastName: users.lastName },
        service: services.name,
        course: courses.title,
        visit: { patientName: appointments.patientName, startsAt: appointments.startsAt },
        order: payments.description,
        member: { email: member.email, firstName: member.firstName, lastName: member.lastName },
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      // What each change was about, by its kind (entity ids are text: uuids compared as text).
      .leftJoin(services, and(eq(auditLog.entity, "service"), eq(sql`${services.id}::text`, auditLog.entityId)))
      .leftJoin(courses, and(eq(auditLog.entity, "course"), eq(sql`${courses.id}::text`, auditLog.entityId)))
      .leftJoin(appointments, and(eq(auditLog.entity, "appointment"), eq(sql`${appointments.id}::text`, auditLog.entityId)))
      .leftJoin(payments, and(eq(auditLog.entity, "order"), eq(payments.id, auditLog.entityId)))
      .leftJoin(member, and(eq(auditLog.entity, "user"), eq(member.id, auditLog.entityId)))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog).where(where),
    db
      .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(eq(auditLog.actorKind, "staff"))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
  ]);
  return {
    rows: rows.map(({ service, course, visit, order, member: named, ...row }) => ({
      ...row,
      subject: subjectOf({ service, course, visit, order, member: named }),
    })),
    total: total?.value ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    people,
    kinds: kinds.map((k) => k.entity),
  };
}

function subjectOf(found: {
  service: string | null;
  course: string | null;
  visit: { patientName: string | null; startsAt: Date | null } | null;
  order: string | null;
  member: { email: string | null; firstName: string | null; lastName: string | null } | null;
}): { name: string; startsAt: Date | null } | null {
  if (found.service) return { name: found.service, startsAt: null };
  if (found.course) return { name: found.course, startsAt: null };
  if (found.visit?.patientName) return { name: found.visit.patientName, startsAt: found.visit.startsAt };
  if (found.order) return { name: found.order, startsAt: null };
  const member = found.member;
  if (member?.email) return { name: `${member.firstName ?? ""} ${member.lastName ?? ""}`.trim() || member.email, startsAt: null };
  return null;
}
