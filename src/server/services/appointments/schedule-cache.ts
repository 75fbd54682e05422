import "server-only";

import type { Database } from "~/server/db/client";
import { closedDays, scheduleRules } from "~/server/db/schema";
import { slotsForDate, type Slot, type WeeklyRule } from "./slot-engine";

// The weekly rules and closed days change a few times a year, but every availability read needs
// them: they are kept in memory for a minute (another instance's edit shows within that minute).
const TTL_MS = 60_000;

type Schedule = { rules: WeeklyRule[]; closed: Set<string>; loadedAt: number; slotsByDate: Map<string, Slot[]> };

const globalForSchedule = globalThis as unknown as { clinicSchedule?: Promise<Schedule> };

async function loadSchedule(db: Database): Promise<Schedule> {
  const [rules, closed] = await Promise.all([db.select().from(scheduleRules), db.select({ date: closedDays.date }).from(closedDays)]);
  return { rules, closed: new Set(closed.map((c) => c.date)), loadedAt: Date.now(), slotsByDate: new Map() };
}

async function currentSchedule(db: Database): Promise<Schedule> {
  const cached = globalForSchedule.clinicSchedule;
  if (cached) {
    const schedule = await cached.catch(() => null);
    if (schedule && Date.now() - schedule.loadedAt < TTL_MS) return schedule;
  }
  const fresh = loadSchedule(db);
  globalForSchedule.clinicSchedule = fresh;
  return fresh;
}

/** The slots of a Beirut date under the current schedule (computed once per date and schedule). */
export async function scheduledSlots(db: Database, date: string): Promise<Slot[]> {
  const schedule = await currentSchedule(db);
  let slots = schedule.slotsByDate.get(date);
  if (!slots) {
    slots = slotsForDate(date, schedule.rules, schedule.closed);
    // Bounded: a few hundred dates at most are ever asked for within a minute.
    if (schedule.slotsByDate.size < 1000) schedule.slotsByDate.set(date, slots);
  }
  return slots;
}

/** After an edit of the schedule or closed days in this process. */
export function forgetSchedule(): void {
  globalForSchedule.clinicSchedule = undefined;
}

export async function allScheduleData(db: Database) {
  const schedule = await currentSchedule(db);
  return { rules: schedule.rules, closed: schedule.closed };
}
