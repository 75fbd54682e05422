import "server-only";

import { eq } from "drizzle-orm";
import { createEvent } from "ics";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import type { Locale } from "~/i18n/locales";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import { formatPrice } from "~/lib/money";
import type { Database } from "~/server/db/client";
import { appointments, payments, services } from "~/server/db/schema";
import { renderMail } from "~/server/mail/layout";
import { mailLanguage, type MailLanguage } from "~/server/mail/mail-language";
import { sendMail } from "~/server/mail/send-mail";
import { sendParentMessage } from "~/server/messaging/send-parent-message";
import { paidLine } from "~/server/payments/receipt";
import { serviceNameIn } from "../catalogue/service-translations";
import { manageUrl } from "./manage-link";
import { parentNameOf } from "./parent-name";

function utcParts(instant: Date): [number, number, number, number, number] {
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

/**
 * An .ics invitation in UTC, so every calendar app shows it at the right local time; its title and
 * description in the parent's language (`m`, English when not given).
 */
export function appointmentInvitation(
  input: {
    appointmentId: string;
    serviceName: string;
    startsAt: Date;
    endsAt: Date;
    /** An online visit: its events say to join from the visit's page (its link), never a room's address. */
    online: boolean;
    /** The visit's own page (the signed manage link), in the parent's language. */
    manageLink: string;
    attendeeEmail: string | null;
    attendeeName: string;
    /** CANCEL with a higher sequence removes the event from the parent's calendar (RFC 5546). */
    method?: "PUBLISH" | "CANCEL";
    sequence?: number;
  },
  m: Pick<MailLanguage, "t">,
): string {
  const { t } = m;
  const { error, value } = createEvent({
    uid: `${input.appointmentId}@${new URL(env.PUBLIC_URL).hostname}`,
    title: t("invitation.title", { service: input.serviceName, doctor: clinic.doctor.name }),
    description: [
      t("invitation.online", { doctor: clinic.doctor.name, clinic: clinic.name }),
      input.online ? t("invitation.join", { link: input.manageLink }) : "",
      t("invitation.questions", { phone: clinic.phone.display, email: clinic.email }),
    ]
      .filter(Boolean)
      .join("\n"),
    location: input.online ? t("invitation.videoLocation") : clinic.name,
    url: input.online ? input.manageLink : env.PUBLIC_URL,
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

/** "Online" / "In-Person" in the parent's language. */
function visitType(m: MailLanguage, type: string): string {
  return type === "Online" ? m.t("values.online") : type === "In-Person" ? m.t("values.inPerson") : type;
}

type ConfirmedVisit = typeof appointments.$inferSelect;
type PaidOrder = { orderId: string; amountCents: number; provider: string } | null;

/** The visit, its service's stored name and the order that paid it (none when booked by the clinic). */
async function visitWithPayment(db: Database, appointmentId: string, orderId: string | null) {
  const [row] = await db
    .select({ appointment: appointments, serviceName: services.name, amountCents: payments.amountCents, provider: payments.provider })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(payments, eq(payments.id, orderId ?? ""))
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  // Booked by the clinic for a parent who phoned: paid at the clinic, no order.
  const paid: PaidOrder = orderId && row.amountCents !== null && row.provider ? { orderId, amountCents: row.amountCents, provider: row.provider } : null;
  return { appointment: row.appointment, serviceName: row.serviceName, paid };
}

/**
 * The parent's confirmation, in the language they booked in (the service's name too, where it is
 * translated), with the video link, the visit's manage link and an .ics invitation, to `to`.
 */
async function sendParentConfirmation(
  db: Database,
  { appointment, serviceName: storedName, paid, to, key, whatsapp = false }: { appointment: ConfirmedVisit; serviceName: string; paid: PaidOrder; to: string; key: string; whatsapp?: boolean },
) {
  const m = await mailLanguage(appointment.locale);
  const { t } = m;
  const serviceName = await serviceNameIn(db, { id: appointment.serviceId, name: storedName }, appointment.locale);
  const when = m.dateTime(appointment.startsAt);
  const payment: Array<[string, string]> = paid
    ? [[t("labels.order"), paid.orderId], m.paidRow(paid.amountCents, paid.provider)]
    : [[t("labels.payment"), t("values.atClinic")]];
  const mail = m.render({
    preheader: t("confirmation.preheader", { service: serviceName, when }),
    heading: t("confirmation.heading"),
    blocks: [
      { kind: "paragraph", text: t("confirmation.greeting", { name: appointment.patientName, doctor: clinic.doctor.name }) },
      {
        kind: "details",
        rows: [
          [t("labels.service"), serviceName],
          [t("labels.when"), when],
          [t("labels.duration"), t("values.thirtyMinutes")],
          [t("labels.type"), visitType(m, appointment.type)],
          ...payment,
        ],
      },
      ...(appointment.type === "Online" ? [{ kind: "paragraph" as const, text: t("confirmation.joinIntro") }] : []),
      { kind: "paragraph", text: t("confirmation.manageIntro") },
      { kind: "button", label: t("buttons.manage"), url: manageUrl(appointment, appointment.locale) },
      { kind: "paragraph", text: t("confirmation.changeTime") },
      { kind: "details", rows: m.contactRows() },
    ],
  });
  const message = {
    template: "appointment-confirmation",
    to,
    subject: t("confirmation.subject", { when }),
    ...mail,
    headers: m.headers,
    replyTo: clinic.email,
    attachments: [
      {
        filename: "appointment.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: appointmentInvitation(
          {
            appointmentId: appointment.id,
            serviceName,
            startsAt: appointment.startsAt,
            endsAt: appointment.endsAt,
            online: appointment.type === "Online",
            manageLink: manageUrl(appointment, appointment.locale),
            attendeeEmail: to,
            attendeeName: appointment.patientName,
            sequence: appointment.sequence,
          },
          m,
        ),
      },
    ],
  };
  if (!whatsapp) return sendMail(message, { key, db });
  // The parent's own confirmation goes on WhatsApp when they chose it, the e-mail only if it cannot.
  await sendParentMessage(db, {
    key,
    mail: message,
    whatsapp: {
      phone: appointment.patientPhone,
      appointmentId: appointment.id,
      template: "visit_confirmation",
      locale: appointment.locale,
      parameters: { parent_name: await parentNameOf(db, { email: appointment.patientEmail, bookedAs: appointment.patientName }), when },
      link: manageUrl(appointment, appointment.locale),
    },
  });
}

/** A parent who gave no e-mail but chose WhatsApp: the confirmation there, with nothing to fall back to. */
async function sendWhatsAppConfirmation(db: Database, appointment: ConfirmedVisit) {
  const m = await mailLanguage(appointment.locale);
  await sendParentMessage(db, {
    key: appointment.id,
    mail: null,
    whatsapp: {
      phone: appointment.patientPhone,
      appointmentId: appointment.id,
      template: "visit_confirmation",
      locale: appointment.locale,
      parameters: { parent_name: await parentNameOf(db, { email: appointment.patientEmail, bookedAs: appointment.patientName }), when: m.dateTime(appointment.startsAt) },
      link: manageUrl(appointment, appointment.locale),
    },
  });
}

/**
 * After payment: the parent's confirmation (when an e-mail was given) and the clinic's notice
 * (English), read and queued in `db` (the confirming transaction, so they are queued if and only
 * if it commits).
 */
export async function sendAppointmentEmails({ db, appointmentId, orderId }: { db: Database; appointmentId: string; orderId: string | null }) {
  const found = await visitWithPayment(db, appointmentId, orderId);
  if (!found) return;
  const { appointment, paid } = found;
  if (appointment.patientEmail) {
    await sendParentConfirmation(db, { ...found, to: appointment.patientEmail, key: appointmentId, whatsapp: true });
  } else {
    await sendWhatsAppConfirmation(db, appointment);
  }

  // The clinic's notice: English, whatever the parent's language.
  const when = formatBeirutDateTime(appointment.startsAt);
  const payment: Array<[string, string]> = paid ? [["Order", paid.orderId], paidLine(paid.amountCents, paid.provider)] : [["Payment", "At the clinic"]];
  const details: Array<[string, string]> = [["Service", found.serviceName], ["When", when], ["Duration", "30 minutes"], ["Type", appointment.type], ...payment];
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
        ],
      },
    ],
  });
  await sendMail({ template: "clinic-new-appointment", to: clinic.email, subject: `New appointment: ${when} — ${appointment.patientName}`, ...notice }, { key: appointmentId, db });
}

/**
 * A copy of the confirmation to an address the parent typed on the confirmation page (they gave
 * none when booking). The address is only written to: it is not kept on the visit, so it gets no
 * later e-mails and links the visit to no account — the mail itself is all it proves. Each copy is
 * its own message (`copyId`).
 */
export async function sendConfirmationCopy({ db, appointmentId, orderId, to, copyId }: { db: Database; appointmentId: string; orderId: string; to: string; copyId: string }) {
  const found = await visitWithPayment(db, appointmentId, orderId);
  if (!found) return;
  await sendParentConfirmation(db, { ...found, to, key: `copy:${appointmentId}:${copyId}` });
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
type ChangedVisit = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  type: string;
  patientName: string;
  patientEmail: string;
  /** The visit's phone: its parent may have chosen WhatsApp for it (decision 053). */
  patientPhone?: string;
  sequence: number;
  locale: Locale;
};

/** A visit's service as stored: its English name, which the parent's e-mails translate. */
type VisitService = { id: string; name: string };

/** The .ics of a changed visit: same UID, the visit's new sequence; CANCEL removes it from calendars. */
function changedInvitation(visit: ChangedVisit, serviceName: string, method: "PUBLISH" | "CANCEL", m: MailLanguage) {
  return {
    filename: method === "CANCEL" ? "appointment-cancelled.ics" : "appointment.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: appointmentInvitation(
      {
        appointmentId: visit.id,
        serviceName,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        online: visit.type === "Online",
        manageLink: manageUrl(visit, visit.locale),
        attendeeEmail: visit.patientEmail,
        attendeeName: visit.patientName,
        method,
        sequence: visit.sequence,
      },
      m,
    ),
  };
}

/**
 * To the parent, in their language (the service's name too, where it is translated), when the
 * visit is cancelled (by the clinic, or by them from their link): what, when, whether money comes
 * back, and a cancelling .ics.
 */
export async function sendCancellationEmail(
  db: Database,
  { visit, service, refund, byParent, paid = true }: { visit: ChangedVisit; service: VisitService; refund: { amountCents: number } | null; byParent: boolean; paid?: boolean },
) {
  const m = await mailLanguage(visit.locale);
  const { t } = m;
  const serviceName = await serviceNameIn(db, service, visit.locale);
  const when = m.dateTime(visit.startsAt);
  const mail = m.render({
    preheader: t("cancellation.preheader", { service: serviceName, when }),
    heading: t("cancellation.heading"),
    blocks: [
      { kind: "paragraph", text: t(byParent ? "cancellation.byParent" : "cancellation.byClinic", { name: visit.patientName }) },
      { kind: "details", rows: [[t("labels.service"), serviceName], [t("labels.when"), when]] },
      {
        kind: "paragraph",
        text: refund
          ? t("cancellation.refunded", { amount: m.price(refund.amountCents) })
          : byParent && paid
            ? t("cancellation.tooLateForRefund")
            : t("cancellation.noRefundHere"),
      },
      { kind: "paragraph", text: t("cancellation.calendar") },
      { kind: "details", rows: m.contactRows() },
    ],
  });
  const message = {
    template: "appointment-cancelled",
    to: visit.patientEmail,
    subject: t("cancellation.subject", { when }),
    ...mail,
    headers: m.headers,
    replyTo: clinic.email,
    attachments: [changedInvitation(visit, serviceName, "CANCEL", m)],
  };
  const link = manageUrl(visit, visit.locale);
  const parentName = visit.patientPhone ? await parentNameOf(db, { email: visit.patientEmail, bookedAs: visit.patientName }) : visit.patientName;
  await sendParentMessage(db, {
    key: `${visit.id}:${visit.sequence}`,
    mail: message,
    whatsapp: visit.patientPhone
      ? refund
        ? { phone: visit.patientPhone, appointmentId: visit.id, template: "visit_cancelled_refunded", locale: visit.locale, parameters: { parent_name: parentName, when, amount: m.price(refund.amountCents) }, link }
        : { phone: visit.patientPhone, appointmentId: visit.id, template: "visit_cancelled", locale: visit.locale, parameters: { parent_name: parentName, when }, link }
      : null,
  });
}

/** To the parent, in their language (the service's name too), when the visit is moved (by the clinic or by them): the new time and an .ics that updates the event. */
export async function sendRescheduleEmail(
  db: Database,
  { visit, service, previousStartsAt, byParent }: { visit: ChangedVisit; service: VisitService; previousStartsAt: Date; byParent: boolean },
) {
  const m = await mailLanguage(visit.locale);
  const { t } = m;
  const serviceName = await serviceNameIn(db, service, visit.locale);
  const when = m.dateTime(visit.startsAt);
  const mail = m.render({
    preheader: t("reschedule.preheader", { service: serviceName, when }),
    heading: t("reschedule.heading"),
    blocks: [
      { kind: "paragraph", text: t(byParent ? "reschedule.byParent" : "reschedule.byClinic", { name: visit.patientName }) },
      { kind: "details", rows: [[t("labels.service"), serviceName], [t("labels.was"), m.dateTime(previousStartsAt)], [t("labels.now"), when]] },
      ...(visit.type === "Online" ? [{ kind: "paragraph" as const, text: t("confirmation.joinIntro") }] : []),
      { kind: "paragraph", text: t("reschedule.calendar") },
      { kind: "button", label: t("buttons.manage"), url: manageUrl(visit, visit.locale) },
      { kind: "details", rows: m.contactRows() },
    ],
  });
  await sendParentMessage(db, {
    key: `${visit.id}:${visit.sequence}`,
    mail: {
      template: "appointment-rescheduled",
      to: visit.patientEmail,
      subject: t("reschedule.subject", { when }),
      ...mail,
      headers: m.headers,
      replyTo: clinic.email,
      attachments: [changedInvitation(visit, serviceName, "PUBLISH", m)],
    },
    whatsapp: visit.patientPhone
      ? {
          phone: visit.patientPhone,
          appointmentId: visit.id,
          template: "visit_moved",
          locale: visit.locale,
          parameters: { parent_name: await parentNameOf(db, { email: visit.patientEmail, bookedAs: visit.patientName }), previous_when: m.dateTime(previousStartsAt), when },
          link: manageUrl(visit, visit.locale),
        }
      : null,
  });
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
