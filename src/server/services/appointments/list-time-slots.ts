import "server-only";

import { and, gt, gte, inArray, lt } from "drizzle-orm";

import { addDays, beirutDate, beirutInstant } from "~/lib/beirut-time";
import type { Database } from "~/server/db/client";
import { appointments, slotHolds } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { scheduledSlots } from "./schedule-cache";
import type { Slot } from "./slot-engine";

export type TimeSlot = { startTime: string; endTime: string; available: boolean; reason: "free" | "booked" | "past" };


// Availability is read far more often than it changes. Reads of a date share one query for up to
// 2 s; this process's own bookings and releases forget it at once (`forgetTakenSlots`), and the
// database's constraint, not this cache, is what keeps a slot from being sold twice.
const TAKEN_TTL_MS = 2000;
const globalForTaken = globalThis as unknown as { clinicTakenSlots?: Map<string, { at: number; starts: Promise<TakenTimes> }> };

/**
 * What nobody else can book: the active visits' times, as [start, end) in ms (a slot that overlaps
 * one is taken, as the database's no-overlap constraint would refuse it: after the clinic changes
 * its hours or slot length, the new grid can fall across visits booked on the old one), and the
 * start instants kept for the waiting list (decision 029), which hold exactly their slot.
 */
export type TakenTimes = { visits: ReadonlyArray<readonly [number, number]>; kept: ReadonlySet<number> };
export const NOTHING_TAKEN: TakenTimes = { visits: [], kept: new Set() };

export function forgetTakenSlots(): void {
  globalForTaken.clinicTakenSlots?.clear();
}

async function cachedTakenTimes(db: Database, date: string): Promise<TakenTimes> {
  const cache = (globalForTaken.clinicTakenSlots ??= new Map());
  const hit = cache.get(date);
  if (hit && Date.now() - hit.at < TAKEN_TTL_MS) return hit.starts;
  if (cache.size > 500) cache.clear();
  const starts = loadTakenTimes(db, date);
  cache.set(date, { at: Date.now(), starts });
  starts.catch(() => cache.delete(date));
  return starts;
}

/** What nobody else can book (TakenTimes), from one Beirut date to another. */
export async function loadTakenTimes(db: Database, from: string, to = from): Promise<TakenTimes> {
  const [start, end] = [beirutInstant(from, "00:00"), beirutInstant(addDays(to, 1), "00:00")];
  const [booked, kept] = await Promise.all([
    db
      .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
      .from(appointments)
      .where(and(lt(appointments.startsAt, end), gt(appointments.endsAt, start), inArray(appointments.status, ["pending", "confirmed"]))),
    db
      .select({ startsAt: slotHolds.startsAt })
      .from(slotHolds)
      .where(and(gte(slotHolds.startsAt, start), lt(slotHolds.startsAt, end), gt(slotHolds.expiresAt, new Date()))),
  ]);
  return { visits: booked.map((r) => [r.startsAt.getTime(), r.endsAt.getTime()] as const), kept: new Set(kept.map((r) => r.startsAt.getTime())) };
}

export function assertBookableDate(date: string, now: Date): void {
  if (date < beirutDate(now)) throw new AppError("BAD_REQUEST", "Please choose today or a later date.", { date: "Please choose today or a later date." });
}

/** A slot is free when nobody holds it and, today only, it has not started yet. */
export function slotState(slot: Slot, taken: TakenTimes, now: Date): TimeSlot["reason"] {
  const [from, to] = [slot.startsAt.getTime(), slot.endsAt.getTime()];
  if (taken.kept.has(from) || taken.visits.some(([start, end]) => start < to && from < end)) return "booked";
  if (slot.startsAt.getTime() <= now.getTime()) return "past";
  return "free";
}

export async function listTimeSlots({ db, date, now = new Date() }: { db: Database; date: string; now?: Date }) {
  assertBookableDate(date, now);
  const [slots, taken] = await Promise.all([scheduledSlots(db, date), cachedTakenTimes(db, date)]);
  const timeSlots: TimeSlot[] = slots.map((slot) => {
    const reason = slotState(slot, taken, now);
    return { startTime: slot.startTime, endTime: slot.endTime, available: reason === "free", reason };
  });
  return {
    date,
    bookedSlots: timeSlots.filter((s) => s.reason === "booked").map((s) => ({ startTime: s.startTime })),
    slots: timeSlots,
  };
}
