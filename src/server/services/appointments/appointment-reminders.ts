import "server-only";

import { eq } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import type { Database } from "~/server/db/client";
import { appointments, services } from "~/server/db/schema";
import { enqueueJob } from "~/server/jobs/enqueue-job";
import { renderMail } from "~/server/mail/layout";
import { sendMail } from "~/server/mail/send-mail";
import { manageUrl } from "./manage-link";

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
  if (!row || row.appointment.status !== "confirmed" || row.appointment.sequence !== job.sequence || !row.appointment.patientEmail) return "skipped";
  const { appointment, serviceName } = row;
  const when = formatBeirutDateTime(appointment.startsAt);
  const soon = job.kind === "2h";
  const mail = renderMail({
    preheader: `${serviceName}, ${when}`,
    heading: soon ? "Your appointment is in two hours" : "Your appointment is tomorrow",
    blocks: [
      { kind: "paragraph", text: `Dear ${appointment.patientName}, a reminder of your appointment with ${clinic.doctor.name}.` },
      { kind: "details", rows: [["Service", serviceName], ["When", when], ["Type", appointment.type]] },
      ...(appointment.meetingLink
        ? [
            { kind: "paragraph" as const, text: "At the time of the appointment, join the video call from this link:" },
            { kind: "button" as const, label: "Join the video call", url: appointment.meetingLink },
          ]
        : []),
      { kind: "paragraph", text: "Cannot make it? Cancel it here, or call or WhatsApp us, so another family can have the time:" },
      { kind: "button", label: "Manage your appointment", url: manageUrl(appointment) },
      { kind: "details", rows: [["Phone / WhatsApp", clinic.phone.display], ["E-mail", clinic.email]] },
    ],
  });
  await sendMail(
    { template: `appointment-reminder-${job.kind}`, to: appointment.patientEmail!, subject: `${soon ? "In two hours" : "Tomorrow"}: your appointment, ${when}`, ...mail, replyTo: clinic.email },
    { key: `${appointment.id}:${appointment.sequence}`, db },
  );
  return "sent";
}
