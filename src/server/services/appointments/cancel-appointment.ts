import "server-only";

import { and, desc, eq, inArray, sql } from "drizzle-orm";

import { recordChange, type ParentActor } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { appointments, payments, services } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { PaymentProvider, ProviderName } from "~/server/payments/provider";
import type { Transaction } from "../orders/lock-order";
import { refundOnce } from "../orders/refund-claim";
import { forgetTakenSlots } from "./list-time-slots";
import { sendCancellationEmail, sendParentChangeNotice } from "./send-appointment-emails";
import { offerFreedTime } from "./waitlist";

/** The payment that paid for an appointment, if any (the newest attempt that took money). */
async function paidPaymentOf(db: Database, appointmentId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), inArray(payments.status, ["paid", "refund_needed"])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}

/**
 * The clinic (or the parent, through their manage link) cancels a booking, with or without giving
 * the money back. The refund is asked of the
 * provider first: if it says no, nothing changes and staff read why. Then, in one transaction, the
 * booking is cancelled (its slot is free at once), the payment marked refunded and the change
 * audited; the parent gets an e-mail whose .ics removes the event from their calendar.
 */
export async function cancelAppointment({
  db,
  provider,
  actorId,
  parent,
  askedByParent = actorId === null,
  appointmentId,
  refund,
  reason,
}: {
  db: Database;
  provider: PaymentProvider;
  /** The staff member cancelling (audited), or null when the parent does it (from their manage link unless `parent` says otherwise). */
  actorId: string | null;
  /** The parent cancelling, when it is not through the manage link (their account, at its erasure). */
  parent?: ParentActor;
  /** Whether the parent asked for it (their e-mail says "as you asked"): always when they cancel themselves. */
  askedByParent?: boolean;
  appointmentId: string;
  refund: boolean;
  reason: string;
}) {
  const [found] = await db
    .select({ appointment: appointments, serviceName: services.name })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, appointmentId));
  if (!found) throw new AppError("NOT_FOUND", "This appointment does not exist.");
  const { appointment } = found;
  if (appointment.status !== "pending" && appointment.status !== "confirmed") {
    throw new AppError("CONFLICT", `This appointment is already ${appointment.status}: there is nothing to cancel.`);
  }

  const payment = await paidPaymentOf(db, appointmentId);
  if (refund && !payment) throw new AppError("BAD_REQUEST", "Nothing was paid for this appointment, so there is nothing to refund.", { refund: "Nothing was paid." });
  // A parent acts through their visit's signed link; the visit's address is who they are.
  const actor: { actorId: string } | { byParent: ParentActor } =
    actorId === null ? { byParent: parent ?? { via: "manage link", email: appointment.patientEmail } } : { actorId };
  let refunded: { refundId: string; amountCents: number } | null = null;
  if (refund && payment) {
    if (payment.provider !== provider.name || !payment.providerRef) {
      throw new AppError("CONFLICT", `This payment was taken through ${payment.provider as ProviderName}, which this server no longer uses: refund it in that provider's dashboard, then cancel without a refund.`);
    }
    refunded = await refundOnce({ db, provider, payment: { id: payment.id, providerRef: payment.providerRef, amountCents: payment.amountCents } });
  }

  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({ status: "cancelled", holdExpiresAt: null, sequence: sql`${appointments.sequence} + 1`, videoRoom: null })
      .where(and(eq(appointments.id, appointmentId), inArray(appointments.status, ["pending", "confirmed"])))
      .returning();
    if (!row) {
      // Cancelled meanwhile by another request. A refund this one made is kept on record all the same.
      if (refunded && payment) {
        await markRefunded(tx, payment.id, refunded);
        await recordChange(tx, { ...actor, action: "refund payment", entity: "order", entityId: payment.id, before: { status: payment.status }, after: { status: "refunded", refundRef: refunded.refundId } });
        return null;
      }
      throw new AppError("CONFLICT", "This appointment was changed meanwhile. Please reload it.");
    }
    if (refunded && payment) await markRefunded(tx, payment.id, refunded);
    if (actorId === null) {
      await sendParentChangeNotice(tx, { change: "cancelled", appointment: row, serviceName: found.serviceName, refundedCents: refunded?.amountCents ?? null });
    }
    await recordChange(tx, {
      ...actor,
      action: refunded ? "cancel appointment with refund" : "cancel appointment",
      entity: "appointment",
      entityId: appointmentId,
      before: { status: appointment.status, paymentStatus: payment?.status ?? null },
      after: { status: "cancelled", paymentStatus: refunded ? "refunded" : (payment?.status ?? null), refundRef: refunded?.refundId ?? null, reason },
    });
    await offerFreedTime(tx, row.startsAt, `cancelled:${row.id}`);
    if (row.patientEmail) {
      const visit = { ...row, patientEmail: row.patientEmail };
      await sendCancellationEmail(tx, { visit, service: { id: row.serviceId, name: found.serviceName }, refund: refunded, byParent: askedByParent, paid: payment !== null });
    }
    return row;
  });
  forgetTakenSlots();
  if (!cancelled) throw new AppError("CONFLICT", "This appointment was cancelled meanwhile; its payment is refunded.");

  return { appointment: cancelled, refunded, emailed: Boolean(cancelled.patientEmail) };
}

function markRefunded(tx: Transaction, paymentId: string, refunded: { refundId: string; amountCents: number }) {
  return tx.update(payments).set({ status: "refunded", refundedAt: new Date(), refundedCents: refunded.amountCents, refundRef: refunded.refundId }).where(eq(payments.id, paymentId));
}
