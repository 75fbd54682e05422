import "server-only";

import { sql } from "drizzle-orm";

import { env } from "~/env";
import { ensureAdminAccount } from "~/server/services/users/ensure-admin-account";
import { logger } from "~/server/logger";
import { getJobQueue } from "./jobs/job-queue";
import { applyMigrations } from "./db/apply-migrations.js";
import { getConnection, getDb } from "./db/client";
import { seedDemoDataIfEmpty } from "./db/demo/seed-demo-data";

async function prepareDatabase(): Promise<void> {
  const started = performance.now();
  await applyMigrations(getConnection());
  const db = getDb();
  if (env.DEMO_DATA === "1" && (await seedDemoDataIfEmpty(db))) {
    logger.info("demo data loaded into the empty database");
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdminAccount(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  }
  // The job queue's tables and queues too: services queue e-mails inside their transactions, which
  // must not wait on the queue's own setup (the embedded database has one connection).
  await getJobQueue();
  logger.info("database ready", {
    engine: env.DATABASE_URL ? "postgresql" : "embedded",
    ms: Math.round(performance.now() - started),
  });
}

const globalForReady = globalThis as unknown as { clinicDbReady?: Promise<void> };

/** Migrations, demo data, the admin account and the job queue, once per process; later calls share the promise. */
export function ensureDatabaseReady(): Promise<void> {
  globalForReady.clinicDbReady ??= prepareDatabase().catch((error: unknown) => {
    globalForReady.clinicDbReady = undefined;
    throw error;
  });
  return globalForReady.clinicDbReady;
}

export async function pingDatabase(): Promise<void> {
  await getDb().execute(sql`select 1`);
}
