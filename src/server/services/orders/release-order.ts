import "server-only";

import { and, eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { appointments, enrollments, payments, type PaymentStatus } from "~/server/db/schema";
import { lockOrder } from "./lock-order";

/**
 * pending → failed or expired, in one transaction with what the order held: its appointment's
 * slot or its course enrollment. False when the order was no longer pending. The caller forgets
 * cached availability (appointments' taken slots) when this returns true.
 */
export async function releaseOrder({
  db,
  orderId,
  status,
  keepHold = false,
  onSlotFreed,
}: {
  db: Database;
  orderId: string;
  status: Extract<PaymentStatus, "failed" | "expired">;
  /**
   * A declined card: the attempt failed, but the appointment keeps its slot until its hold's time,
   * so that the parent can pay again at once (retry-booking.ts); the sweeper releases it after.
   */
  keepHold?: boolean;
  /** In the same transaction, when an appointment's slot was freed (its waitlist is offered it). */
  onSlotFreed?: (tx: Database, startsAt: Date) => Promise<void>;
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const payment = await lockOrder(tx, orderId);
    if (!payment || payment.status !== "pending") return false;
    await tx.update(payments).set({ status }).where(eq(payments.id, orderId));
    if (payment.kind === "appointment" && payment.appointmentId && !keepHold) {
      const [released] = await tx
        .update(appointments)
        .set({ status: status === "failed" ? "cancelled" : "expired", holdExpiresAt: null })
        .where(and(eq(appointments.id, payment.appointmentId), eq(appointments.status, "pending")))
        .returning({ startsAt: appointments.startsAt });
      if (released) await onSlotFreed?.(tx, released.startsAt);
    }
    if (payment.kind === "course" && payment.enrollmentId) {
      await tx
        .update(enrollments)
        .set({ status: status === "failed" ? "cancelled" : "expired" })
        .where(and(eq(enrollments.id, payment.enrollmentId), eq(enrollments.status, "pending")));
    }
    return true;
  });
}
