import "server-only";

import { asc, gt } from "drizzle-orm";

import { beirutDate, beirutTime } from "~/lib/beirut-time";
import type { ClosurePeriodText } from "~/lib/closure-period";
import type { TWeekdayHours } from "~/schemas/admin/schedule";
import type { Database } from "~/server/db/client";
import { closures, scheduleRules } from "~/server/db/schema";
import { listStrandedAppointments } from "./list-stranded-appointments";

type Reader = Pick<Database, "select">;

/** The weekly hours as seven days, Monday first; a day without a rule is closed. */
export async function readWeeklyHours(db: Reader): Promise<TWeekdayHours[]> {
  const rules = await db.select().from(scheduleRules).orderBy(asc(scheduleRules.weekday), asc(scheduleRules.opensAt));
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const dayRules = rules.filter((r) => r.weekday === weekday);
    const first = dayRules[0];
    const last = dayRules.at(-1);
    return first && last
      ? { weekday, open: true, opensAt: first.opensAt, closesAt: last.closesAt, slotMinutes: first.slotMinutes }
      : { weekday, open: false, opensAt: "15:00", closesAt: "19:00", slotMinutes: 30 };
  });
}

/** Closures not yet over, soonest first, with their Beirut dates and times for the page. */
export async function listUpcomingClosures(db: Reader, now = new Date()) {
  const rows = await db.select().from(closures).where(gt(closures.endsAt, now)).orderBy(asc(closures.startsAt));
  return rows.map((c) => ({ id: c.id, reason: c.reason, startsAt: c.startsAt, endsAt: c.endsAt, ...closurePeriodText(c) }));
}

/** A closure's Beirut dates and times; one ending at midnight ends on the day before, at "00:00". */
export function closurePeriodText(c: { startsAt: Date; endsAt: Date }): ClosurePeriodText {
  return {
    starts: { date: beirutDate(c.startsAt), time: beirutTime(c.startsAt) },
    ends: { date: beirutDate(new Date(c.endsAt.getTime() - 1)), time: beirutTime(c.endsAt) },
  };
}

/** Everything the schedule page shows: the week, the closures ahead, the bookings they strand. */
export async function getSchedule(db: Database, now = new Date()) {
  const [week, upcomingClosures, stranded] = await Promise.all([readWeeklyHours(db), listUpcomingClosures(db, now), listStrandedAppointments(db, now)]);
  return { week, closures: upcomingClosures, stranded };
}
