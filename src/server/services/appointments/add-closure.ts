import "server-only";

import { and, gt, lt, sql } from "drizzle-orm";

import { addDays, beirutInstant } from "~/lib/beirut-time";
import { describeClosurePeriod } from "~/lib/closure-period";
import type { TClosure } from "~/schemas/admin/schedule";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { closures } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";
import { forgetSchedule } from "./schedule-cache";
import { closurePeriodText } from "./get-schedule";
import { listStrandedAppointments } from "./list-stranded-appointments";

// Serialises closure edits, so that two staff adding overlapping closures at once cannot both pass
// the overlap check (the check reads, then writes).
const CLOSURE_EDIT_LOCK = 72_317_010;

/** The instants a closure covers: a date without a time is the whole day. */
export function closurePeriod(input: TClosure) {
  const startsAt = beirutInstant(input.startDate, input.startTime ?? "00:00");
  const endsAt = input.endTime ? beirutInstant(input.endDate, input.endTime) : beirutInstant(addDays(input.endDate, 1), "00:00");
  return { startsAt, endsAt };
}

/**
 * Closes the clinic for a period. An overlap with another closure is refused (one closure per
 * time, so removing one reopens exactly its time); bookings inside it are not cancelled but
 * returned for staff to reschedule or cancel.
 */
export async function addClosure({ db, actorId, input, now = new Date() }: { db: Database; actorId: string; input: TClosure; now?: Date }) {
  const { startsAt, endsAt } = closurePeriod(input);
  if (endsAt <= startsAt) throw new AppError("BAD_REQUEST", "The closure must end after it starts.", { endDate: "The closure must end after it starts." });
  if (endsAt <= now) throw new AppError("BAD_REQUEST", "This closure is already over.", { endDate: "This closure is already over." });
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLOSURE_EDIT_LOCK})`);
    const [overlap] = await tx
      .select()
      .from(closures)
      .where(and(lt(closures.startsAt, endsAt), gt(closures.endsAt, startsAt)))
      .limit(1);
    if (overlap) {
      const message = `This overlaps the closure “${overlap.reason}” (${describeClosurePeriod(closurePeriodText(overlap))}). Remove that one first, or choose another time.`;
      throw new AppError("CONFLICT", message, { startDate: message });
    }
    const [closure] = await tx.insert(closures).values({ startsAt, endsAt, reason: input.reason }).returning();
    await recordChange(tx, { actorId, action: "add closure", entity: "closure", entityId: closure!.id, after: closure });
    await markContentChanged(tx, [contentTags.schedule]);
    const stranded = (await listStrandedAppointments(tx, now)).filter((b) => b.startsAt < endsAt && b.endsAt > startsAt);
    return { closure: closure!, stranded };
  });
  // This process sees it at once; the others within a quarter second (the tag's version).
  forgetSchedule();
  return result;
}
