import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { JOB_NAMES, JOB_SCHEMA } from "~/server/jobs/job-definitions";

/** A booking unpaid past its hold's end by this long means the minute's sweeper is not running. */
export const HOLD_OVERDUE_SECONDS = 5 * 60;

export type QueueCounts = {
  queue: string;
  /** Due now and not started (created or waiting out a retry whose time came). */
  waiting: number;
  /** Not due yet: a reminder's time, a retry's backoff. */
  scheduled: number;
  active: number;
  /** Failed for good, still kept (a month for e-mails). */
  failed: number;
  /** How long the oldest due job has waited, in seconds (0 when none waits). */
  oldestWaitingSeconds: number;
};

export type ClinicCounts = {
  queues: QueueCounts[];
  emails: { waiting: number; failed: number };
  payments: Array<{ kind: "appointment" | "course"; confirmed: number; refunded: number; refundNeeded: number }>;
  bookings: { held: number; holdOverdue: number; expired: number };
};

const EMAIL_QUEUES = ["send-email", "send-code-email"];

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

/**
 * The clinic's state as monitoring sees it, read from the database every app process shares, so
 * each process reports the same figures (decision 043): the job queues (pg-boss's table), the
 * e-mails among them, payments and bookings. Counted by the database in three statements.
 */
export async function readClinicCounts(db: Database): Promise<ClinicCounts> {
  const job = sql.raw(`${JOB_SCHEMA}.job`);
  const [jobRows, paymentRows, bookingRows] = await Promise.all([
    db.execute(sql`
      select name,
        count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
        count(*) filter (where state in ('created', 'retry') and start_after > now())::int as scheduled,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed')::int as failed,
        coalesce(extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as oldest
      from ${job} group by name`),
    db.execute(sql`
      select kind, count(paid_at)::int as confirmed, count(refunded_at)::int as refunded,
        count(*) filter (where status = 'refund_needed')::int as refund_needed
      from payments group by kind`),
    db.execute(sql`
      select
        count(*) filter (where status = 'pending' and hold_expires_at > now())::int as held,
        count(*) filter (where status = 'pending' and hold_expires_at <= now() - make_interval(secs => ${HOLD_OVERDUE_SECONDS}))::int as overdue,
        count(*) filter (where status = 'expired')::int as expired
      from appointments`),
  ]);
  const byQueue = new Map((jobRows.rows as Row[]).map((row) => [String(row.name), row]));
  const queues = JOB_NAMES.map((queue): QueueCounts => {
    const row = byQueue.get(queue);
    return {
      queue,
      waiting: num(row?.waiting),
      scheduled: num(row?.scheduled),
      active: num(row?.active),
      failed: num(row?.failed),
      oldestWaitingSeconds: num(row?.oldest),
    };
  });
  const emailQueues = queues.filter((q) => EMAIL_QUEUES.includes(q.queue));
  const paymentsByKind = new Map((paymentRows.rows as Row[]).map((row) => [String(row.kind), row]));
  const bookings = (bookingRows.rows as Row[])[0] ?? {};
  return {
    queues,
    emails: {
      // Waiting for a worker or for its next try: not yet in the recipient's hands either way.
      waiting: emailQueues.reduce((sum, q) => sum + q.waiting + q.scheduled + q.active, 0),
      failed: emailQueues.reduce((sum, q) => sum + q.failed, 0),
    },
    payments: (["appointment", "course"] as const).map((kind) => {
      const row = paymentsByKind.get(kind);
      return { kind, confirmed: num(row?.confirmed), refunded: num(row?.refunded), refundNeeded: num(row?.refund_needed) };
    }),
    bookings: { held: num(bookings.held), holdOverdue: num(bookings.overdue), expired: num(bookings.expired) },
  };
}
