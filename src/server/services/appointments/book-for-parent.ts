import "server-only";

import { eq, sql } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import { localePath, type Locale } from "~/i18n/locales";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import type { TStaffBooking } from "~/schemas/admin/agenda";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { appointments, payments, services, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { mailLanguage } from "~/server/mail/mail-language";
import { recordConsent } from "~/server/privacy/consents";
import { sendParentMessage } from "~/server/messaging/send-parent-message";
import { scheduleReminders } from "./appointment-reminders";
import { CHECKOUT_SESSION_MINUTES, MAX_CHECKOUT_SESSION_MINUTES, type PaymentProvider } from "~/server/payments/provider";
import { serviceNameIn } from "../catalogue/service-translations";
import { newOrderId } from "../orders/new-order-id";
import { releaseOrder } from "../orders/release-order";
import { isSlotConflict, SLOT_TAKEN_MESSAGE } from "./book-appointment";
import { takeSlot } from "./slot-holds";
import { assertBookableDate, forgetTakenSlots, NOTHING_TAKEN, slotState } from "./list-time-slots";
import { scheduledSlots } from "./schedule-cache";
import { sendAppointmentEmails } from "./send-appointment-emails";
import { placeStaffBookingChild, staffBookingChild } from "./staff-booking-child";
import { parentNameOf } from "./parent-name";

/**
 * The language the parent's e-mails speak: the one staff chose; else the one of the parent's
 * account, when one has this e-mail (the language they use the site in); else English.
 */
async function parentLanguage(db: Database, booking: TStaffBooking): Promise<Locale> {
  if (booking.locale) return booking.locale;
  const email = booking.patient.email;
  if (!email) return "en";
  const [account] = await db.select({ locale: users.locale }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return account?.locale ?? "en";
}

/** A payment link stays open a day, and closes an hour before the visit at the latest. */
const LINK_CLOSES_BEFORE_VISIT_MINUTES = 60;
export const TOO_SOON_FOR_A_LINK = "This visit is too soon for a payment link. Book it as paid at the clinic.";

/**
 * A parent phoned: staff book a free slot for them, under the same database guarantee as an online
 * booking. Paid at the clinic: confirmed at once, and the parent (when an e-mail is given) gets
 * the usual confirmation with its .ics. By payment link: the slot is held while the parent pays
 * through the link e-mailed to them (the provider's page, open up to a day); the payment confirms
 * it as an online payment would, and an unpaid hold is released when the link closes. The
 * booking keeps the parent's language (parentLanguage), and their e-mails speak it.
 */
export async function bookForParent({
  db,
  actorId,
  booking,
  provider,
  publicUrl,
  now = new Date(),
}: {
  db: Database;
  actorId: string;
  booking: TStaffBooking;
  provider: PaymentProvider;
  publicUrl: string;
  now?: Date;
}) {
  const [service] = await db.select().from(services).where(eq(services.id, booking.serviceId));
  if (!service || service.archivedAt) throw new AppError("BAD_REQUEST", "Please choose a service.", { serviceId: "Please choose a service." });
  assertBookableDate(booking.date, now);
  const slot = (await scheduledSlots(db, booking.date)).find((s) => s.startTime === booking.startTime);
  if (!slot) throw new AppError("BAD_REQUEST", "This time is not one of the day's slots.", { startTime: "This time is not one of the day's slots." });
  if (slotState(slot, NOTHING_TAKEN, now) === "past") {
    throw new AppError("BAD_REQUEST", "This time has already passed. Please choose another.", { startTime: "This time has already passed. Please choose another." });
  }
  const child = await staffBookingChild(db, booking, service);
  const byLink = booking.payment === "link";
  const linkMinutes = Math.min(MAX_CHECKOUT_SESSION_MINUTES, Math.floor((slot.startsAt.getTime() - now.getTime()) / 60_000) - LINK_CLOSES_BEFORE_VISIT_MINUTES);
  if (byLink && linkMinutes < CHECKOUT_SESSION_MINUTES) throw new AppError("BAD_REQUEST", TOO_SOON_FOR_A_LINK, { payment: TOO_SOON_FOR_A_LINK });
  const holdExpiresAt = byLink ? new Date(now.getTime() + linkMinutes * 60_000) : null;
  const amountCents = booking.type === "Online" ? service.priceOnlineCents : service.priceOfflineCents;
  const description = `${service.name} — ${formatBeirutDateTime(slot.startsAt)}`;
  const orderId = byLink ? newOrderId("APT") : null;
  const locale = await parentLanguage(db, booking);

  let created: typeof appointments.$inferSelect;
  try {
    created = await db.transaction(async (tx) => {
      await takeSlot(tx, slot.startsAt, now);
      const placed = await placeStaffBookingChild(tx, { actorId, child, email: booking.patient.email });
      const [row] = await tx
        .insert(appointments)
        .values({
          serviceId: service.id,
          patientName: placed.patientName ?? booking.patient.name,
          childId: placed.childId,
          childDateOfBirth: placed.childDateOfBirth,
          // Stored as +9613123456, like online bookings (the agenda searches by digits).
          patientPhone: booking.patient.phoneNumber.replace(/[^\d+]/g, ""),
          patientEmail: booking.patient.email,
          notes: booking.notes,
          type: booking.type,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          status: byLink ? "pending" : "confirmed",
          holdExpiresAt,
          locale,
        })
        .returning();
      if (orderId && holdExpiresAt) {
        await tx.insert(payments).values({
          id: orderId,
          kind: "appointment",
          appointmentId: row!.id,
          description,
          amountCents,
          currency: service.currency,
          provider: provider.name,
          customerEmail: booking.patient.email,
          expiresAt: holdExpiresAt,
        });
      }
      // Told of the privacy notice on the phone, as the staff member confirmed: the parent's consent
      // for the child's health information, given by phone and recorded in the staff member's name.
      await recordConsent(tx, {
        email: booking.patient.email || null,
        childId: placed.childId,
        appointmentId: row!.id,
        purpose: "health_data_care",
        page: booking.consentPage || "/admin/agenda",
        channel: "phone",
        recordedBy: actorId,
      });
      await recordChange(tx, {
        actorId,
        action: "book for a parent",
        entity: "appointment",
        entityId: row!.id,
        after: { date: booking.date, time: booking.startTime, patient: booking.patient.name, payment: byLink ? `payment link ${orderId}` : "at the clinic", language: locale },
      });
      // Paid at the clinic: confirmed now, so the parent's confirmation and the clinic's notice are queued with it.
      if (!byLink) {
        await sendAppointmentEmails({ db: tx, appointmentId: row!.id, orderId: null });
        await scheduleReminders(tx, row!);
      }
      return row!;
    });
  } catch (error) {
    if (isSlotConflict(error)) throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE, { startTime: SLOT_TAKEN_MESSAGE });
    throw error;
  }
  forgetTakenSlots();

  if (orderId && holdExpiresAt && booking.patient.email) {
    try {
      const session = await provider.createCheckout({
        orderId,
        kind: "appointment",
        description,
        amountCents,
        currency: service.currency,
        customerEmail: booking.patient.email,
        successUrl: `${publicUrl}${localePath(locale, `/appointment/status/pending/${orderId}`)}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}${localePath(locale, "/appointment/status/failure")}?order=${orderId}`,
        expiresInMinutes: linkMinutes,
        locale,
      });
      await db.update(payments).set({ providerRef: session.sessionId, checkoutUrl: session.url, successIndicator: session.successIndicator ?? null }).where(eq(payments.id, orderId));
      await sendPaymentLink(db, {
        orderId,
        appointmentId: created.id,
        phone: created.patientPhone,
        to: booking.patient.email,
        patientName: created.patientName,
        serviceName: await serviceNameIn(db, service, locale),
        startsAt: slot.startsAt,
        amountCents,
        url: session.url,
        closesAt: holdExpiresAt,
        locale,
      });
    } catch (error) {
      logger.error("payment link could not be made", { orderId, error });
      if (await releaseOrder({ db, orderId, status: "failed" })) forgetTakenSlots();
      throw new AppError("SERVICE_UNAVAILABLE", "The payment link could not be made, so the slot was released. Please try again, or book it as paid at the clinic.");
    }
    return { ...created, orderId };
  }
  return { ...created, orderId };
}

/** The payment link, in the parent's language (`serviceName` in it too). */
async function sendPaymentLink(db: Database, input: {
  orderId: string;
  appointmentId: string;
  phone: string;
  to: string;
  patientName: string;
  serviceName: string;
  startsAt: Date;
  amountCents: number;
  url: string;
  closesAt: Date;
  locale: Locale;
}) {
  const m = await mailLanguage(input.locale);
  const { t } = m;
  const amount = m.price(input.amountCents);
  const description = t("format.description", { service: input.serviceName, when: m.dateTime(input.startsAt) });
  const mail = m.render({
    preheader: t("paymentLink.preheader", { amount }),
    heading: t("paymentLink.heading"),
    blocks: [
      { kind: "paragraph", text: t("paymentLink.greeting", { name: input.patientName }) },
      { kind: "details", rows: [[t("labels.appointment"), description], [t("labels.amount"), amount], [t("labels.payBefore"), m.dateTime(input.closesAt)]] },
      { kind: "button", label: t("paymentLink.button"), url: input.url },
      { kind: "paragraph", text: t("paymentLink.closing") },
      { kind: "details", rows: m.contactRows() },
    ],
  });
  // On WhatsApp for a number that chose it, when the checkout is on the site (a URL button's link is).
  await sendParentMessage(db, {
    key: input.orderId,
    mail: { template: "appointment-payment-link", to: input.to, subject: t("paymentLink.subject", { description }), ...mail, headers: m.headers, replyTo: clinic.email },
    whatsapp: {
      phone: input.phone,
      appointmentId: input.appointmentId,
      template: "payment_link",
      locale: input.locale,
      parameters: { parent_name: await parentNameOf(db, { email: input.to, bookedAs: input.patientName }), when: m.dateTime(input.startsAt), amount },
      link: input.url,
    },
  });
}
