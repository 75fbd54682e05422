import "server-only";

import { and, asc, eq, inArray, or, sql } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { appointments, childAdults, children, services, users } from "~/server/db/schema";
import { serviceNamesIn } from "../catalogue/service-translations";
import { isVideoVisit, parentWindow } from "./video-window";
import { manageUrl } from "./manage-link";

export type MyAppointment = {
  id: string;
  /** In the reader's language (English where not translated). */
  serviceName: string;
  startsAt: Date;
  type: string;
  status: (typeof appointments.$inferSelect)["status"];
  /** A confirmed online visit's room: when it opens to the parent and closes (decision 048). */
  video: { opensAt: Date; closesAt: Date } | null;
  /** The visit's own page (the e-mails' signed link) in the reader's language, while it is ahead. */
  manageUrl: string | null;
  /** The child it is for, when the reader is one of its adults. */
  child: { id: string; firstName: string } | null;
};

/**
 * The visits booked with the account's e-mail, once that address is proven (a code was entered
 * for it): an address typed into the booking form proves nothing, so an unverified account sees
 * none of those. And the visits of the account's children (decision 046), whoever of their adults
 * booked them: being a child's adult is proof enough. Upcoming first (soonest first), then past ones (latest first); unpaid holds are not shown.
 */
export async function listMyAppointments({ db, userId, locale = "en", now = new Date() }: { db: Database; userId: string; locale?: Locale; now?: Date }) {
  const [user] = await db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (!user) return { emailVerified: false as const, email: "", upcoming: [], past: [] };
  const ofMyChildren = inArray(appointments.childId, db.select({ id: childAdults.childId }).from(childAdults).where(eq(childAdults.userId, userId)));
  const rows = await db
    .select({ appointment: appointments, serviceName: services.name, childFirstName: children.firstName, myChild: childAdults.childId })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(children, eq(children.id, appointments.childId))
    .leftJoin(childAdults, and(eq(childAdults.childId, appointments.childId), eq(childAdults.userId, userId)))
    .where(
      and(
        user.emailVerified ? or(sql`lower(${appointments.patientEmail}) = ${user.email.toLowerCase()}`, ofMyChildren) : ofMyChildren,
        inArray(appointments.status, ["confirmed", "cancelled", "completed", "no_show"]),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(200);
  const names = await serviceNamesIn(db, rows.map((row) => ({ id: row.appointment.serviceId, name: row.serviceName })), locale);
  const visits = rows.map(({ appointment, serviceName, childFirstName, myChild }): MyAppointment => {
    const ahead = appointment.endsAt.getTime() > now.getTime();
    return {
      id: appointment.id,
      serviceName: names.get(appointment.serviceId) ?? serviceName,
      startsAt: appointment.startsAt,
      type: appointment.type,
      status: appointment.status,
      video: ahead && isVideoVisit(appointment) ? parentWindow(appointment) : null,
      manageUrl: ahead ? manageUrl(appointment, locale) : null,
      // Only a child of the reader's is named (a visit found by e-mail may be another family's child).
      child: myChild && childFirstName ? { id: myChild, firstName: childFirstName } : null,
    };
  });
  const isAhead = (visit: MyAppointment) => visit.manageUrl !== null;
  const result = { email: user.email, upcoming: visits.filter(isAhead), past: visits.filter((v) => !isAhead(v)).reverse() };
  if (!user.emailVerified) return { ...result, emailVerified: false as const };
  return { emailVerified: true as const, email: user.email, upcoming: visits.filter(isAhead), past: visits.filter((v) => !isAhead(v)).reverse() };
}
