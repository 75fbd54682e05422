import "server-only";

import { and, asc, eq, lt, notExists } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { appointments, payments } from "~/server/db/schema";
import { logger } from "~/server/logger";
import type { PaymentProvider } from "~/server/payments/provider";
import { forgetTakenSlots } from "../appointments/list-time-slots";
import { offerFreedTime } from "../appointments/waitlist";
import { reconcilePayment } from "./reconcile-payment";
import { releasePayment } from "./settle-payment";

/**
 * Releases holds whose time is up. Before releasing, the provider's session is ended and re-read:
 * a payment that completed meanwhile is confirmed instead of released.
 */
export async function expireStalePayments({
  db,
  provider,
  now = new Date(),
  limit = 50,
}: {
  db: Database;
  provider: PaymentProvider;
  now?: Date;
  limit?: number;
}): Promise<number> {
  const stale = await db
    .select({ id: payments.id, providerRef: payments.providerRef })
    .from(payments)
    .where(and(eq(payments.status, "pending"), eq(payments.provider, provider.name), lt(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(limit);

  let released = 0;
  for (const payment of stale) {
    try {
      if (payment.providerRef) {
        await provider.expireCheckout(payment.providerRef, payment.id).catch((error: unknown) =>
          logger.warn("could not end checkout session early", { orderId: payment.id, error }),
        );
        if ((await reconcilePayment({ db, provider, orderId: payment.id })) === "released") {
          released++;
          continue;
        }
      }
      if (await releasePayment({ db, orderId: payment.id, status: "expired" })) released++;
    } catch (error) {
      logger.error("expiring a payment failed", { orderId: payment.id, error });
    }
  }
  return released + (await releaseLapsedHolds({ db, now, limit }));
}

/**
 * Appointments whose hold ran out with no payment under way: a declined card keeps its slot until
 * then (releaseOrder's keepHold), for the parent's second try. Each is released under its row's
 * lock, which a second try takes too, so a try that opened a new payment meanwhile keeps it.
 */
export async function releaseLapsedHolds({ db, now = new Date(), limit = 50 }: { db: Database; now?: Date; limit?: number }): Promise<number> {
  const lapsed = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, "pending"),
        lt(appointments.holdExpiresAt, now),
        notExists(db.select({ id: payments.id }).from(payments).where(and(eq(payments.appointmentId, appointments.id), eq(payments.status, "pending")))),
      ),
    )
    .limit(limit);
  let released = 0;
  for (const { id } of lapsed) {
    try {
      if (await releaseLapsedHold(db, id, now)) released++;
    } catch (error) {
      logger.error("releasing a lapsed hold failed", { appointmentId: id, error });
    }
  }
  if (released) forgetTakenSlots();
  return released;
}

/**
 * One appointment's lapsed hold, released under its row's lock if it is still pending, past its
 * time and with no payment under way; its time is offered to the day's waiting list. True when
 * released (the caller forgets cached availability).
 */
export async function releaseLapsedHold(db: Database, appointmentId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [visit] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for("update");
    if (visit?.status !== "pending" || !visit.holdExpiresAt || visit.holdExpiresAt.getTime() >= now.getTime()) return false;
    const [underWay] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, "pending")));
    if (underWay) return false;
    await tx.update(appointments).set({ status: "expired", holdExpiresAt: null }).where(eq(appointments.id, appointmentId));
    await offerFreedTime(tx, visit.startsAt, `lapsed:${appointmentId}`);
    return true;
  });
}
