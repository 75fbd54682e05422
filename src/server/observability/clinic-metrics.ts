import "server-only";

import { readdir } from "node:fs/promises";
import path from "node:path";

import { Counter, Gauge, Registry } from "prom-client";

import { env } from "~/env";
import { getDb } from "~/server/db/client";
import { logger } from "~/server/logger";
import { readClinicCounts, type ClinicCounts } from "~/server/services/monitoring/read-clinic-counts";
import { processMetrics } from "./process-metrics";

/** A scrape waits no longer than this for the database (Prometheus gives up after 10 s by default). */
const DATABASE_WAIT_MS = 3_000;

/**
 * The Prometheus text of one scrape (decision 043): this process's own counters, then what the
 * shared database says now — the same on every process, so read them with max(), not sum() —,
 * then the newest backup's age. A database that does not answer leaves its series out and says so
 * (clinic_database_up 0): the scrape itself still answers.
 */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const scrape = new Registry();
  const databaseUp = new Gauge({
    name: "clinic_database_up",
    help: "1 when this process read the database for this scrape, 0 when it did not answer.",
    registers: [scrape],
  });
  try {
    addClinicCounts(scrape, await withTimeout(readClinicCounts(getDb()), DATABASE_WAIT_MS));
    databaseUp.set(1);
  } catch (error) {
    logger.warn("metrics: the database did not answer", { error });
    databaseUp.set(0);
  }
  new Gauge({
    name: "clinic_backup_age_seconds",
    help: "Seconds since the newest backup in BACKUP_DIR was taken; -1 when there is none.",
    registers: [scrape],
  }).set(await newestBackupAgeSeconds());
  const merged = Registry.merge([processMetrics().registry, scrape]);
  return { body: await merged.metrics(), contentType: merged.contentType };
}

function addClinicCounts(registry: Registry, counts: ClinicCounts): void {
  const registers = [registry];
  const jobs = new Gauge({
    name: "clinic_jobs",
    help: "Jobs by queue and state: waiting (due, not started), scheduled (not due yet), active, failed (for good, still kept).",
    labelNames: ["queue", "state"],
    registers,
  });
  const oldest = new Gauge({
    name: "clinic_job_oldest_waiting_seconds",
    help: "How long the oldest due job of each queue has waited for a worker (0 when none waits).",
    labelNames: ["queue"],
    registers,
  });
  for (const q of counts.queues) {
    for (const state of ["waiting", "scheduled", "active", "failed"] as const) jobs.set({ queue: q.queue, state }, q[state]);
    oldest.set({ queue: q.queue }, q.oldestWaitingSeconds);
  }
  const emails = new Gauge({
    name: "clinic_emails",
    help: "E-mails not yet delivered (waiting, including those between tries) and failed after every try.",
    labelNames: ["state"],
    registers,
  });
  emails.set({ state: "waiting" }, counts.emails.waiting);
  emails.set({ state: "failed" }, counts.emails.failed);
  const confirmed = new Counter({
    name: "clinic_payments_confirmed_total",
    help: "Payments ever confirmed (paid), by what they paid for.",
    labelNames: ["kind"],
    registers,
  });
  const refunded = new Counter({
    name: "clinic_payments_refunded_total",
    help: "Payments ever refunded, by what they paid for.",
    labelNames: ["kind"],
    registers,
  });
  const refundNeeded = new Gauge({
    name: "clinic_payments_refund_needed",
    help: "Payments waiting for staff to refund them (the orders page's queue).",
    labelNames: ["kind"],
    registers,
  });
  for (const p of counts.payments) {
    confirmed.inc({ kind: p.kind }, p.confirmed);
    refunded.inc({ kind: p.kind }, p.refunded);
    refundNeeded.set({ kind: p.kind }, p.refundNeeded);
  }
  new Gauge({ name: "clinic_bookings_held", help: "Unpaid bookings holding their time now (15 minutes each).", registers }).set(counts.bookings.held);
  new Gauge({
    name: "clinic_bookings_hold_overdue",
    help: "Unpaid bookings still holding their time five minutes after their hold ended (the minute's sweeper is not running).",
    registers,
  }).set(counts.bookings.holdOverdue);
  new Counter({ name: "clinic_bookings_expired_total", help: "Bookings whose hold ended unpaid, ever.", registers }).inc(counts.bookings.expired);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Where `npm run backup` keeps its backups without S3: BACKUP_DIR, by default DATA_DIR/backups.
 * (Read defensively: a deployment made before backups existed has no such setting or folder.)
 */
export function backupDirectory(): string {
  const configured = env.BACKUP_DIR;
  // A folder of the deployment's, read at run time: not for the build's file tracing.
  return path.resolve(/*turbopackIgnore: true*/ configured ?? path.join(/*turbopackIgnore: true*/ env.DATA_DIR, "backups"));
}

/** A finished backup's name says when it was taken (UTC): clinic-20261127T013000.123Z.backup.age. */
const BACKUP_NAME = /^clinic-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z\.backup\.age$/;

/**
 * Seconds since the newest backup in the folder was taken, by its name (the folder also holds the
 * work files of a backup being made, which are not backups yet); -1 when there is none.
 */
export async function newestBackupAgeSeconds(dir = backupDirectory(), now = Date.now()): Promise<number> {
  const names = await readdir(/*turbopackIgnore: true*/ dir).catch(() => [] as string[]);
  let newest = -Infinity;
  for (const name of names) {
    const parts = BACKUP_NAME.exec(name)?.slice(1).map(Number);
    if (!parts) continue;
    const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0, ms = 0] = parts;
    const takenAt = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
    // Only a real time (not the 13th month rolled over into the next year), and not in the future.
    const real = takenAt.getUTCMonth() === month - 1 && takenAt.getUTCDate() === day && takenAt.getUTCHours() === hour && takenAt.getUTCMinutes() === minute && takenAt.getUTCSeconds() === second;
    if (real && takenAt.getTime() <= now + 60_000) newest = Math.max(newest, takenAt.getTime());
  }
  return Number.isFinite(newest) ? Math.max(0, Math.round((now - newest) / 1000)) : -1;
}
