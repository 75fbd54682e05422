import "server-only";

import { readdir, rm } from "node:fs/promises";
import path from "node:path";

import { and, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from "drizzle-orm";

import { waitlistPolicy } from "~/config/visit-policy";
import { beirutDate } from "~/lib/beirut-time";
import { JOB_SCHEMA } from "~/server/jobs/job-definitions";
import { retentionPeriods, type RetentionPeriods } from "~/server/privacy/retention";

import type { Database } from "~/server/db/client";
import {
  appointments,
  auditLog,
  familyInvitations,
  recordViews,
  oneTimeCodes,
  payments,
  pendingRegistrations,
  rateLimitCounters,
  sessions,
  simulatedCheckoutSessions,
  slotHolds,
  staffFactorChallenges,
  waitlistEntries,
  waitlistOffers,
  webhookEvents,
} from "~/server/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Webhook event ids guard against replays; providers retry for at most three days (Stripe). */
export const WEBHOOK_EVENT_RETENTION_MS = 30 * DAY_MS;

/** What a sent e-mail keeps once its body is erased: who, what kind, which subject (staff's list of e-mails). */
const MAIL_BODY_FIELDS = ["text", "html", "attachments", "headers"] as const;
/** Payments that are a record of money (kept for the legal period): a booking with one is never "abandoned". */
const MONEY_STATUSES = ["paid", "refund_needed", "refunded"] as const;

/**
 * Applies the data map's retention periods (decision 047): deletes rows that no longer mean
 * anything, and empties what outlived its use, so these tables stay the size of their live content.
 * Each step is its own statement: one that fails leaves the others done, and the next run retries.
 */
export async function pruneExpiredRows({
  db,
  now = new Date(),
  periods = retentionPeriods(),
  outboxDir,
}: {
  db: Database;
  now?: Date;
  periods?: RetentionPeriods;
  /** The outbox folder of the development mail transport (DATA_DIR/outbox), if it is used. */
  outboxDir?: string;
}) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const counters = await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before(periods.rateLimits))).returning({ key: rateLimitCounters.key });
  const codes = await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before(periods.codes))).returning({ id: oneTimeCodes.id });
  // A registration never confirmed holds what a parent typed (names, phone, a password's hash): it
  // goes as soon as its code is dead, as does one that was confirmed.
  const registrations = await db
    .delete(pendingRegistrations)
    .where(or(lt(pendingRegistrations.expiresAt, now), isNotNull(pendingRegistrations.consumedAt)))
    .returning({ id: pendingRegistrations.id });
  const challenges = await db.delete(staffFactorChallenges).where(lt(staffFactorChallenges.expiresAt, before(periods.codes))).returning({ id: staffFactorChallenges.id });
  const ended = await db.delete(sessions).where(lt(sessions.expires, before(periods.sessions))).returning({ token: sessions.sessionToken });
  const events = await db.delete(webhookEvents).where(lt(webhookEvents.receivedAt, before(WEBHOOK_EVENT_RETENTION_MS))).returning({ id: webhookEvents.eventId });
  // Waiting lists of days gone by (their offers go with them), places never confirmed in time
  // (decision 037), and holds of times gone by.
  const waiting = await db
    .delete(waitlistEntries)
    .where(
      or(
        lt(waitlistEntries.date, beirutDate(before(periods.waitlist))),
        and(isNull(waitlistEntries.confirmedAt), lt(waitlistEntries.createdAt, before(waitlistPolicy.confirmHours * 60 * 60 * 1000))),
      ),
    )
    .returning({ id: waitlistEntries.id });
  const longAgo = before(periods.familyInvitations);
  const invitations = await db
    .delete(familyInvitations)
    .where(or(lt(familyInvitations.expiresAt, longAgo), lt(familyInvitations.acceptedAt, longAgo), lt(familyInvitations.revokedAt, longAgo)))
    .returning({ id: familyInvitations.id });
  const holds = await db.delete(slotHolds).where(lt(slotHolds.startsAt, now)).returning({ startsAt: slotHolds.startsAt });
  const abandoned = await pruneAbandonedBookings(db, before(periods.abandonedBookings));
  const mailBodies = await eraseMailBodies(db, before(periods.mailBodies));
  const outboxFiles = outboxDir ? await pruneOutboxFiles(outboxDir, before(periods.mailBodies)) : 0;
  const auditEntries = await pruneAuditLog(db, before(periods.audit));
  const views = await db.delete(recordViews).where(lt(recordViews.at, before(periods.recordViews))).returning({ id: recordViews.id });
  return {
    counters: counters.length,
    codes: codes.length,
    pendingRegistrations: registrations.length,
    factorChallenges: challenges.length,
    sessions: ended.length,
    webhookEvents: events.length,
    waitlistEntries: waiting.length,
    slotHolds: holds.length,
    familyInvitations: invitations.length,
    abandonedBookings: abandoned,
    mailBodies,
    outboxFiles,
    auditEntries,
    recordViews: views.length,
  };
}

/**
 * A booking never paid (its hold released: status "expired") holds a child's name, a phone, an
 * address and the reason for the visit: it goes with its unpaid payment attempts once its hold
 * ended longer ago than the period. One with a payment that moved money is kept (the legal period).
 */
async function pruneAbandonedBookings(db: Database, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const moneyMoved = tx
      .select({ one: sql`1` })
      .from(payments)
      .where(and(eq(payments.appointmentId, appointments.id), inArray(payments.status, MONEY_STATUSES)));
    const gone = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.status, "expired"), lt(sql`coalesce(${appointments.holdExpiresAt}, ${appointments.updatedAt})`, cutoff), notExists(moneyMoved)))
      .for("update");
    if (gone.length === 0) return 0;
    const ids = gone.map((row) => row.id);
    const attempts = await tx.delete(payments).where(inArray(payments.appointmentId, ids)).returning({ id: payments.id });
    if (attempts.length) await tx.delete(simulatedCheckoutSessions).where(inArray(simulatedCheckoutSessions.orderId, attempts.map((a) => a.id)));
    await tx.update(waitlistOffers).set({ appointmentId: null }).where(inArray(waitlistOffers.appointmentId, ids));
    await tx.delete(appointments).where(inArray(appointments.id, ids));
    return ids.length;
  });
}

/**
 * Sent e-mails stay listed for staff (recipient, subject, kind) until the job queue deletes them;
 * their bodies (names, times, links) are erased after the period. Failed ones keep theirs, for
 * staff to send again, until the queue deletes them (30 days, job-definitions.ts).
 */
async function eraseMailBodies(db: Database, cutoff: Date): Promise<number> {
  const table = `${JOB_SCHEMA}.job`;
  const exists = await db.execute<{ found: string | null }>(sql`select to_regclass(${table})::text as found`);
  if (!exists.rows[0]?.found) return 0;
  const erased = await db.execute(sql`
    update ${sql.identifier(JOB_SCHEMA)}.job
       set data = data ${sql.raw(MAIL_BODY_FIELDS.map((field) => `- '${field}'`).join(" "))}
     where name in ('send-email', 'send-code-email')
       and state in ('completed', 'cancelled')
       and created_on < ${cutoff.toISOString()}::timestamptz
       and data ?| array[${sql.raw(MAIL_BODY_FIELDS.map((field) => `'${field}'`).join(", "))}]`);
  return erased.rowCount ?? 0;
}

/** The outbox folder's message files (named by when they were queued) older than the period. */
async function pruneOutboxFiles(dir: string, cutoff: Date): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const queued = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-.+\.eml$/.exec(name);
    if (!queued) continue;
    const [, date, hours, minutes, seconds, ms] = queued;
    if (new Date(`${date}T${hours}:${minutes}:${seconds}.${ms}Z`) >= cutoff) continue;
    await rm(path.join(dir, name), { force: true });
    removed++;
  }
  return removed;
}

/**
 * Audit entries past their period. The log refuses deletes (migration 0008) except of entries older
 * than the cutoff this transaction names (migration 0028): nothing else can shorten its history.
 */
async function pruneAuditLog(db: Database, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('clinic.audit_retention_cutoff', ${cutoff.toISOString()}, true)`);
    const gone = await tx.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
    return gone.length;
  });
}
