import "server-only";

import { and, asc, eq, inArray, sql } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { appointments, services, users } from "~/server/db/schema";
import { serviceNamesIn } from "../catalogue/service-translations";
import { manageUrl } from "./manage-link";

export type MyAppointment = {
  id: string;
  /** In the reader's language (English where not translated). */
  serviceName: string;
  startsAt: Date;
  type: string;
  status: (typeof appointments.$inferSelect)["status"];
  meetingLink: string | null;
  /** The visit's own page (the e-mails' signed link) in the reader's language, while it is ahead. */
  manageUrl: string | null;
};

/**
 * The visits booked with the account's e-mail, once that address is proven (a code was entered
 * for it): an address typed into the booking form proves nothing, so an unverified account sees
 * none. Upcoming first (soonest first), then past ones (latest first); unpaid holds are not shown.
 */
export async function listMyAppointments({ db, userId, locale = "en", now = new Date() }: { db: Database; userId: string; locale?: Locale; now?: Date }) {
  const [user] = await db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (!user?.emailVerified) return { emailVerified: false as const, email: user?.email ?? "", upcoming: [], past: [] };
  const rows = await db
    .select({ appointment: appointments, serviceName: services.name })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(and(sql`lower(${appointments.patientEmail}) = ${user.email.toLowerCase()}`, inArray(appointments.status, ["confirmed", "cancelled", "completed", "no_show"])))
    .orderBy(asc(appointments.startsAt))
    .limit(200);
  const names = await serviceNamesIn(db, rows.map((row) => ({ id: row.appointment.serviceId, name: row.serviceName })), locale);
  const visits = rows.map(({ appointment, serviceName }): MyAppointment => {
    const ahead = appointment.endsAt.getTime() > now.getTime();
    return {
      id: appointment.id,
      serviceName: names.get(appointment.serviceId) ?? serviceName,
      startsAt: appointment.startsAt,
      type: appointment.type,
      status: appointment.status,
      meetingLink: ahead && appointment.status === "confirmed" ? appointment.meetingLink : null,
      manageUrl: ahead ? manageUrl(appointment, locale) : null,
    };
  });
  const isAhead = (visit: MyAppointment) => visit.manageUrl !== null;
  return { emailVerified: true as const, email: user.email, upcoming: visits.filter(isAhead), past: visits.filter((v) => !isAhead(v)).reverse() };
}
