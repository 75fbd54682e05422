import "server-only";

import type { TWeeklyHours } from "~/schemas/admin/schedule";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { scheduleRules } from "~/server/db/schema";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";
import { forgetSchedule } from "./schedule-cache";
import { readWeeklyHours } from "./get-schedule";
import { listStrandedAppointments } from "./list-stranded-appointments";

/**
 * Replaces the weekly hours. Existing bookings stay as they are: those the new hours no longer
 * offer are returned (and listed on the schedule page) for staff to reschedule or cancel. The
 * booking calendar of every app process follows within a quarter second (the "schedule" tag).
 */
export async function setWeeklyHours({ db, actorId, week, now = new Date() }: { db: Database; actorId: string; week: TWeeklyHours; now?: Date }) {
  const result = await db.transaction(async (tx) => {
    const before = await readWeeklyHours(tx);
    await tx.delete(scheduleRules);
    const open = week.days.filter((day) => day.open);
    if (open.length > 0) {
      await tx.insert(scheduleRules).values(
        open.map(({ weekday, opensAt, closesAt, slotMinutes }) => ({ weekday, opensAt, closesAt, slotMinutes })),
      );
    }
    const after = await readWeeklyHours(tx);
    await recordChange(tx, { actorId, action: "set weekly hours", entity: "schedule", before, after });
    await markContentChanged(tx, [contentTags.schedule]);
    return { week: after, stranded: await listStrandedAppointments(tx, now) };
  });
  // This process sees it at once; the others within a quarter second (the tag's version).
  forgetSchedule();
  return result;
}
