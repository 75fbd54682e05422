import "server-only";

import { and, eq, gt, gte, inArray, lt } from "drizzle-orm";

import { addDays, beirutInstant } from "~/lib/beirut-time";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { appointments, slotHolds, waitlistOffers } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { assertBookableDate, forgetTakenSlots } from "./list-time-slots";
import { scheduledSlots } from "./schedule-cache";
import { activeHold, lockSlot } from "./slot-holds";

/**
 * A day's slots as staff see them, read fresh (not the public calendar's shared cache): free,
 * booked, past, or kept for the waiting list until a given time, which staff may release.
 */
export async function listStaffDaySlots({ db, date, now = new Date() }: { db: Database; date: string; now?: Date }) {
  assertBookableDate(date, now);
  const [start, end] = [beirutInstant(date, "00:00"), beirutInstant(addDays(date, 1), "00:00")];
  const [slots, booked, kept] = await Promise.all([
    scheduledSlots(db, date),
    db
      .select({ startsAt: appointments.startsAt })
      .from(appointments)
      .where(and(gte(appointments.startsAt, start), lt(appointments.startsAt, end), inArray(appointments.status, ["pending", "confirmed"]))),
    db
      .select({ startsAt: slotHolds.startsAt, expiresAt: slotHolds.expiresAt })
      .from(slotHolds)
      .where(and(gte(slotHolds.startsAt, start), lt(slotHolds.startsAt, end), gt(slotHolds.expiresAt, now))),
  ]);
  const taken = new Set(booked.map((row) => row.startsAt.getTime()));
  const keptUntil = new Map(kept.map((row) => [row.startsAt.getTime(), row.expiresAt]));
  return {
    date,
    slots: slots.map((slot) => {
      const at = slot.startsAt.getTime();
      const until = keptUntil.get(at) ?? null;
      const state = taken.has(at) ? ("booked" as const) : until ? ("kept" as const) : at <= now.getTime() ? ("past" as const) : ("free" as const);
      return { startTime: slot.startTime, endTime: slot.endTime, state, keptUntil: state === "kept" ? until : null };
    }),
  };
}

export const NOT_KEPT_MESSAGE = "This time is no longer kept for the waiting list: a family booked it, or its minutes ran out.";

/**
 * Staff hand a time kept for the waiting list back to everyone before its minutes run out (a
 * visit has to move into it, a parent on the phone wants it). Under the slot's lock, so it is
 * decided before or after a waiting family's booking, never during it. The families offered it
 * find their link run out; the time is not offered to the next in line. Audited.
 */
export async function releaseKeptTime({ db, actorId, date, startTime, now = new Date() }: { db: Database; actorId: string; date: string; startTime: string; now?: Date }) {
  const slot = (await scheduledSlots(db, date)).find((s) => s.startTime === startTime);
  if (!slot) throw new AppError("BAD_REQUEST", "This time is not one of the day's slots.", { startTime: "This time is not one of the day's slots." });
  const released = await db.transaction(async (tx) => {
    await lockSlot(tx, slot.startsAt);
    const hold = await activeHold(tx, slot.startsAt, now);
    if (!hold) throw new AppError("CONFLICT", NOT_KEPT_MESSAGE);
    await tx.delete(slotHolds).where(eq(slotHolds.startsAt, slot.startsAt));
    // The offers of this keeping end now: their links say the time kept for them ran out.
    await tx
      .update(waitlistOffers)
      .set({ expiresAt: now })
      .where(and(eq(waitlistOffers.startsAt, slot.startsAt), eq(waitlistOffers.expiresAt, hold.expiresAt)));
    await recordChange(tx, {
      actorId,
      action: "release kept time",
      entity: "kept time",
      entityId: slot.startsAt.toISOString(),
      before: { startsAt: slot.startsAt, keptUntil: hold.expiresAt },
      after: { startsAt: slot.startsAt, keptUntil: null },
    });
    return { startsAt: slot.startsAt, wasKeptUntil: hold.expiresAt };
  });
  forgetTakenSlots();
  return released;
}

