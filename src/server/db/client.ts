import "server-only";

import { mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";

import { env } from "~/env";
import { claimEmbeddedDatabase, releaseEmbeddedDatabase } from "./embedded-owner.js";
import * as schema from "./schema";

/** One query API for both engines; their builders are the same, only the driver differs. */
export type Database = NodePgDatabase<typeof schema>;

type Connection =
  | { kind: "server"; db: Database; pool: pg.Pool }
  | { kind: "embedded"; db: Database; client: PGlite; dataDir: string };

function openConnection(): Connection {
  // The build prerenders pages without a database (it may not exist yet, and an embedded one must
  // have a single owner): data is read per request, through cached loaders (decision 022).
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The build does not open the database: read data inside <AtRequestTime> or at request time.");
  }
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    // An idle connection the server closed (it stopped or restarted) is reported here; unheard, the
    // event would end the process. The pool drops that connection and opens a new one for the next
    // query, so the app comes back by itself with the server (decision 043).
    pool.on("error", (error) => {
      console.error(JSON.stringify({ time: new Date().toISOString(), level: "warn", msg: "database connection lost", error: { name: error.name, message: error.message } }));
    });
    return { kind: "server", pool, db: drizzlePg(pool, { schema, casing: "snake_case" }) };
  }
  const dataDir = path.resolve(env.DATA_DIR, "db");
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  claimEmbeddedDatabase(dataDir);
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return { kind: "embedded", client, db, dataDir };
}

// One connection per process: PGlite allows a single owner of its data directory, and the
// global survives Next's hot reload in development.
const globalForDb = globalThis as unknown as { clinicDb?: Connection };

export function getConnection(): Connection {
  globalForDb.clinicDb ??= openConnection();
  return globalForDb.clinicDb;
}

export function getDb(): Database {
  return getConnection().db;
}

export async function closeDb(): Promise<void> {
  const connection = globalForDb.clinicDb;
  globalForDb.clinicDb = undefined;
  if (!connection) return;
  if (connection.kind === "server") await connection.pool.end();
  else {
    await connection.client.close();
    releaseEmbeddedDatabase(connection.dataDir);
  }
}
