import "server-only";

import { sql } from "drizzle-orm";

import { JOBS_PAGE_SIZE } from "~/schemas/admin/jobs";
import type { Database } from "~/server/db/client";
import { JOB_NAMES } from "~/server/jobs/job-definitions";
import { JOB_SCHEMA } from "~/server/jobs/job-definitions";

export type FailedJob = {
  id: string;
  queue: string;
  /** For an e-mail: which message, to whom, about what (never its body: codes are in it). */
  what: string;
  to: string | null;
  failedAt: Date;
  tries: number;
  error: string;
};

/** What the worker recorded when a try failed: pg-boss keeps the thrown error's message in the job's output. */
function errorOf(output: unknown): string {
  if (output && typeof output === "object" && "message" in output && typeof output.message === "string") return output.message;
  return output ? JSON.stringify(output).slice(0, 300) : "No reason recorded.";
}

/**
 * The queues at a glance (waiting, running, failed) and the jobs that failed for good, newest
 * first, for staff to see what did not happen and try it again. Read from pg-boss's job table.
 */
export async function listJobs(db: Database, { page = 1 }: { page?: number }) {
  const job = sql.raw(`${JOB_SCHEMA}.job`);
  const [rows, counted, states] = await Promise.all([
    db.execute(sql`
      select id, name, data->>'template' as template, data->'to' as "to", data->>'subject' as subject,
             completed_on as "failedAt", retry_count as tries, output
      from ${job} where state = 'failed'
      order by completed_on desc, id limit ${JOBS_PAGE_SIZE} offset ${(page - 1) * JOBS_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as total from ${job} where state = 'failed'`),
    db.execute(sql`select name, state, count(*)::int as n from ${job} where state in ('created', 'retry', 'active', 'failed') group by name, state`),
  ]);
  const count = (name: string, ...wanted: string[]) =>
    (states.rows as Array<{ name: string; state: string; n: number }>).filter((r) => r.name === name && wanted.includes(r.state)).reduce((sum, r) => sum + Number(r.n), 0);
  const failed: FailedJob[] = (rows.rows as Array<Record<string, unknown>>).map((row) => ({
    id: String(row.id),
    queue: String(row.name),
    what: row.template ? `${String(row.template)}: ${String(row.subject ?? "")}` : String(row.name),
    to: row.to ? [row.to].flat().join(", ") : null,
    failedAt: new Date(row.failedAt as string | Date),
    tries: Number(row.tries) + 1,
    error: errorOf(row.output),
  }));
  return {
    queues: JOB_NAMES.map((name) => ({ name, waiting: count(name, "created", "retry"), running: count(name, "active"), failed: count(name, "failed") })),
    failed,
    total: Number((counted.rows[0] as { total: number } | undefined)?.total ?? 0),
    page,
    pageSize: JOBS_PAGE_SIZE,
  };
}
