import type { PgBoss, Queue } from "pg-boss";

import type { QueuedMail } from "~/server/mail/mail-message";
import type { ReminderJob } from "~/server/services/appointments/appointment-reminders";

/**
 * Every background job the product runs: its data and its queue's rules. One table, so what
 * retries how, and what runs on a schedule, reads in one place (decision 027).
 */
/** pg-boss keeps its tables in a schema of its own, beside the product's. */
export const JOB_SCHEMA = "pgboss";

export type JobData = {
  /** One e-mail, rendered when it was asked for; sent once, whatever the retries. */
  "send-email": QueuedMail;
  /** An e-mail carrying a one-time code: worth nothing after ten minutes, so tried only that long and not kept. */
  "send-code-email": QueuedMail;
  /** One WhatsApp template message (decision 053): its row holds what to send and the e-mail that goes instead. */
  "send-whatsapp": { messageId: string };
  /** A confirmed visit's reminder, a day or two hours before (queued with its time as startAfter). */
  "send-reminder": ReminderJob;
  /** A freed time offered to the first parents waiting for its day (decision 029). */
  "offer-freed-time": { startsAt: string };
  /** Releases unpaid holds whose time is up, and passes on waitlist holds nobody booked (scheduled). */
  "expire-holds": Record<string, never>;
  /** Applies the data map's retention periods (decision 047): deletes or empties what outlived its use (scheduled). */
  "prune-tables": Record<string, never>;
};
export type JobName = keyof JobData;

type QueueRules = Omit<Queue, "name"> & {
  /** When it runs by itself (cron, Beirut time); unset for jobs that are asked for. */
  cron?: string;
};

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export const JOB_QUEUES: Record<JobName, QueueRules> = {
  "send-email": {
    // A provider outage of up to a day is ridden out: 10 s, 20 s, 40 s … capped at an hour, 12 tries.
    retryLimit: 12,
    retryDelay: 10,
    retryBackoff: true,
    retryDelayMax: 60 * MINUTE,
    // A worker that dies mid-send (kill -9, a lost machine) stops beating; another takes the job.
    heartbeatSeconds: 10,
    expireInSeconds: 2 * MINUTE,
    // Sent and failed e-mails stay listed for staff a month.
    deleteAfterSeconds: 30 * DAY,
    notify: true,
  },
  "send-code-email": {
    retryLimit: 6,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 2 * MINUTE,
    heartbeatSeconds: 10,
    expireInSeconds: MINUTE,
    // Not started within the code's ten minutes: dropped. Sent: deleted within the hour.
    retentionSeconds: 10 * MINUTE,
    deleteAfterSeconds: 60 * MINUTE,
    notify: true,
  },
  "send-whatsapp": {
    // Rate limits (130429) and Meta's 5xx are ridden out for about two hours; then the e-mail goes.
    retryLimit: 8,
    retryDelay: 10,
    retryBackoff: true,
    retryDelayMax: 30 * MINUTE,
    heartbeatSeconds: 10,
    expireInSeconds: MINUTE,
    deleteAfterSeconds: 30 * DAY,
    notify: true,
  },
  "send-reminder": {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 10 * MINUTE,
    expireInSeconds: 2 * MINUTE,
    deleteAfterSeconds: 30 * DAY,
    // Queued when the visit is confirmed, which can be months ahead.
    retentionSeconds: 400 * DAY,
  },
  "offer-freed-time": {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 5 * MINUTE,
    expireInSeconds: 2 * MINUTE,
    deleteAfterSeconds: 7 * DAY,
  },
  "expire-holds": {
    policy: "singleton",
    retryLimit: 0,
    expireInSeconds: 5 * MINUTE,
    deleteAfterSeconds: DAY,
    cron: "* * * * *",
  },
  "prune-tables": {
    policy: "singleton",
    retryLimit: 2,
    retryDelay: MINUTE,
    expireInSeconds: 15 * MINUTE,
    deleteAfterSeconds: 7 * DAY,
    cron: "17 * * * *",
  },
};

export const JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];

/**
 * Makes the queues a new database lacks and brings the others' rules in line with this file (the
 * policy and heartbeat are fixed when a queue is made).
 */
export async function defineJobQueues(boss: PgBoss): Promise<void> {
  await Promise.all(
    JOB_NAMES.map(async (name) => {
      const { cron: _cron, policy: _policy, heartbeatSeconds: _heartbeat, partition: _partition, ...rules } = JOB_QUEUES[name];
      const { cron: _schedule, ...queue } = JOB_QUEUES[name];
      if (await boss.getQueue(name)) await boss.updateQueue(name, rules);
      else await boss.createQueue(name, queue);
    }),
  );
}
