import "server-only";

import { and, asc, gt, lt } from "drizzle-orm";

import { addDays, beirutInstant, beirutTime, isoWeekday } from "~/lib/beirut-time";
import type { TAgendaHoursQuery } from "~/schemas/admin/agenda";
import type { Database } from "~/server/db/client";
import { closures, scheduleRules } from "~/server/db/schema";

type Reader = Pick<Database, "select">;

/**
 * What the agenda's time grid shades, day by day: the opening hours of each date (a weekday may
 * have several periods; the gaps between them are breaks) and the closures that fall on it, cut
 * to the day, as Beirut wall-clock times ("24:00" for a closure running past midnight).
 */
export async function listAgendaHours(db: Reader, query: TAgendaHoursQuery) {
  const from = beirutInstant(query.from, "00:00");
  const to = beirutInstant(addDays(query.from, query.days), "00:00");
  const [rules, closed] = await Promise.all([
    db.select().from(scheduleRules).orderBy(asc(scheduleRules.weekday), asc(scheduleRules.opensAt)),
    db
      .select({ startsAt: closures.startsAt, endsAt: closures.endsAt, reason: closures.reason })
      .from(closures)
      .where(and(lt(closures.startsAt, to), gt(closures.endsAt, from)))
      .orderBy(asc(closures.startsAt)),
  ]);

  return Array.from({ length: query.days }, (_, index) => {
    const date = addDays(query.from, index);
    const dayStart = beirutInstant(date, "00:00");
    const dayEnd = beirutInstant(addDays(date, 1), "00:00");
    return {
      date,
      open: rules
        .filter((rule) => rule.weekday === isoWeekday(date))
        .map((rule) => ({ from: rule.opensAt, to: rule.closesAt, slotMinutes: rule.slotMinutes })),
      closures: closed
        .filter((c) => c.startsAt < dayEnd && c.endsAt > dayStart)
        .map((c) => ({
          from: c.startsAt <= dayStart ? "00:00" : beirutTime(c.startsAt),
          to: c.endsAt >= dayEnd ? "24:00" : beirutTime(c.endsAt),
          reason: c.reason,
        })),
    };
  });
}
