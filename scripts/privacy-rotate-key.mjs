// `npm run privacy:rotate-key`: seals every health field again with the first key of
// DATA_ENCRYPTION_KEYS (decision 052). To rotate: put a new key first (`npm run privacy:new-key`),
// keep the old one after it, restart the app, run this, then remove the old key. It runs while the
// app runs on a PostgreSQL server; with the embedded database, stop the app first.
import path from "node:path";

import { resealFields } from "../src/server/privacy/reseal-fields.js";
import { prepareRuntimeEnv } from "./lib/runtime-env.mjs";

const env = await prepareRuntimeEnv();
let counts;
if (env.DATABASE_URL) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
  counts = await resealFields(pool);
  await pool.end();
} else {
  const { PGlite } = await import("@electric-sql/pglite");
  const { otherEmbeddedDatabaseOwner } = await import("../src/server/db/embedded-owner.js");
  const dataDir = path.resolve(env.DATA_DIR, "db");
  const owner = otherEmbeddedDatabaseOwner(dataDir);
  if (owner) {
    console.error(`The embedded database (${dataDir}) is open in process ${owner}: stop the app, then run this again.`);
    process.exit(1);
  }
  const client = new PGlite(dataDir);
  counts = await resealFields(client);
  await client.close();
}
for (const [column, count] of Object.entries(counts)) console.log(`${column}: ${count} resealed`);
console.log("Every health field is sealed with the first key. The older keys may now be removed from DATA_ENCRYPTION_KEYS.");
