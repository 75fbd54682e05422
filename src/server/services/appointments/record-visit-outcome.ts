import "server-only";

import { and, eq } from "drizzle-orm";

import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { appointments } from "~/server/db/schema";
import { AppError } from "~/server/errors";

/** After a confirmed visit's start: it took place (completed) or the parent did not come (no-show). */
export async function recordVisitOutcome({
  db,
  actorId,
  appointmentId,
  outcome,
  now = new Date(),
}: {
  db: Database;
  actorId: string;
  appointmentId: string;
  outcome: "completed" | "no_show";
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This appointment does not exist.");
    if (before.status !== "confirmed") throw new AppError("CONFLICT", `Only a confirmed appointment can be marked; this one is ${before.status.replace("_", "-")}.`);
    if (before.startsAt > now) throw new AppError("CONFLICT", "This appointment has not started yet.");
    const [after] = await tx
      .update(appointments)
      .set({ status: outcome })
      .where(and(eq(appointments.id, appointmentId), eq(appointments.status, "confirmed")))
      .returning();
    await recordChange(tx, { actorId, action: outcome === "completed" ? "mark visit completed" : "mark no-show", entity: "appointment", entityId: appointmentId, before: { status: before.status }, after: { status: outcome } });
    return after!;
  });
}

/** The staff's internal note on an appointment (parents never see it). */
export async function setStaffNote({ db, actorId, appointmentId, note }: { db: Database; actorId: string; appointmentId: string; note: string }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ staffNote: appointments.staffNote }).from(appointments).where(eq(appointments.id, appointmentId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This appointment does not exist.");
    const [after] = await tx.update(appointments).set({ staffNote: note }).where(eq(appointments.id, appointmentId)).returning({ staffNote: appointments.staffNote });
    await recordChange(tx, { actorId, action: "edit staff note", entity: "appointment", entityId: appointmentId, before, after });
    return after!;
  });
}
