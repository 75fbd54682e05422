// `npm run db:migrate`: apply drizzle/ migrations to DATABASE_URL, or to the embedded database.
import { mkdirSync } from "node:fs";
import path from "node:path";

import { applyMigrations } from "../src/server/db/apply-migrations.js";
import { claimEmbeddedDatabase, otherEmbeddedDatabaseOwner, releaseEmbeddedDatabase } from "../src/server/db/embedded-owner.js";
import { prepareRuntimeEnv } from "./lib/runtime-env.mjs";

const env = await prepareRuntimeEnv();
if (env.DATABASE_URL) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
  await applyMigrations({ kind: "server", pool });
  await pool.end();
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const dataDir = path.resolve(env.DATA_DIR, "db");
  mkdirSync(dataDir, { recursive: true });
  const owner = otherEmbeddedDatabaseOwner(dataDir);
  if (owner) {
    console.error(`The embedded database (${dataDir}) is open in process ${owner}: the app applies its migrations itself when it starts.`);
    process.exit(1);
  }
  const client = new PGlite(dataDir);
  claimEmbeddedDatabase(dataDir);
  await applyMigrations({ kind: "embedded", client });
  await client.close();
  releaseEmbeddedDatabase(dataDir);
}
console.log("Migrations applied.");
