import "server-only";

import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { appointments, payments, services } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import type { PaymentProvider } from "~/server/payments/provider";
import { manageToken } from "../appointments/manage-link";
import { sendConfirmationCopy } from "../appointments/send-appointment-emails";
import { serviceNameIn } from "../catalogue/service-translations";
import { isVideoVisit } from "../appointments/video-window";
import { confirmationCopiesPerAddress, confirmationCopiesPerVisit } from "../security/limits";
import { clientAddress, consumeRateLimits } from "../security/rate-limit";
import { reconcilePayment } from "./reconcile-payment";
import { paymentOfReturn } from "./returned-checkout";

export const CONFIRMATION_GONE = "This appointment can no longer be sent from here. Please call the clinic.";
export const TOO_MANY_COPIES = "This confirmation was sent several times already. Please try again in an hour, or call the clinic.";

/**
 * The visit's payment the return address names (only for the browser it returned to), asked of the
 * provider first while it is still pending (the return may beat the webhook).
 */
export async function visitPaymentOfReturn({ db, provider, orderId, sessionId }: { db: Database; provider: PaymentProvider; orderId: string; sessionId: string }) {
  let payment = await paymentOfReturn({ db, orderId, sessionId });
  if (payment.kind !== "appointment" || !payment.appointmentId) throw new AppError("NOT_FOUND", "Order not found.");
  if (payment.status === "pending") {
    await reconcilePayment({ db, provider, orderId }).catch((error: unknown) => logger.warn("could not ask the provider about an order", { orderId, error }));
    payment = (await db.select().from(payments).where(eq(payments.id, orderId)))[0] ?? payment;
  }
  return { ...payment, appointmentId: payment.appointmentId };
}

/**
 * What the confirmation page shows the browser that came back from paying: the visit (service in
 * the page's language, the child, the time), what was paid, the video link and the visit's manage
 * token. The payment's return address proves who is asking (paymentOfReturn): the order number
 * alone opens nothing. A payment still pending is asked of the provider first, as the pending page
 * does.
 */
export async function readBookingConfirmation({
  db,
  provider,
  orderId,
  sessionId,
  locale,
  now = new Date(),
}: {
  db: Database;
  provider: PaymentProvider;
  orderId: string;
  sessionId: string;
  locale: Locale;
  now?: Date;
}) {
  const payment = await visitPaymentOfReturn({ db, provider, orderId, sessionId });
  const [row] = await db
    .select({ appointment: appointments, serviceName: services.name })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, payment.appointmentId!));
  if (!row) throw new AppError("NOT_FOUND", "Order not found.");
  const { appointment } = row;
  // This payment booked the visit: it was paid (and maybe refunded since, when it was cancelled).
  const booked = payment.status === "paid" || payment.status === "refunded";
  const ahead = appointment.endsAt.getTime() > now.getTime();
  return {
    orderId: payment.id,
    booked,
    status: appointment.status,
    appointmentId: appointment.id,
    serviceName: await serviceNameIn(db, { id: appointment.serviceId, name: row.serviceName }, locale),
    patientName: appointment.patientName,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    amountCents: payment.amountCents,
    currency: payment.currency,
    // Whether it is a video visit; its room is reached from the visit's page, from 15 minutes before.
    videoVisit: booked && isVideoVisit(appointment),
    // The signed link of the visit's e-mails: while the visit is ahead, as those links are.
    manageToken: booked && ahead ? manageToken(appointment.id, appointment.endsAt) : null,
    email: appointment.patientEmail,
  };
}

/**
 * "E-mail me this": the confirmation, to an address typed on the confirmation page. Only the
 * browser that came back from paying may ask (the return address's session), a few times an hour.
 * The address is written to and nothing more: it is not kept on the visit (see sendConfirmationCopy).
 */
export async function emailBookingConfirmation({
  db,
  orderId,
  sessionId,
  email,
  headers = new Headers(),
  now = new Date(),
}: {
  db: Database;
  orderId: string;
  sessionId: string;
  email: string;
  headers?: Headers;
  now?: Date;
}): Promise<{ sent: true }> {
  const payment = await paymentOfReturn({ db, orderId, sessionId });
  if (payment.kind !== "appointment" || !payment.appointmentId || payment.status !== "paid") throw new AppError("CONFLICT", CONFIRMATION_GONE);
  const [appointment] = await db
    .select({ id: appointments.id, status: appointments.status, endsAt: appointments.endsAt })
    .from(appointments)
    .where(eq(appointments.id, payment.appointmentId));
  if (appointment?.status !== "confirmed" || appointment.endsAt.getTime() <= now.getTime()) throw new AppError("CONFLICT", CONFIRMATION_GONE);
  await consumeRateLimits(db, [confirmationCopiesPerVisit(appointment.id), confirmationCopiesPerAddress(clientAddress(headers))], TOO_MANY_COPIES, now);
  await sendConfirmationCopy({ db, appointmentId: appointment.id, orderId: payment.id, to: email, copyId: randomUUID() });
  return { sent: true };
}
