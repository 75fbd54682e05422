import "server-only";

import { sql } from "drizzle-orm";
import { fromDrizzle } from "pg-boss";

import { AppError } from "~/server/errors";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { JOB_SCHEMA, type JobName } from "~/server/jobs/job-definitions";
import { getJobQueue } from "~/server/jobs/job-queue";

/** Puts a failed job back in its queue for one more try, now, recorded in the audit log. */
export async function retryJob({ db, actorId, queue, jobId }: { db: Database; actorId: string; queue: JobName; jobId: string }) {
  const boss = await getJobQueue();
  await db.transaction(async (tx) => {
    // pg-boss types the answer loosely; it carries the count of jobs put back.
    const { affected } = (await boss.retry(queue, jobId, { db: fromDrizzle(tx, sql) })) as { affected?: number };
    if (!affected) throw new AppError("CONFLICT", "This job is no longer waiting to be tried again (it was retried or removed meanwhile). Reload the page.");
    // Now, not after the backoff of its last try (up to an hour): staff asked for it.
    await tx.execute(sql`update ${sql.raw(`${JOB_SCHEMA}.job`)} set start_after = now() where name = ${queue} and id = ${jobId}`);
    await recordChange(tx, { actorId, action: "retry job", entity: "job", entityId: jobId, after: { queue } });
  });
  return { retried: true };
}
