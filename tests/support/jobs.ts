import type { ParsedMail } from "mailparser";

import { JOB_NAMES, type JobName } from "~/server/jobs/job-definitions";
import { getJobQueue } from "~/server/jobs/job-queue";
import { runJob } from "~/server/jobs/start-job-workers";
import { readOutbox, recipients } from "./outbox";

/**
 * Works the queues in this test's process until nothing is due, through the same handlers the
 * server's workers run: a test sees the state the server reaches once its jobs ran, without
 * waiting for a poll. `includeRetries` also takes jobs waiting out a retry's backoff (time passing).
 */
export async function runQueuedJobs({ names = JOB_NAMES, includeRetries = false }: { names?: JobName[]; includeRetries?: boolean } = {}) {
  const boss = await getJobQueue();
  const outcome = { completed: 0, failed: 0 };
  for (let round = 0; round < 100; round++) {
    let ran = 0;
    for (const name of names) {
      const jobs = await boss.fetch(name, { batchSize: 50, includeMetadata: true, ignoreStartAfter: includeRetries });
      for (const job of jobs) {
        ran++;
        try {
          const output = await runJob(name, job as Parameters<typeof runJob<typeof name>>[1]);
          await boss.complete(name, job.id, (output ?? null) as object | null);
          outcome.completed++;
        } catch (error) {
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
          outcome.failed++;
        }
      }
    }
    if (ran === 0) return outcome;
  }
  throw new Error("the queues never emptied: a job keeps queueing another");
}

/** The e-mails sent once the queued ones went out: every message in the outbox, oldest first. */
export async function deliveredMail(): Promise<ParsedMail[]> {
  await runQueuedJobs({ names: ["send-email", "send-code-email"] });
  return readOutbox();
}

/** The e-mails sent to `email` once the queued ones went out (those whose subject matches, if given), oldest first. */
export async function deliveredMailTo(email: string, subject?: RegExp): Promise<ParsedMail[]> {
  return (await deliveredMail()).filter((m) => recipients(m).includes(email) && (!subject || subject.test(m.subject ?? "")));
}
