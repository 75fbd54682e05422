// What the restore drills share (tests/integration/backup-*.test.ts): the operator's commands run as
// they are run, the database read straight (not through the app), the app stopped and the data
// destroyed. App modules are imported when used: a file sets its settings (S3_…) first.
import { execFile } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";

const run = promisify(execFile);
const dataDir = () => process.env.DATA_DIR!;
const serverUrl = () => inject("databaseServerUrl");

/** `npm run backup` or `npm run restore -- …` as the operator runs it, with this file's settings and `settings`. */
export async function npmRun(script: "backup" | "restore", args: string[], settings: Record<string, string>) {
  const names = ["DATA_DIR", "DATABASE_URL", "AUTH_SECRET", "S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "BACKUP_S3_BUCKET"];
  const inherited = Object.fromEntries(names.filter((name) => process.env[name]).map((name) => [name, process.env[name]!]));
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${script}.mjs`, ...args], { env: { PATH: process.env.PATH, NODE_ENV: "test" as const, ...inherited, ...settings }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

type Query = <T>(text: string) => Promise<T[]>;

/** A connection of the test's own to this file's database (the embedded one, or the server's). */
export async function withDatabase<T>(work: (query: Query) => Promise<T>): Promise<T> {
  if (!serverUrl()) {
    const client = new PGlite(path.join(dataDir(), "db"));
    try {
      return await work(async <R,>(text: string) => (await client.query<R>(text)).rows);
    } finally {
      await client.close();
    }
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(async <R,>(text: string) => (await client.query(text)).rows as R[]);
  } finally {
    await client.end();
  }
}

/**
 * Every table's row count and a checksum of its rows, in every schema the app has (its own, the
 * migrations', the job queue's), read straight from the database while the app is stopped (the
 * job queue writes its own tables when it starts).
 */
export async function tableChecksums() {
  return withDatabase(async (query) => {
    const tables = await query<{ name: string }>(`
      select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_' order by 1`);
    const sums: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of tables) {
      const [row] = await query<{ rows: number; md5: string }>(`select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as md5 from ${name} t`);
      sums[name] = row!;
    }
    return sums;
  });
}

/** Tables and other relations in the database (for the embedded one: files in its folder). */
export async function relationsLeft() {
  if (!serverUrl()) return readdirSync(dataDir()).includes("db") ? readdirSync(path.join(dataDir(), "db")).length : 0;
  const [row] = await withDatabase((query) => query<{ n: number }>("select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'"));
  return row!.n;
}

/** The app lets go of its database, as a stopped server would. */
export async function stopApp() {
  const { stopJobQueue } = await import("~/server/jobs/job-queue");
  const { closeDb } = await import("~/server/db/client");
  await stopJobQueue({ graceful: false });
  await closeDb();
  const processGlobals = globalThis as { clinicDbReady?: unknown; clinicSchedule?: unknown; clinicTakenSlots?: unknown };
  delete processGlobals.clinicDbReady;
  delete processGlobals.clinicSchedule;
  delete processGlobals.clinicTakenSlots;
}

/** The database gone: dropped and made again, empty, on the server; its folder removed for the embedded one. */
export async function destroyDatabase() {
  const adminUrl = serverUrl();
  if (!adminUrl) {
    rmSync(path.join(dataDir(), "db"), { recursive: true, force: true });
    return;
  }
  const name = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}
