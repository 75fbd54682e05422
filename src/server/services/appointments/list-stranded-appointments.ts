import "server-only";

import { and, asc, eq, gt, gte, inArray } from "drizzle-orm";

import { beirutDate, beirutTime } from "~/lib/beirut-time";
import type { Database } from "~/server/db/client";
import { appointments, closures, scheduleRules, services } from "~/server/db/schema";
import { slotsForDate } from "./slot-engine";

/** A database or one of its transactions. */
type Reader = Pick<Database, "select">;

/**
 * Upcoming bookings (held or confirmed) that the schedule no longer offers: their slot is outside
 * the weekly hours or overlaps a closure. A schedule change never cancels them by itself; staff see
 * them listed and reschedule or cancel each (nothing is silently dropped).
 */
export async function listStrandedAppointments(db: Reader, now = new Date()) {
  const [rules, closed, upcoming] = await Promise.all([
    db.select().from(scheduleRules),
    db.select({ startsAt: closures.startsAt, endsAt: closures.endsAt }).from(closures).where(gt(closures.endsAt, now)),
    db
      .select({
        id: appointments.id,
        patientName: appointments.patientName,
        patientPhone: appointments.patientPhone,
        status: appointments.status,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        serviceName: services.name,
      })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .where(and(gte(appointments.startsAt, now), inArray(appointments.status, ["pending", "confirmed"])))
      .orderBy(asc(appointments.startsAt)),
  ]);
  return upcoming
    .filter((booking) => {
      const offered = slotsForDate(beirutDate(booking.startsAt), rules, closed);
      return !offered.some((slot) => slot.startsAt.getTime() === booking.startsAt.getTime() && slot.endsAt.getTime() === booking.endsAt.getTime());
    })
    .map((booking) => ({ ...booking, date: beirutDate(booking.startsAt), time: beirutTime(booking.startsAt) }));
}
