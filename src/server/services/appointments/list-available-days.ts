import "server-only";

import { addDays, beirutDate } from "~/lib/beirut-time";
import type { Database } from "~/server/db/client";
import { loadTakenTimes, slotState } from "./list-time-slots";
import { allScheduleData } from "./schedule-cache";
import { slotsForDate } from "./slot-engine";

/**
 * For the date picker: each date of the range (from today on) with how many slots are still free,
 * and whether it is full (times to come, all taken: its waitlist is open).
 */
export async function listAvailableDays({ db, from, to, now = new Date() }: { db: Database; from: string; to: string; now?: Date }) {
  const start = from < beirutDate(now) ? beirutDate(now) : from;
  if (start > to) return { days: [] };
  const [{ rules, closures }, takenTimes] = await Promise.all([allScheduleData(db), loadTakenTimes(db, start, to)]);
  const days: Array<{ date: string; freeSlots: number; full: boolean }> = [];
  for (let date = start; date <= to; date = addDays(date, 1)) {
    const states = slotsForDate(date, rules, closures).map((slot) => slotState(slot, takenTimes, now));
    const free = states.filter((state) => state === "free").length;
    days.push({ date, freeSlots: free, full: free === 0 && states.includes("booked") });
  }
  return { days };
}
