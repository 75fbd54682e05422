import "server-only";

import { and, eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { appointments, enrollments, payments } from "~/server/db/schema";
import { logger } from "~/server/logger";
import { scheduleReminders } from "../appointments/appointment-reminders";
import { sendAppointmentEmails, sendLatePaymentAlert } from "../appointments/send-appointment-emails";
import { forgetTakenSlots } from "../appointments/list-time-slots";
import { offerFreedTime } from "../appointments/waitlist";
import { sendEnrollmentEmail } from "../courses/send-enrollment-email";
import { lockOrder } from "../orders/lock-order";
import { releaseOrder } from "../orders/release-order";

/**
 * The one confirmation path (payments brief): a transaction that locks the order, moves it
 * pending → paid once, and fulfils it. Webhooks, the return page and the sweeper may all race
 * here; only the caller that made the transition queues the e-mails, in the same transaction.
 */
export async function confirmPayment({ db, orderId }: { db: Database; orderId: string }) {
  const outcome = await db.transaction(async (tx) => {
    const payment = await lockOrder(tx, orderId);
    if (!payment) return { result: "unknown" as const };
    if (payment.status === "paid" || payment.status === "refund_needed") return { result: "unchanged" as const };
    if (payment.status !== "pending") {
      // The hold was released before the money arrived: never double-book, flag it for a refund.
      await tx.update(payments).set({ status: "refund_needed", paidAt: new Date() }).where(eq(payments.id, orderId));
      await sendLatePaymentAlert({ db: tx, orderId, amountCents: payment.amountCents, currency: payment.currency });
      return { result: "refund_needed" as const, payment };
    }
    if (payment.kind === "course" && payment.enrollmentId) {
      const [enrollment] = await tx.select().from(enrollments).where(eq(enrollments.id, payment.enrollmentId));
      const [alreadyActive] = enrollment
        ? await tx
            .select({ id: enrollments.id })
            .from(enrollments)
            .where(and(eq(enrollments.userId, enrollment.userId), eq(enrollments.courseId, enrollment.courseId), eq(enrollments.status, "active")))
        : [];
      if (!enrollment || alreadyActive) {
        // Paid twice for one course (two tabs): keep the first, refund this one.
        await tx.update(payments).set({ status: "refund_needed", paidAt: new Date() }).where(eq(payments.id, orderId));
        await sendLatePaymentAlert({ db: tx, orderId, amountCents: payment.amountCents, currency: payment.currency });
        return { result: "refund_needed" as const, payment };
      }
      await tx.update(enrollments).set({ status: "active", activatedAt: new Date() }).where(eq(enrollments.id, enrollment.id));
      await sendEnrollmentEmail({ db: tx, enrollmentId: enrollment.id, orderId });
    }
    if (payment.kind === "appointment" && payment.appointmentId) {
      const [visit] = await tx.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, payment.appointmentId)).for("update");
      if (visit?.status !== "pending") {
        // Cancelled (by the clinic or the parent) while its payment page stayed open: its time may be
        // another family's now, so the visit is never brought back; the money is flagged for a refund.
        await tx.update(payments).set({ status: "refund_needed", paidAt: new Date() }).where(eq(payments.id, orderId));
        await sendLatePaymentAlert({ db: tx, orderId, amountCents: payment.amountCents, currency: payment.currency });
        return { result: "refund_needed" as const, payment };
      }
    }
    await tx.update(payments).set({ status: "paid", paidAt: new Date() }).where(eq(payments.id, orderId));
    if (payment.kind === "appointment" && payment.appointmentId) {
      const [confirmed] = await tx
        .update(appointments)
        .set({ status: "confirmed", holdExpiresAt: null })
        .where(eq(appointments.id, payment.appointmentId))
        .returning({ id: appointments.id, startsAt: appointments.startsAt, sequence: appointments.sequence });
      await sendAppointmentEmails({ db: tx, appointmentId: payment.appointmentId, orderId });
      if (confirmed) await scheduleReminders(tx, confirmed);
    }
    return { result: "confirmed" as const, payment };
  });

  if (outcome.result === "refund_needed") logger.warn("payment arrived after its hold was released or its visit cancelled; refund needed", { orderId });
  return outcome.result;
}

/**
 * pending → failed or expired, releasing what the order held (unless `keepHold`: a declined card's
 * appointment keeps its slot until its hold's time); the time slots read afresh, and a freed
 * appointment time is offered to its day's waiting list.
 */
export async function releasePayment(options: Omit<Parameters<typeof releaseOrder>[0], "onSlotFreed">): Promise<boolean> {
  const released = await releaseOrder({
    ...options,
    onSlotFreed: (tx, startsAt) => offerFreedTime(tx, startsAt, `released:${options.orderId}`),
  });
  if (released) forgetTakenSlots();
  return released;
}
