import "server-only";

import { and, eq } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import { beirutDate, beirutTime, formatBeirutDateTime } from "~/lib/beirut-time";
import { fitsAgeRange } from "~/lib/child-age";
import type { Database } from "~/server/db/client";
import { appointments, children, payments, services } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import type { PaymentProvider } from "~/server/payments/provider";
import { bookAppointment, visitCheckoutRequest } from "../appointments/book-appointment";
import { visitPaymentOfReturn } from "./booking-confirmation";
import { forgetTakenSlots } from "../appointments/list-time-slots";
import { newOrderId } from "../orders/new-order-id";
import { releaseOrder } from "../orders/release-order";
import { releaseLapsedHold } from "./expire-stale-payments";
import { paymentOfReturn } from "./returned-checkout";

/** Where a second try sends the parent: to pay (a new attempt), to the confirmation, or to the form. */
export type RetryOutcome = { next: "checkout"; url: string; locale: Locale } | { next: "paid"; locale: Locale } | { next: "form"; locale: Locale };

/** The attempt the failure page's return address names, and its visit: only for that browser. */
async function failedAttempt(db: Database, provider: PaymentProvider, orderId: string, sessionId: string) {
  const payment = await visitPaymentOfReturn({ db, provider, orderId, sessionId });
  const [row] = await db
    .select({ appointment: appointments, service: services })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, payment.appointmentId!));
  if (!row) throw new AppError("NOT_FOUND", "Order not found.");
  return { payment, ...row };
}

async function childStillFits(db: Database, childId: string, service: typeof services.$inferSelect, visitDate: string): Promise<boolean> {
  const [child] = await db.select({ dateOfBirth: children.dateOfBirth, archivedAt: children.archivedAt }).from(children).where(eq(children.id, childId));
  // A child made from past visits may have no date of birth yet: no age range can be checked (050).
  return Boolean(child && !child.archivedAt && (child.dateOfBirth === null || fitsAgeRange(service, child.dateOfBirth, visitDate)));
}

/**
 * "Try again" on the failure page (a declined card, a checkout left): a new attempt to pay for what
 * the parent already chose and typed, straight to the payment page. While the declined booking's
 * hold lasts, its slot is still theirs: a new order for the same appointment (a new order id per
 * attempt, payments brief). After the hold, the same time is booked again if it is still free.
 * Otherwise the booking form opens with their details (retryDetails) to choose another time.
 */
export async function retryBooking({
  db,
  provider,
  orderId,
  sessionId,
  publicUrl,
  headers,
  now = new Date(),
}: {
  db: Database;
  provider: PaymentProvider;
  orderId: string;
  sessionId: string;
  publicUrl: string;
  headers?: Headers;
  now?: Date;
}): Promise<RetryOutcome> {
  const { payment, appointment, service } = await failedAttempt(db, provider, orderId, sessionId);
  const locale = appointment.locale;
  if (payment.status === "paid") return { next: "paid", locale };
  // Still open at the provider (the parent came back with the Back button): the same page.
  if (payment.status === "pending" && payment.checkoutUrl) return { next: "checkout", url: payment.checkoutUrl, locale };

  // The child is checked again as a booking checks it: still on record, and of an age the service takes.
  if (appointment.childId && !(await childStillFits(db, appointment.childId, service, beirutDate(appointment.startsAt)))) return { next: "form", locale };
  const held = await payAgainWhileHeld({ db, provider, appointmentId: appointment.id, service, publicUrl, now });
  if (held) return { next: "checkout", url: held, locale };

  if (appointment.status === "pending" && (await releaseLapsedHold(db, appointment.id, now))) forgetTakenSlots();
  try {
    const booked = await bookAppointment({
      db,
      provider,
      input: {
        service: appointment.serviceId,
        patient: { name: appointment.patientName, phoneNumber: appointment.patientPhone, email: appointment.patientEmail },
        date: beirutDate(appointment.startsAt),
        startTime: beirutTime(appointment.startsAt),
        type: "Online",
        notes: appointment.notes,
        healthDataConsent: true,
        // A guest's child goes with it; a known child is set below (no account signs this retry in).
        child: appointment.childDateOfBirth && !appointment.childId ? { name: appointment.patientName, dateOfBirth: appointment.childDateOfBirth } : undefined,
      },
      publicUrl,
      headers,
      locale,
      now,
      consent: { carriedFrom: appointment.id },
    });
    if (appointment.childId) {
      const [retried] = await db.select({ appointmentId: payments.appointmentId }).from(payments).where(eq(payments.id, booked.orderId));
      if (retried?.appointmentId) await db.update(appointments).set({ childId: appointment.childId }).where(eq(appointments.id, retried.appointmentId));
    }
    return { next: "checkout", url: booked.session.url, locale };
  } catch (error) {
    // Taken meanwhile, kept for the waiting list, past, or the service is no longer booked online.
    if (error instanceof AppError && (error.code === "CONFLICT" || error.code === "BAD_REQUEST")) return { next: "form", locale };
    throw error;
  }
}

/**
 * A new payment attempt for an appointment whose hold still lasts, under the appointment's lock
 * (the sweeper takes it too before releasing a lapsed hold). The attempt ends with the hold: the
 * parent gets the rest of their minutes, not new ones. Returns the payment page, or null when the
 * hold is over.
 */
async function payAgainWhileHeld({
  db,
  provider,
  appointmentId,
  service,
  publicUrl,
  now,
}: {
  db: Database;
  provider: PaymentProvider;
  appointmentId: string;
  service: typeof services.$inferSelect;
  publicUrl: string;
  now: Date;
}): Promise<string | null> {
  const orderId = newOrderId("APT");
  const opened = await db.transaction(async (tx) => {
    const [visit] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for("update");
    if (visit?.status !== "pending" || !visit.holdExpiresAt || visit.holdExpiresAt.getTime() <= now.getTime()) return null;
    const [underWay] = await tx
      .select({ checkoutUrl: payments.checkoutUrl })
      .from(payments)
      .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, "pending")));
    if (underWay) return { underWay: underWay.checkoutUrl };
    const description = `${service.name} — ${formatBeirutDateTime(visit.startsAt)}`;
    await tx.insert(payments).values({
      id: orderId,
      kind: "appointment",
      appointmentId,
      description,
      amountCents: service.priceOnlineCents,
      currency: service.currency,
      provider: provider.name,
      customerEmail: visit.patientEmail,
      expiresAt: visit.holdExpiresAt,
    });
    return { visit, description };
  });
  if (!opened) return null;
  if ("underWay" in opened) return opened.underWay ?? null;
  const { visit, description } = opened;
  try {
    const session = await provider.createCheckout(
      visitCheckoutRequest({ orderId, description, amountCents: service.priceOnlineCents, currency: service.currency, customerEmail: visit.patientEmail, publicUrl, locale: visit.locale }),
    );
    await db
      .update(payments)
      .set({ providerRef: session.sessionId, checkoutUrl: session.url, successIndicator: session.successIndicator ?? null })
      .where(eq(payments.id, orderId));
    return session.url;
  } catch (error) {
    logger.error("could not open a checkout", { orderId, error });
    await releaseOrder({ db, orderId, status: "failed", keepHold: true });
    throw new AppError("SERVICE_UNAVAILABLE", "Card payments are unavailable right now. Please try again in a few minutes.");
  }
}

/**
 * What the parent typed for a booking they could not pay, for the booking form to fill in again:
 * only for the browser back from that payment (its return address's session).
 */
export async function retryDetails({ db, orderId, sessionId }: { db: Database; orderId: string; sessionId: string }) {
  const payment = await paymentOfReturn({ db, orderId, sessionId });
  if (payment.kind !== "appointment" || !payment.appointmentId) throw new AppError("NOT_FOUND", "Order not found.");
  const [visit] = await db.select().from(appointments).where(eq(appointments.id, payment.appointmentId));
  if (!visit) throw new AppError("NOT_FOUND", "Order not found.");
  return {
    service: visit.serviceId,
    name: visit.patientName,
    phoneNumber: visit.patientPhone,
    email: visit.patientEmail ?? "",
    notes: visit.notes,
    date: beirutDate(visit.startsAt),
  };
}

/**
 * The failure page's view of the attempt its return address names: whether a second try can go
 * straight to payment, and until when a declined card's slot is still kept (null once it is not).
 * Only for that browser, as above.
 */
export async function readFailedAttempt({ db, orderId, sessionId, now = new Date() }: { db: Database; orderId: string; sessionId: string; now?: Date }) {
  const payment = await paymentOfReturn({ db, orderId, sessionId });
  if (payment.kind !== "appointment" || !payment.appointmentId) throw new AppError("NOT_FOUND", "Order not found.");
  const [visit] = await db
    .select({ status: appointments.status, startsAt: appointments.startsAt, holdExpiresAt: appointments.holdExpiresAt })
    .from(appointments)
    .where(eq(appointments.id, payment.appointmentId));
  if (!visit) throw new AppError("NOT_FOUND", "Order not found.");
  const held = payment.status === "failed" && visit.status === "pending" && visit.holdExpiresAt !== null && visit.holdExpiresAt.getTime() > now.getTime();
  return { startsAt: visit.startsAt, heldUntil: held ? visit.holdExpiresAt : null };
}
