import "server-only";

import { eq } from "drizzle-orm";
import { createEvent } from "ics";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import { formatPrice } from "~/lib/money";
import type { Database } from "~/server/db/client";
import { appointments, payments, services } from "~/server/db/schema";
import { renderMail } from "~/server/mail/layout";
import { sendMail } from "~/server/mail/send-mail";
import { paidLine } from "~/server/payments/receipt";
import { manageUrl } from "./manage-link";

function utcParts(instant: Date): [number, number, number, number, number] {
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

/** An .ics invitation in UTC, so every calendar app shows it at the right local time. */
export function appointmentInvitation(input: {
  appointmentId: string;
  serviceName: string;
  startsAt: Date;
  endsAt: Date;
  meetingLink: string | null;
  attendeeEmail: string | null;
  attendeeName: string;
  /** CANCEL with a higher sequence removes the event from the parent's calendar (RFC 5546). */
  method?: "PUBLISH" | "CANCEL";
  sequence?: number;
}): string {
  const { error, value } = createEvent({
    uid: `${input.appointmentId}@${new URL(env.PUBLIC_URL).hostname}`,
    title: `${input.serviceName} with ${clinic.doctor.name}`,
    description: [
      `Online appointment with ${clinic.doctor.name}, ${clinic.name}.`,
      input.meetingLink ? `Join the video call: ${input.meetingLink}` : "",
      `Questions: ${clinic.phone.display} or ${clinic.email}.`,
    ]
      .filter(Boolean)
      .join("\n"),
    location: input.meetingLink ?? clinic.name,
    url: input.meetingLink ?? env.PUBLIC_URL,
    start: utcParts(input.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcParts(input.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
    status: input.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    method: input.method ?? "PUBLISH",
    sequence: input.sequence ?? 0,
    organizer: { name: clinic.name, email: clinic.email },
    attendees: input.attendeeEmail
      ? [{ name: input.attendeeName, email: input.attendeeEmail, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }]
      : [],
    productId: "littlecedars/appointments",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar invitation");
  return value;
}

/**
 * After payment: the parent's confirmation (when an e-mail was given) and the clinic's notice,
 * read and queued in `db` (the confirming transaction, so they are queued if and only if it commits).
 */
export async function sendAppointmentEmails({ db, appointmentId, orderId }: { db: Database; appointmentId: string; orderId: string | null }) {
  const [row] = await db
    .select({ appointment: appointments, serviceName: services.name, amountCents: payments.amountCents, provider: payments.provider })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(payments, eq(payments.id, orderId ?? ""))
    .where(eq(appointments.id, appointmentId));
  if (!row) return;
  const { appointment, serviceName } = row;
  const when = formatBeirutDateTime(appointment.startsAt);
  // Booked by the clinic for a parent who phoned: paid at the clinic, no order.
  const payment: Array<[string, string]> =
    orderId && row.amountCents !== null && row.provider ? [["Order", orderId], paidLine(row.amountCents, row.provider)] : [["Payment", "At the clinic"]];
  const details: Array<[string, string]> = [["Service", serviceName], ["When", when], ["Duration", "30 minutes"], ["Type", appointment.type], ...payment];

  if (appointment.patientEmail) {
    const mail = renderMail({
      preheader: `${serviceName}, ${when}`,
      heading: "Your appointment is confirmed",
      blocks: [
        { kind: "paragraph", text: `Dear ${appointment.patientName}, thank you for booking with ${clinic.doctor.name}.` },
        { kind: "details", rows: details },
        ...(appointment.meetingLink
          ? [
              { kind: "paragraph" as const, text: "At the time of the appointment, join the video call from this link (no app needed on a computer; on a phone the Jitsi Meet app works best):" },
              { kind: "button" as const, label: "Join the video call", url: appointment.meetingLink },
            ]
          : []),
        { kind: "paragraph", text: "The calendar invitation attached adds it to your calendar. To see or cancel your appointment at any time, no account needed:" },
        { kind: "button", label: "Manage your appointment", url: manageUrl(appointment) },
        { kind: "paragraph", text: "To change the time, call or WhatsApp us." },
        { kind: "details", rows: [["Phone / WhatsApp", clinic.phone.display], ["E-mail", clinic.email]] },
      ],
    });
    await sendMail({
      template: "appointment-confirmation",
      to: appointment.patientEmail,
      subject: `Appointment confirmed: ${when}`,
      ...mail,
      replyTo: clinic.email,
      attachments: [
        {
          filename: "appointment.ics",
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: appointmentInvitation({
            appointmentId,
            serviceName,
            startsAt: appointment.startsAt,
            endsAt: appointment.endsAt,
            meetingLink: appointment.meetingLink,
            attendeeEmail: appointment.patientEmail,
            attendeeName: appointment.patientName,
          }),
        },
      ],
    }, { key: appointmentId, db });
  }

  const notice = renderMail({
    preheader: `${appointment.patientName}, ${when}`,
    heading: "New online appointment",
    blocks: [
      {
        kind: "details",
        rows: [
          ...details,
          ["Parent", appointment.patientName],
          ["Phone", appointment.patientPhone],
          ["E-mail", appointment.patientEmail ?? "not given"],
          ["Notes", appointment.notes || "none"],
          ["Meeting link", appointment.meetingLink ?? "none"],
        ],
      },
    ],
  });
  await sendMail({ template: "clinic-new-appointment", to: clinic.email, subject: `New appointment: ${when} — ${appointment.patientName}`, ...notice }, { key: appointmentId, db });
}

/** Tells the clinic a payment arrived after its hold was released, so staff refund it. */
export async function sendLatePaymentAlert({ db, orderId, amountCents }: { db: Database; orderId: string; amountCents: number; currency: string }) {
  const mail = renderMail({
    preheader: `Refund needed for ${orderId}`,
    heading: "A payment needs a refund",
    blocks: [
      { kind: "paragraph", text: "This payment completed after its booking hold had expired, so no appointment was confirmed. Please refund it from the payment provider's dashboard and contact the parent." },
      { kind: "details", rows: [["Order", orderId], ["Amount", formatPrice(amountCents)]] },
    ],
  });
  await sendMail({ template: "clinic-refund-needed", to: clinic.email, subject: `Refund needed: ${orderId}`, ...mail }, { key: orderId, db });
}

/** A visit as the cancellation and move e-mails need it: the row the change returned. */
type ChangedVisit = { id: string; startsAt: Date; endsAt: Date; meetingLink: string | null; patientName: string; patientEmail: string; sequence: number };

/** The .ics of a changed visit: same UID, the visit's new sequence; CANCEL removes it from calendars. */
function changedInvitation(visit: ChangedVisit, serviceName: string, method: "PUBLISH" | "CANCEL") {
  return {
    filename: method === "CANCEL" ? "appointment-cancelled.ics" : "appointment.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: appointmentInvitation({
      appointmentId: visit.id,
      serviceName,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      meetingLink: visit.meetingLink,
      attendeeEmail: visit.patientEmail,
      attendeeName: visit.patientName,
      method,
      sequence: visit.sequence,
    }),
  };
}

/**
 * To the parent, when the visit is cancelled (by the clinic, or by them from their link): what,
 * when, whether money comes back, and a cancelling .ics.
 */
export async function sendCancellationEmail(
  db: Database,
  { visit, serviceName, refund, byParent }: { visit: ChangedVisit; serviceName: string; refund: { amountCents: number } | null; byParent: boolean },
) {
  const when = formatBeirutDateTime(visit.startsAt);
  const mail = renderMail({
    preheader: `${serviceName}, ${when}`,
    heading: "Your appointment is cancelled",
    blocks: [
      {
        kind: "paragraph",
        text: byParent
          ? `Dear ${visit.patientName}, your appointment is cancelled, as you asked.`
          : `Dear ${visit.patientName}, the clinic has cancelled your appointment. We are sorry for the change.`,
      },
      { kind: "details", rows: [["Service", serviceName], ["When", when]] },
      {
        kind: "paragraph",
        text: refund
          ? `We have refunded ${formatPrice(refund.amountCents)} to the card you paid with; banks take 5 to 10 days to show it.`
          : byParent
            ? "It was cancelled less than a day before, so by the clinic's policy nothing is refunded."
            : "No payment is refunded by this message; if you paid, the clinic will contact you.",
      },
      { kind: "paragraph", text: "The calendar file attached removes it from your calendar. To book another time, visit our booking page or call us." },
      { kind: "details", rows: [["Phone / WhatsApp", clinic.phone.display], ["E-mail", clinic.email]] },
    ],
  });
  await sendMail(
    { template: "appointment-cancelled", to: visit.patientEmail, subject: `Appointment cancelled: ${when}`, ...mail, replyTo: clinic.email, attachments: [changedInvitation(visit, serviceName, "CANCEL")] },
    { key: `${visit.id}:${visit.sequence}`, db },
  );
}

/** To the parent, when the visit is moved (by the clinic or by them): the new time and an .ics that updates the event. */
export async function sendRescheduleEmail(
  db: Database,
  { visit, serviceName, previousStartsAt, byParent }: { visit: ChangedVisit; serviceName: string; previousStartsAt: Date; byParent: boolean },
) {
  const when = formatBeirutDateTime(visit.startsAt);
  const mail = renderMail({
    preheader: `${serviceName}, now ${when}`,
    heading: "Your appointment has a new time",
    blocks: [
      { kind: "paragraph", text: byParent ? `Dear ${visit.patientName}, your appointment is moved, as you asked.` : `Dear ${visit.patientName}, the clinic has moved your appointment.` },
      { kind: "details", rows: [["Service", serviceName], ["Was", formatBeirutDateTime(previousStartsAt)], ["Now", when]] },
      ...(visit.meetingLink ? [{ kind: "button" as const, label: "Join the video call", url: visit.meetingLink }] : []),
      { kind: "paragraph", text: "The calendar file attached moves it in your calendar. If the new time does not suit you, call or WhatsApp us, or cancel it here:" },
      { kind: "button", label: "Manage your appointment", url: manageUrl(visit) },
      { kind: "details", rows: [["Phone / WhatsApp", clinic.phone.display], ["E-mail", clinic.email]] },
    ],
  });
  await sendMail(
    { template: "appointment-rescheduled", to: visit.patientEmail, subject: `Appointment moved: ${when}`, ...mail, replyTo: clinic.email, attachments: [changedInvitation(visit, serviceName, "PUBLISH")] },
    { key: `${visit.id}:${visit.sequence}`, db },
  );
}

/** To the clinic, when a parent changed their own visit from the manage link. */
export async function sendParentChangeNotice(
  db: Database,
  input: { change: "cancelled" | "moved"; appointment: { id: string; patientName: string; patientPhone: string; startsAt: Date; sequence: number }; serviceName: string; previousStartsAt?: Date; refundedCents: number | null },
) {
  const when = formatBeirutDateTime(input.appointment.startsAt);
  const rows: Array<[string, string]> = [
    ["Parent", input.appointment.patientName],
    ["Phone", input.appointment.patientPhone],
    ["Service", input.serviceName],
    ...(input.previousStartsAt ? ([["Was", formatBeirutDateTime(input.previousStartsAt)]] as Array<[string, string]>) : []),
    [input.change === "moved" ? "Now" : "When", when],
    ...(input.change === "cancelled" ? ([["Refund", input.refundedCents ? `${formatPrice(input.refundedCents)} refunded` : "none"]] as Array<[string, string]>) : []),
  ];
  const mail = renderMail({
    preheader: `${input.appointment.patientName}, ${when}`,
    heading: input.change === "cancelled" ? "A parent cancelled their appointment" : "A parent moved their appointment",
    blocks: [{ kind: "details", rows }],
  });
  await sendMail(
    { template: `clinic-parent-${input.change}`, to: clinic.email, subject: `${input.change === "cancelled" ? "Cancelled" : "Moved"} by the parent: ${when} — ${input.appointment.patientName}`, ...mail },
    { key: `${input.appointment.id}:${input.appointment.sequence}`, db },
  );
}
