import "server-only";

import { createHash } from "node:crypto";

import { sql } from "drizzle-orm";
import { fromDrizzle } from "pg-boss";

import type { Database } from "~/server/db/client";
import type { JobData, JobName } from "./job-definitions";
import { getJobQueue } from "./job-queue";

/**
 * The job's id from its idempotency key: the same key always makes the same id, and pg-boss keeps
 * the first job of an id, so asking twice (a webhook delivered twice, a double click) queues once.
 */
export function jobIdFor(name: JobName, key: string): string {
  const hex = createHash("sha256").update(`${name}\n${key}`).digest("hex");
  // Shaped as a version-5-like UUID (name-based), which the job table's uuid column takes.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export type EnqueueOptions = {
  /** What makes this job the same job if asked for again (e.g. "appointment-confirmation:<id>"). */
  key: string;
  /**
   * The transaction the job belongs to: it is queued if and only if that transaction commits,
   * so a confirmed booking always has its e-mail waiting, even if the process dies right after.
   */
  db?: Database;
  /** Not before this time (a reminder). */
  startAfter?: Date;
};

/** Queues a job; returns its id, or null when a job of that key was already queued. */
export async function enqueueJob<N extends JobName>(name: N, data: JobData[N], { key, db, startAfter }: EnqueueOptions): Promise<string | null> {
  const boss = await getJobQueue();
  return boss.send(name, data, { id: jobIdFor(name, key), startAfter, db: db ? fromDrizzle(db, sql) : undefined });
}
