import "server-only";

import path from "node:path";

import { env } from "~/env";
import { getDb } from "~/server/db/client";
import { logger } from "~/server/logger";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { getMediaStorage } from "~/server/media";
import { pruneExpiredRows } from "~/server/services/maintenance/prune-expired-rows";
import { pruneOrphanUploads } from "~/server/services/media/prune-orphan-uploads";
import { expireStalePayments } from "~/server/services/payments/expire-stale-payments";
import { sendReminder, type ReminderJob } from "~/server/services/appointments/appointment-reminders";
import { handleLapsedHolds, offerTimeToWaitlist } from "~/server/services/appointments/waitlist";

/**
 * Releases unpaid holds whose time is up, asking the provider first (a late payment confirms
 * instead), and passes waitlist holds nobody booked to the next parents in line.
 */
export async function expireHoldsJob(): Promise<{ released: number; lapsedWaitlistHolds: number }> {
  const released = await expireStalePayments({ db: getDb(), provider: getPaymentProvider() });
  if (released) logger.info("released expired payment holds", { released });
  const lapsedWaitlistHolds = await handleLapsedHolds({ db: getDb() });
  if (lapsedWaitlistHolds) logger.info("passed on lapsed waitlist holds", { lapsedWaitlistHolds });
  return { released, lapsedWaitlistHolds };
}

/** A freed time offered to the waitlist of its day. */
export async function offerFreedTimeJob(job: { data: { startsAt: string } }): Promise<{ offered: number }> {
  return offerTimeToWaitlist({ db: getDb(), startsAt: new Date(job.data.startsAt) });
}

/**
 * Applies the data map's retention periods (decision 047): expired counters, codes, sessions,
 * abandoned bookings, e-mail bodies, waiting lists, invitations and old audit entries, and uploads
 * nothing used for a week.
 */
export async function pruneTablesJob() {
  const pruned = { ...(await pruneExpiredRows({ db: getDb(), outboxDir: path.resolve(env.DATA_DIR, "outbox") })), orphanUploads: await pruneOrphanUploads({ db: getDb(), storage: getMediaStorage() }) };
  logger.info("pruned expired rows", pruned);
  return pruned;
}

/** A reminder due now: sent if the visit is still confirmed at that time, else nothing. */
export async function sendReminderJob(job: { data: ReminderJob }): Promise<{ outcome: "sent" | "skipped" }> {
  return { outcome: await sendReminder(getDb(), job.data) };
}
