import "server-only";

import type { JobResult, JobWithMetadata } from "pg-boss";

import { clinic } from "~/config/clinic";
import { logger } from "~/server/logger";
import { recordJobFailure } from "~/server/observability/process-metrics";
import { JOB_NAMES, JOB_QUEUES, type JobData, type JobName } from "./job-definitions";
import { getJobQueue, onceForThisProcess } from "./job-queue";
import { sendEmailJob } from "./handlers/send-email";
import { sendWhatsAppJob } from "./handlers/send-whatsapp";
import { expireHoldsJob, offerFreedTimeJob, pruneTablesJob, sendReminderJob } from "./handlers/scheduled-work";

type Handler<N extends JobName> = (job: JobWithMetadata<JobData[N]>) => Promise<unknown>;

/** What each job does. */
export const JOB_HANDLERS: { [N in JobName]: Handler<N> } = {
  "send-email": sendEmailJob,
  "send-code-email": sendEmailJob,
  "send-whatsapp": sendWhatsAppJob,
  "send-reminder": sendReminderJob,
  "offer-freed-time": offerFreedTimeJob,
  "expire-holds": expireHoldsJob,
  "prune-tables": pruneTablesJob,
};

/**
 * One try of a job, logged: a failure that will be retried is a warning, the last one an error
 * (and the job stays listed as failed in the back-office).
 */
export async function runJob<N extends JobName>(name: N, job: JobWithMetadata<JobData[N]>): Promise<unknown> {
  try {
    return await JOB_HANDLERS[name](job);
  } catch (error) {
    recordJobFailure(name);
    const lastTry = job.retryCount >= job.retryLimit;
    const details = { job: name, id: job.id, try: job.retryCount + 1, of: job.retryLimit + 1, error };
    if (lastTry) logger.error("job failed for good", details);
    else logger.warn("job failed, will retry", details);
    throw error;
  }
}

/** Each job of a batch, `parallel` at a time, each settled on its own: one failure retries only itself. */
async function runBatch<N extends JobName>(name: N, jobs: Array<JobWithMetadata<JobData[N]>>, parallel: number): Promise<JobResult[]> {
  const results: JobResult[] = [];
  let next = 0;
  const lane = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      try {
        results.push({ id: job.id, status: "completed", output: (await runJob(name, job)) ?? undefined });
      } catch (error) {
        results.push({ id: job.id, status: "failed", output: { message: error instanceof Error ? error.message : String(error) } });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, lane));
  return results;
}

/**
 * Before the server takes requests (after maintainJobQueue and the database's preparation): this
 * process works every queue and keeps the schedules. Several processes on one database each do
 * so; pg-boss hands each job to one of them. Jobs come ten at a time, and while batches come full
 * the next is fetched at once (a backlog drains at the handlers' pace, not the poll's).
 */
export function startJobWorkers(): Promise<void> {
  return onceForThisProcess(registerWorkers);
}

async function registerWorkers(): Promise<void> {
  const boss = await getJobQueue();
  for (const name of JOB_NAMES) {
    const parallel = name.startsWith("send-") ? 4 : 1;
    await boss.work<JobData[typeof name]>(
      name,
      { batchSize: 10, includeMetadata: true, perJobResults: true, burstWhenBatchFull: true, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 5 },
      (jobs) => runBatch(name, jobs as Array<JobWithMetadata<JobData[typeof name]>>, parallel),
    );
    const { cron } = JOB_QUEUES[name];
    if (cron) await boss.schedule(name, cron, {}, { tz: clinic.timeZone });
  }
}
