import "server-only";

import type { Database } from "~/server/db/client";
import { auditLog } from "~/server/db/schema";

/** A transaction of the database: a change and its audit record are written together or not at all. */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * How a parent made a change: signed in ("account"), through their visit's signed link ("manage
 * link"), through another link the clinic e-mailed them ("e-mailed link": a waiting-list place, an
 * offer, the newsletter's unsubscribe), or on a public form with the address they typed ("form").
 */
export const PARENT_VIAS = ["manage link", "account", "e-mailed link", "form"] as const;
export type ParentVia = (typeof PARENT_VIAS)[number];

/** A parent who changed something of theirs, and how. */
export type ParentActor = { via: ParentVia; userId?: string | null; email: string | null };

/** The parent behind a public form: the signed-in account when there is one, else the address typed. */
export function parentOnForm(user: { id: string } | null | undefined, email: string | null | undefined): ParentActor {
  return user ? { via: "account", userId: user.id, email: null } : { via: "form", email: email?.trim().toLowerCase() || null };
}

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

/** Who an account's change is by: a member of staff by their id, anyone else as a parent signed in. */
export function accountActor(user: { id: string; role: string }): { actorId: string } | { byParent: ParentActor } {
  return user.role === "parent" ? { byParent: { via: "account", userId: user.id, email: null } } : { actorId: user.id };
}

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
