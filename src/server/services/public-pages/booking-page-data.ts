import "server-only";

import { addDays, beirutDate } from "~/lib/beirut-time";
import { getDb } from "~/server/db/client";
import { ensureDatabaseReady } from "~/server/database-ready";
import { listAvailableDays } from "~/server/services/appointments/list-available-days";

/** How many of the first free days the booking page shows in its HTML, above the calendar. */
const FIRST_FREE_DAYS = 3;
/** How far ahead they are looked for: four weeks covers holidays and a full week or two. */
const LOOKAHEAD_DAYS = 27;

/**
 * The first days with a free online slot, read at request time (every booking changes them): the
 * booking page shows them in its HTML, so a parent on a slow phone can choose one before the
 * page's scripts and its calendar arrive.
 */
export async function firstFreeDays(now = new Date()): Promise<Array<{ date: string; freeSlots: number }>> {
  await ensureDatabaseReady();
  const today = beirutDate(now);
  const { days } = await listAvailableDays({ db: getDb(), from: today, to: addDays(today, LOOKAHEAD_DAYS), now });
  return days
    .filter((day) => day.freeSlots > 0)
    .slice(0, FIRST_FREE_DAYS)
    .map(({ date, freeSlots }) => ({ date, freeSlots }));
}
