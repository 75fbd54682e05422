import "server-only";

import { addDays, beirutDate } from "~/lib/beirut-time";
import type { Database } from "~/server/db/client";
import { loadTakenStarts, slotState } from "./list-time-slots";
import { allScheduleData } from "./schedule-cache";
import { slotsForDate } from "./slot-engine";

/** For the date picker: each date of the range (from today on) with how many slots are still free. */
export async function listAvailableDays({ db, from, to, now = new Date() }: { db: Database; from: string; to: string; now?: Date }) {
  const start = from < beirutDate(now) ? beirutDate(now) : from;
  if (start > to) return { days: [] };
  const [{ rules, closures }, takenStarts] = await Promise.all([allScheduleData(db), loadTakenStarts(db, start, to)]);
  const days: Array<{ date: string; freeSlots: number }> = [];
  for (let date = start; date <= to; date = addDays(date, 1)) {
    const free = slotsForDate(date, rules, closures).filter((slot) => slotState(slot, takenStarts, now) === "free").length;
    days.push({ date, freeSlots: free });
  }
  return { days };
}
