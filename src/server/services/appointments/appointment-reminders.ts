import "server-only";

import { eq } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import type { Database } from "~/server/db/client";
import { appointments, services } from "~/server/db/schema";
import { enqueueJob } from "~/server/jobs/enqueue-job";
import { mailLanguage } from "~/server/mail/mail-language";
import { sendParentMessage } from "~/server/messaging/send-parent-message";
import { serviceNameIn } from "../catalogue/service-translations";
import { manageUrl } from "./manage-link";
import { parentNameOf } from "./parent-name";

/** How long before a visit its reminders go out. */
export const REMINDERS = { "24h": 24 * 60, "2h": 2 * 60 } as const;
export type ReminderKind = keyof typeof REMINDERS;
export type ReminderJob = { appointmentId: string; sequence: number; kind: ReminderKind };

/**
 * Queues a confirmed visit's reminders, in the transaction that confirmed or moved it: one a day
 * before and one two hours before, those still ahead. Each is tied to the visit's sequence, so a
 * moved visit's old reminders find it changed and send nothing, and the new time gets its own.
 */
export async function scheduleReminders(db: Database, appointment: { id: string; startsAt: Date; sequence: number }, now = new Date()) {
  for (const kind of Object.keys(REMINDERS) as ReminderKind[]) {
    const at = new Date(appointment.startsAt.getTime() - REMINDERS[kind] * 60_000);
    if (at.getTime() <= now.getTime()) continue;
    await enqueueJob("send-reminder", { appointmentId: appointment.id, sequence: appointment.sequence, kind }, { key: `${appointment.id}:${appointment.sequence}:${kind}`, db, startAfter: at });
  }
}

/**
 * A reminder whose time has come: sent when the visit is still confirmed at the time it was
 * queued for; otherwise (cancelled, moved, completed) nothing. Returns what it did.
 */
export async function sendReminder(db: Database, job: ReminderJob): Promise<"sent" | "skipped"> {
  const [row] = await db
    .select({ appointment: appointments, serviceName: services.name })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, job.appointmentId));
  if (!row || row.appointment.status !== "confirmed" || row.appointment.sequence !== job.sequence) return "skipped";
  const { appointment } = row;
  // In the language the visit was booked in, the service's name too.
  const m = await mailLanguage(appointment.locale);
  const { t } = m;
  const serviceName = await serviceNameIn(db, { id: appointment.serviceId, name: row.serviceName }, appointment.locale);
  const when = m.dateTime(appointment.startsAt);
  const soon = job.kind === "2h";
  const mail = appointment.patientEmail ? m.render({
    preheader: t("reminder.preheader", { service: serviceName, when }),
    heading: t(soon ? "reminder.headingSoon" : "reminder.headingTomorrow"),
    blocks: [
      { kind: "paragraph", text: t("reminder.greeting", { name: appointment.patientName, doctor: clinic.doctor.name }) },
      {
        kind: "details",
        rows: [
          [t("labels.service"), serviceName],
          [t("labels.when"), when],
          [t("labels.type"), appointment.type === "Online" ? t("values.online") : appointment.type === "In-Person" ? t("values.inPerson") : appointment.type],
        ],
      },
      ...(appointment.type === "Online"
        ? [
            { kind: "paragraph" as const, text: t("reminder.joinIntro") },
            { kind: "button" as const, label: t("buttons.joinCall"), url: manageUrl(appointment, appointment.locale) },
          ]
        : []),
      { kind: "paragraph", text: t("reminder.cannotMakeIt") },
      { kind: "button", label: t("buttons.manage"), url: manageUrl(appointment, appointment.locale) },
      { kind: "details", rows: m.contactRows() },
    ],
  }) : null;
  // On WhatsApp for a parent who chose it (the e-mail then goes only if it cannot be delivered).
  const channel = await sendParentMessage(db, {
    key: `${appointment.id}:${appointment.sequence}`,
    mail: mail && appointment.patientEmail
      ? { template: `appointment-reminder-${job.kind}`, to: appointment.patientEmail, subject: t(soon ? "reminder.subjectSoon" : "reminder.subjectTomorrow", { when }), ...mail, headers: m.headers, replyTo: clinic.email }
      : null,
    whatsapp: {
      phone: appointment.patientPhone,
      appointmentId: appointment.id,
      template: soon ? "visit_reminder_2h" : "visit_reminder_24h",
      locale: appointment.locale,
      parameters: { parent_name: await parentNameOf(db, { email: appointment.patientEmail, bookedAs: appointment.patientName }), when },
      link: manageUrl(appointment, appointment.locale),
    },
  });
  return channel === "none" ? "skipped" : "sent";
}
