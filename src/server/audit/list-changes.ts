import "server-only";

import { count, desc, eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { auditLog, users } from "~/server/db/schema";

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first, with who made each change (staff or a parent); paged on the server. */
export async function listChanges(db: Database, { page = 1 }: { page?: number }) {
  const [rows, [total]] = await Promise.all([
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
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.at))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog),
  ]);
  return { rows, total: total?.value ?? 0, page, pageSize: AUDIT_PAGE_SIZE };
}
