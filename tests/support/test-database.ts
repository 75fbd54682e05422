import { randomBytes } from "node:crypto";

import pg from "pg";

import { applyMigrations } from "../../src/server/db/apply-migrations.js";

function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database with every migration applied and what `prepare` adds, for the test files' databases
 * to be created from (`create database … template`): once per run instead of once per file.
 */
export async function createPreparedTemplate(
  adminUrl: string,
  prepare: (connectionString: string) => Promise<void>,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = uniqueName("clinic_template");
  await createDatabase(adminUrl, name);
  const url = databaseUrl(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await applyMigrations({ kind: "server", pool });
  } finally {
    // A template must have no open session when a database is created from it.
    await pool.end();
  }
  await prepare(url);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await waitForNoSessions(admin, name);
  } finally {
    await admin.end();
  }
  return { name, drop: () => dropDatabase(adminUrl, name) };
}

/**
 * A fresh database per test file on the PostgreSQL server named by TEST_DATABASE_URL: created
 * (from the migrated template when there is one) and dropped after the file. Without
 * TEST_DATABASE_URL the file gets its own embedded PGlite under a temporary DATA_DIR instead.
 */
export async function createServerDatabase(adminUrl: string, template?: string | null): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = uniqueName("clinic_test");
  await createDatabase(adminUrl, name, template);
  return { url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

async function createDatabase(adminUrl: string, name: string, template?: string | null): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // Forcing the drop while sessions linger would kill them and surface as errors in the ended clients.
    await waitForNoSessions(client, name);
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * A pool that has ended may leave its sessions on the server for a moment. A template with a
 * session cannot be copied, and a forced drop would kill them: wait (up to two seconds) for them to go.
 */
async function waitForNoSessions(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
