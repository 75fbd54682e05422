import "server-only";

import type { Database } from "~/server/db/client";
import { auditLog } from "~/server/db/schema";

/** A transaction of the database: a change and its audit record are written together or not at all. */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A parent who changed something of theirs: through their visit's signed link, or signed in. */
export type ParentActor = { via: "manage link" | "account"; userId?: string | null; email: string | null };

export type AuditedChange = (
  | {
      /** The staff member who made the change. */
      actorId: string;
      byParent?: undefined;
    }
  | { actorId?: undefined; byParent: ParentActor }
) & {
  /** What was done, as a verb phrase: "set weekly hours", "add closure", "cancel appointment". */
  action: string;
  /** What it was done to: "schedule", "closure", "appointment", "service" … */
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Records a change in the append-only audit log (architecture: every change a staff member or a
 * parent makes goes through a service that writes this record in the same transaction).
 */
export async function recordChange(tx: Transaction, change: AuditedChange): Promise<void> {
  const parent = change.byParent;
  await tx.insert(auditLog).values({
    actorId: parent ? (parent.userId ?? null) : change.actorId,
    actorKind: parent ? "parent" : "staff",
    actorVia: parent?.via ?? null,
    actorEmail: parent && !parent.userId ? parent.email : null,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
