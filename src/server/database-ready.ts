import "server-only";

import { sql } from "drizzle-orm";

import { env } from "~/env";
import { ensureAdminAccount } from "~/server/services/users/ensure-admin-account";
import { logger } from "~/server/logger";
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
  logger.info("database ready", {
    engine: env.DATABASE_URL ? "postgresql" : "embedded",
    ms: Math.round(performance.now() - started),
  });
}

const globalForReady = globalThis as unknown as { clinicDbReady?: Promise<void> };

/** Migrations, demo data and the admin account, once per process; later calls share the promise. */
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
