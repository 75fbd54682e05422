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
    status: "CONFIRMED",
    method: "PUBLISH",
    organizer: { name: clinic.name, email: clinic.email },
    attendees: input.attendeeEmail
      ? [{ name: input.attendeeName, email: input.attendeeEmail, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }]
      : [],
    productId: "littlecedars/appointments",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar invitation");
  return value;
}

/** After payment: the parent's confirmation (when an e-mail was given) and the clinic's notice. */
export async function sendAppointmentEmails({ db, appointmentId, orderId }: { db: Database; appointmentId: string; orderId: string }) {
  const [row] = await db
    .select({ appointment: appointments, serviceName: services.name, amountCents: payments.amountCents, provider: payments.provider })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(payments, eq(payments.id, orderId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return;
  const { appointment, serviceName } = row;
  const when = formatBeirutDateTime(appointment.startsAt);
  const details: Array<[string, string]> = [
    ["Service", serviceName],
    ["When", when],
    ["Duration", "30 minutes"],
    ["Type", appointment.type],
    ["Order", orderId],
    paidLine(row.amountCents, row.provider),
  ];

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
        { kind: "paragraph", text: "The calendar invitation attached adds it to your calendar. To change or cancel, call or WhatsApp us." },
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
    });
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
  await sendMail({ template: "clinic-new-appointment", to: clinic.email, subject: `New appointment: ${when} — ${appointment.patientName}`, ...notice });
}

/** Tells the clinic a payment arrived after its hold was released, so staff refund it. */
export async function sendLatePaymentAlert({ orderId, amountCents }: { orderId: string; amountCents: number; currency: string }) {
  const mail = renderMail({
    preheader: `Refund needed for ${orderId}`,
    heading: "A payment needs a refund",
    blocks: [
      { kind: "paragraph", text: "This payment completed after its booking hold had expired, so no appointment was confirmed. Please refund it from the payment provider's dashboard and contact the parent." },
      { kind: "details", rows: [["Order", orderId], ["Amount", formatPrice(amountCents)]] },
    ],
  });
  await sendMail({ template: "clinic-refund-needed", to: clinic.email, subject: `Refund needed: ${orderId}`, ...mail });
}
