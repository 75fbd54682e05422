import "server-only";

import { eq } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { appointments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { mailLanguage } from "~/server/mail/mail-language";
import { readManagedAppointment } from "./manage-appointment";
import { manageUrl } from "./manage-link";
import { appointmentInvitation } from "./send-appointment-emails";

export const NOT_IN_CALENDAR = "Only a confirmed appointment can be added to a calendar.";

/**
 * "Add to calendar": the visit's .ics (the one its e-mails carry: same UID and sequence, so adding
 * it twice, or after the e-mail's, updates one event), in `locale`, by its signed manage link.
 */
export async function visitCalendarFile({ db, appointmentId, token, locale }: { db: Database; appointmentId: string; token: string; locale: Locale }): Promise<string> {
  const visit = await readManagedAppointment({ db, appointmentId, token, locale });
  if (visit.status !== "confirmed") throw new AppError("CONFLICT", NOT_IN_CALENDAR);
  const [row] = await db
    .select({ patientName: appointments.patientName, patientEmail: appointments.patientEmail, sequence: appointments.sequence })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new AppError("NOT_FOUND", "This appointment no longer exists. Please call the clinic.");
  return appointmentInvitation(
    {
      appointmentId,
      serviceName: visit.serviceName,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      online: visit.type === "Online",
      manageLink: manageUrl({ id: appointmentId, endsAt: visit.endsAt }, locale),
      attendeeEmail: row.patientEmail,
      attendeeName: row.patientName,
      sequence: row.sequence,
    },
    await mailLanguage(locale),
  );
}
