import "server-only";

import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import { recordChange, type ParentActor } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { appointments, payments, services } from "~/server/db/schema";
import type { PaymentProvider } from "~/server/payments/provider";
import { serviceNamesIn } from "~/server/services/catalogue/service-translations";
import { cancelAppointment } from "~/server/services/appointments/cancel-appointment";
import { paidCentsOf, refundOnCancel } from "~/server/services/appointments/manage-appointment";
import { releasePayment } from "~/server/services/payments/settle-payment";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A visit erasure cancels, as the parent (and the administrator) are shown it before. */
export type VisitToCancel = {
  id: string;
  /** The name it was booked under (the child's). */
  patientName: string;
  /** In the reader's language (English where not translated). */
  serviceName: string;
  type: string;
  startsAt: Date;
  status: "confirmed" | "pending";
  /** What was paid for it; null when nothing was (paid at the clinic, or a payment link not used yet). */
  paidCents: number | null;
  /** What the clinic's cancellation rules give back (decision 028): null when nothing. */
  refundCents: number | null;
  currency: string;
};

export const ERASURE_CANCEL_REASON = "The parent deleted their account";

/**
 * The visits ahead booked with the address (decision 055): erasure empties their e-mail and phone,
 * so nobody could be reached about them. Booked (confirmed), or held while a payment link is open;
 * a hold already lapsed is the expiry job's. Soonest first.
 */
function upcomingWithAddress(db: Database | Transaction, email: string, now: Date) {
  const address = email.trim().toLowerCase();
  return db
    .select({
      id: appointments.id,
      serviceId: appointments.serviceId,
      serviceName: services.name,
      currency: services.currency,
      patientName: appointments.patientName,
      type: appointments.type,
      startsAt: appointments.startsAt,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        sql`lower(${appointments.patientEmail}) = ${address}`,
        gt(appointments.startsAt, now),
        or(eq(appointments.status, "confirmed"), and(eq(appointments.status, "pending"), or(isNull(appointments.holdExpiresAt), gt(appointments.holdExpiresAt, now)))),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/** What erasing the account of `email` now would cancel, and what each visit's cancellation refunds. */
export async function visitsErasureCancels({ db, email, locale = "en", now = new Date() }: { db: Database; email: string; locale?: Locale; now?: Date }): Promise<VisitToCancel[]> {
  const rows = await upcomingWithAddress(db, email, now);
  const names = await serviceNamesIn(db, rows.map((row) => ({ id: row.serviceId, name: row.serviceName })), locale);
  const visits: VisitToCancel[] = [];
  // One by one: a handful of visits, and `db` may be a single connection.
  for (const row of rows) {
    const paidCents = await paidCentsOf(db, row.id);
    visits.push({
      id: row.id,
      patientName: row.patientName,
      serviceName: names.get(row.serviceId) ?? row.serviceName,
      type: row.type,
      startsAt: row.startsAt,
      status: row.status as VisitToCancel["status"],
      paidCents,
      refundCents: refundOnCancel(row.startsAt, paidCents, now),
      currency: row.currency,
    });
  }
  return visits;
}

/** Whether a visit ahead is still booked with the address (one booked while erasure was cancelling the others). */
export async function hasUpcomingWithAddress(tx: Transaction, email: string, now: Date): Promise<boolean> {
  return (await upcomingWithAddress(tx, email, now).limit(1)).length > 0;
}

/**
 * Before an account is erased, its visits ahead are cancelled as if the parent cancelled each from
 * its page: the clinic's refund rules, through the one cancel service (the payment provider's
 * refund first, the time freed for the waiting list, the parent's e-mail with its cancelling .ics,
 * the audit log). The parent's own erasure is audited as theirs, an administrator's as the
 * administrator's. A visit cancelled meanwhile (by the clinic, in another tab) is what was wanted;
 * a refund the provider refuses stops here, before anything is erased.
 */
export async function cancelVisitsBeforeErasure({
  db,
  provider,
  userId,
  email,
  by,
  now = new Date(),
}: {
  db: Database;
  provider: PaymentProvider;
  userId: string;
  email: string;
  by: { kind: "parent" } | { kind: "staff"; staffId: string };
  now?: Date;
}): Promise<{ visitsCancelled: number; refundedCents: number }> {
  const visits = await visitsErasureCancels({ db, email, now });
  const parent: ParentActor = { via: "account", userId, email: null };
  let visitsCancelled = 0;
  let refundedCents = 0;
  for (const visit of visits) {
    // A hold whose payment is still open is released as an unpaid checkout is, so that money arriving
    // later is flagged for a refund instead of confirming a visit with no one to reach.
    if (visit.status === "pending" && (await releaseHeldVisit(db, visit.id, by.kind === "staff" ? { actorId: by.staffId } : { byParent: parent }))) {
      visitsCancelled++;
      continue;
    }
    try {
      const { refunded } = await cancelAppointment({
        db,
        provider,
        actorId: by.kind === "staff" ? by.staffId : null,
        parent: by.kind === "parent" ? parent : undefined,
        askedByParent: true,
        appointmentId: visit.id,
        // Read again: a hold may have been paid since the list was read.
        refund: refundOnCancel(visit.startsAt, await paidCentsOf(db, visit.id), now) !== null,
        reason: ERASURE_CANCEL_REASON,
      });
      visitsCancelled++;
      refundedCents += refunded?.amountCents ?? 0;
    } catch (error) {
      const [current] = await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, visit.id));
      if (current && current.status !== "pending" && current.status !== "confirmed") continue;
      throw error;
    }
  }
  return { visitsCancelled, refundedCents };
}

/** Releases a visit held for an open payment (its order pending): cancelled, its time freed for the waiting list, audited. */
async function releaseHeldVisit(db: Database, appointmentId: string, actor: { actorId: string } | { byParent: ParentActor }): Promise<boolean> {
  const [order] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, "pending")));
  if (!order || !(await releasePayment({ db, orderId: order.id, status: "failed" }))) return false;
  await db.transaction((tx) =>
    recordChange(tx, { ...actor, action: "cancel appointment", entity: "appointment", entityId: appointmentId, before: { status: "pending", paymentStatus: "pending" }, after: { status: "cancelled", paymentStatus: "failed", reason: ERASURE_CANCEL_REASON } }),
  );
  return true;
}
