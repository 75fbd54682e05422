import "server-only";

import { and, eq, inArray, lt, sql } from "drizzle-orm";

import { beirutTime } from "~/lib/beirut-time";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { appointments, services } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { isSlotConflict, SLOT_TAKEN_MESSAGE } from "./book-appointment";
import { assertBookableDate, forgetTakenSlots, NOTHING_TAKEN, slotState } from "./list-time-slots";
import { takeSlot } from "./slot-holds";
import { offerFreedTime } from "./waitlist";
import { scheduledSlots } from "./schedule-cache";
import { scheduleReminders } from "./appointment-reminders";
import { sendParentChangeNotice, sendRescheduleEmail } from "./send-appointment-emails";
import { visitPolicy } from "~/config/visit-policy";

/** What the parent is told when the visit moved since their page read it. */
export const CHANGED_MEANWHILE = "This appointment was changed meanwhile (in another tab or by the clinic). Reload the page to see its time before moving it.";

/**
 * Moves a booking to another slot of the schedule. The database's guarantee is the booking's:
 * its partial unique index lets one active booking hold a slot, so two staff moving two bookings
 * into one slot at once end with one moved and the other told. The parent gets the new time and an
 * .ics with the same UID and a higher SEQUENCE, which moves the event in their calendar.
 */
export async function rescheduleAppointment({
  db,
  actorId,
  appointmentId,
  date,
  startTime,
  expectedVersion,
  now = new Date(),
}: {
  db: Database;
  /** The staff member moving it (audited), or null when the parent does it from their manage link. */
  actorId: string | null;
  appointmentId: string;
  date: string;
  startTime: string;
  /** The version (sequence) the mover saw: a change since, in another tab, refuses this one. */
  expectedVersion?: number;
  now?: Date;
}) {
  assertBookableDate(date, now);
  const slot = (await scheduledSlots(db, date)).find((s) => s.startTime === startTime);
  if (!slot) throw new AppError("BAD_REQUEST", "This time is not one of the day's slots.", { startTime: "This time is not one of the day's slots." });
  if (slotState(slot, NOTHING_TAKEN, now) === "past") {
    throw new AppError("BAD_REQUEST", "This time has already passed. Please choose another.", { startTime: "This time has already passed. Please choose another." });
  }
  const [found] = await db
    .select({ appointment: appointments, serviceName: services.name })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, appointmentId));
  if (!found) throw new AppError("NOT_FOUND", "This appointment does not exist.");
  const before = found.appointment;
  // Read here, not only by the caller: a parallel move that committed in between has raised it.
  if (expectedVersion !== undefined && before.sequence !== expectedVersion) throw new AppError("CONFLICT", CHANGED_MEANWHILE);
  if (before.status !== "confirmed" && before.status !== "pending") {
    throw new AppError("CONFLICT", `This appointment is ${before.status}: it cannot be moved.`);
  }
  if (before.startsAt.getTime() === slot.startsAt.getTime()) {
    throw new AppError("BAD_REQUEST", "The appointment is already at this time.", { startTime: "The appointment is already at this time." });
  }

  const byParent = actorId === null;
  let moved: typeof appointments.$inferSelect;
  try {
    moved = await db.transaction(async (tx) => {
      await takeSlot(tx, slot.startsAt, now);
      const [row] = await tx
        .update(appointments)
        .set({
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          sequence: sql`${appointments.sequence} + 1`,
          // The old time's room never opens again: the next join gives the visit a new one.
          videoRoom: null,
          ...(byParent ? { parentReschedules: sql`${appointments.parentReschedules} + 1` } : {}),
        })
        .where(
          and(
            eq(appointments.id, appointmentId),
            // The version the change was decided on: a parallel change (another tab) makes this one refused.
            eq(appointments.sequence, before.sequence),
            byParent
              ? and(eq(appointments.status, "confirmed"), lt(appointments.parentReschedules, visitPolicy.maxReschedules))
              : inArray(appointments.status, ["pending", "confirmed"]),
          ),
        )
        .returning();
      if (!row) throw new AppError("CONFLICT", expectedVersion === undefined ? "This appointment was changed meanwhile. Please reload it." : CHANGED_MEANWHILE);
      if (byParent) {
        await sendParentChangeNotice(tx, { change: "moved", appointment: row, serviceName: found.serviceName, previousStartsAt: before.startsAt, refundedCents: null });
      }
      await recordChange(tx, {
        // A parent acts through their visit's signed link; the visit's address is who they are.
        ...(actorId === null ? { byParent: { via: "manage link" as const, email: row.patientEmail } } : { actorId }),
        action: "reschedule appointment",
        entity: "appointment",
        entityId: appointmentId,
        before: { startsAt: before.startsAt, time: beirutTime(before.startsAt) },
        after: { startsAt: row.startsAt, date, time: startTime },
      });
      await offerFreedTime(tx, before.startsAt, `moved:${row.id}:${row.sequence}`, now);
      // The old time's reminders find the sequence changed and stay silent; the new time gets its own.
      if (row.status === "confirmed") await scheduleReminders(tx, row);
      if (row.patientEmail) {
        await sendRescheduleEmail(tx, {
          visit: { ...row, patientEmail: row.patientEmail },
          service: { id: row.serviceId, name: found.serviceName },
          previousStartsAt: before.startsAt,
          byParent,
        });
      }
      return row;
    });
  } catch (error) {
    if (isSlotConflict(error)) throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE, { startTime: SLOT_TAKEN_MESSAGE });
    throw error;
  }
  forgetTakenSlots();

  return { appointment: moved, emailed: Boolean(moved.patientEmail) };
}
