import "server-only";

import { fromPglite, PgBoss, type ConstructorOptions } from "pg-boss";

import { env } from "~/env";
import { getConnection } from "~/server/db/client";
import { logger } from "~/server/logger";
import { defineJobQueues, JOB_SCHEMA } from "./job-definitions";

type JobQueueState = { queue?: Promise<PgBoss>; maintains?: boolean; working?: Promise<void>; workersReady?: boolean };
const globalForJobs = globalThis as unknown as { clinicJobs?: JobQueueState };
const state = (): JobQueueState => (globalForJobs.clinicJobs ??= {});

/**
 * The process's job queue (pg-boss, decision 027) on the product's own database: the PostgreSQL
 * server's pool when DATABASE_URL is set, else the embedded database's single connection. Every
 * process can enqueue; the server processes also work the queues and keep them (see
 * startJobWorkers), several of them sharing one database safely.
 */
export function getJobQueue(): Promise<PgBoss> {
  const current = state();
  current.queue ??= openJobQueue(current.maintains ?? false).catch((error: unknown) => {
    current.queue = undefined;
    throw error;
  });
  return current.queue;
}

/** Called before the first getJobQueue in a server process: this one also supervises and runs schedules. */
export function maintainJobQueue(): void {
  const current = state();
  if (current.maintains) return;
  if (current.queue) throw new Error("maintainJobQueue comes before the queue is opened");
  current.maintains = true;
}

async function openJobQueue(maintains: boolean): Promise<PgBoss> {
  const connection = getConnection();
  const common: ConstructorOptions = {
    schema: JOB_SCHEMA,
    supervise: maintains,
    schedule: maintains,
    registerInstance: maintains,
    // Dead workers' jobs are found within half a minute (their heartbeat stops), not the default minute.
    superviseIntervalSeconds: 15,
    // A worker wakes when a job is created instead of at its next poll.
    useListenNotify: true,
    openTelemetry: { enabled: false },
  };
  const boss =
    connection.kind === "server"
      ? new PgBoss({ ...common, connectionString: env.DATABASE_URL, max: 4, application_name: "clinic-jobs" })
      : new PgBoss({ ...common, db: fromPglite(connection.client), backend: "pglite" });
  boss.on("error", (error: unknown) => logger.error("job queue error", { error }));
  boss.on("warning", (warning: unknown) => logger.warn("job queue warning", { warning }));
  await boss.start();
  await defineJobQueues(boss);
  return boss;
}

/** Runs `start` once per process (a second call, e.g. a development reload, shares the first). */
export function onceForThisProcess(start: () => Promise<void>): Promise<void> {
  const current = state();
  current.working ??= start().then(
    () => {
      current.workersReady = true;
    },
    (error: unknown) => {
      current.working = undefined;
      throw error;
    },
  );
  return current.working;
}

/**
 * Whether this process's job workers are as they should be: a server process (one that maintains
 * the queue) works the queues from its start until it stops; any other process works none.
 */
export function jobWorkersRunning(): boolean {
  const current = state();
  return current.maintains !== true || current.workersReady === true;
}

/** Stops this process's queue: its workers finish or give their jobs back; the connection stays the product's. */
export async function stopJobQueue({ graceful = true } = {}): Promise<void> {
  const current = state();
  const queue = current.queue;
  globalForJobs.clinicJobs = undefined;
  if (!queue) return;
  const boss = await queue.catch(() => undefined);
  await boss?.stop({ graceful, close: true, timeout: 10_000 });
}
