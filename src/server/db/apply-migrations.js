// Plain JavaScript so that both the app and `npm run db:migrate` (scripts/migrate.mjs) use it as is.
import path from "node:path";

import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migrateServer } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migrateEmbedded } from "drizzle-orm/pglite/migrator";

const migrationsFolder = path.resolve(process.cwd(), "drizzle");

// Arbitrary constant key: serialises migrations when several app instances start at once.
const MIGRATION_LOCK_KEY = 72_317_001;

/**
 * Applies the SQL migrations in drizzle/ that the database has not seen yet.
 * @param {{ kind: "server", pool: import("pg").Pool } | { kind: "embedded", client: import("@electric-sql/pglite").PGlite }} connection
 */
export async function applyMigrations(connection) {
  if (connection.kind === "embedded") {
    await migrateEmbedded(drizzlePglite(connection.client), { migrationsFolder });
    return;
  }
  const lockClient = await connection.pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateServer(drizzlePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}
