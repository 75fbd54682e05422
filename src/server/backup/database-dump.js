// The database part of a backup (decision 042). On a PostgreSQL server: `pg_dump -Fc`, one
// consistent snapshot taken while the site runs, restored with `pg_restore` into an empty database.
// The embedded PGlite: its own `dumpDataDir()`, a copy of the whole data folder made by the one
// process that has it open, loaded back with `loadDataDir` into a new folder.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import pg from "pg";

import { claimEmbeddedDatabase, otherEmbeddedDatabaseOwner, releaseEmbeddedDatabase } from "../db/embedded-owner.js";
import { BackupError } from "./backup-error.js";

/** @typedef {{ kind: "server"; url: string } | { kind: "embedded"; dataDir: string }} TDatabaseTarget */

/** The file of the dump inside a backup, by engine. */
export const DUMP_FILE = /** @type {const} */ ({ server: "database.pgdump", embedded: "database.pglite.tar.gz" });

/**
 * Writes the database's dump to `file`, and says what it is.
 * @param {TDatabaseTarget} database
 * @param {string} file
 * @returns {Promise<{ engine: string; engineVersion: string; dumpedWith: string }>}
 */
export async function dumpDatabase(database, file) {
  if (database.kind === "server") {
    const { env, dbname } = connectionEnv(database.url);
    const dumpedWith = (await run("pg_dump", ["--version"], {})).trim();
    await run("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], env);
    return { engine: "postgresql", engineVersion: await serverVersion(database.url), dumpedWith };
  }
  return withEmbedded(database.dataDir, async (client) => {
    const [{ version }] = /** @type {[{ version: string }]} */ ((await client.query("select version()")).rows);
    const dump = await client.dumpDataDir("gzip");
    await pipeline(Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (dump.stream())), createWriteStream(file));
    return { engine: "pglite", engineVersion: version, dumpedWith: "PGlite dumpDataDir" };
  });
}

/**
 * How many tables and other relations the target already has (0: it is empty).
 * @param {TDatabaseTarget} database
 */
export async function countRelations(database) {
  if (database.kind === "server") {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return Number((await client.query(RELATIONS_SQL)).rows[0].n);
    } finally {
      await client.end();
    }
  }
  if (!existsSync(database.dataDir) || readdirSync(database.dataDir).length === 0) return 0;
  return withEmbedded(database.dataDir, async (client) => Number(/** @type {{ n: number }} */ ((await client.query(RELATIONS_SQL)).rows[0]).n));
}

/**
 * @param {TDatabaseTarget} database
 * @param {number} relations
 * @param {boolean} force
 */
export function refuseUnlessEmpty(database, relations, force) {
  if (relations === 0 || force) return;
  const where = database.kind === "server" ? `The database ${new URL(database.url).pathname.slice(1)}` : `The embedded database (${database.dataDir})`;
  throw new BackupError(`${where} is not empty (${relations} tables and other relations): restore into an empty database, or add --force to replace what is there. Nothing was restored.`);
}

// Tables, views, sequences … in any schema but PostgreSQL's own.
const RELATIONS_SQL = `
  select count(*)::int as n
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'`;

/**
 * Restores a dump into the target, which must be empty unless `force`: then what is there goes
 * first (a server database's schemas are dropped; an embedded folder is moved aside and kept).
 * @param {TDatabaseTarget} database
 * @param {string} file the dump, as dumpDatabase wrote it
 * @param {{ force: boolean; now: Date; relations: number }} options `relations`: what countRelations answered
 * @returns {Promise<{ movedAside: string | null }>}
 */
export async function restoreDatabase(database, file, { force, now, relations }) {
  refuseUnlessEmpty(database, relations, force);
  if (database.kind === "server") {
    if (relations > 0) await dropEverything(database.url);
    const { env, dbname } = connectionEnv(database.url);
    // One transaction: a dump that fails half-way leaves the database as empty as it was.
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file], env);
    return { movedAside: null };
  }
  let movedAside = null;
  if (existsSync(database.dataDir)) {
    const owner = otherEmbeddedDatabaseOwner(database.dataDir);
    if (owner) throw new BackupError(ownedMessage(database.dataDir, owner));
    if (relations > 0) {
      movedAside = `${database.dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
      renameSync(database.dataDir, movedAside);
    } else {
      // An empty database (as the app leaves it before its migrations) holds nothing to keep.
      rmSync(database.dataDir, { recursive: true, force: true });
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const bytes = await readFile(file);
  const client = new PGlite(database.dataDir, { loadDataDir: new Blob([bytes]) });
  claimEmbeddedDatabase(database.dataDir);
  try {
    await client.query("select 1");
  } finally {
    await client.close();
    releaseEmbeddedDatabase(database.dataDir);
  }
  return { movedAside };
}

/** @param {string} url */
async function dropEverything(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname !~ '^pg_'`);
    await client.query("begin");
    for (const { nspname } of rows) await client.query(`drop schema ${pg.escapeIdentifier(nspname)} cascade`);
    await client.query("create schema public");
    await client.query("commit");
  } finally {
    await client.end();
  }
}

/**
 * Opens the embedded database for this process alone, refusing while another process has it.
 * @template T
 * @param {string} dataDir
 * @param {(client: import("@electric-sql/pglite").PGlite) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withEmbedded(dataDir, work) {
  const owner = otherEmbeddedDatabaseOwner(dataDir);
  if (owner) throw new BackupError(ownedMessage(dataDir, owner));
  if (!existsSync(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir}: check DATA_DIR (or set DATABASE_URL for a PostgreSQL server).`);
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite(dataDir);
  claimEmbeddedDatabase(dataDir);
  try {
    return await work(client);
  } finally {
    await client.close();
    releaseEmbeddedDatabase(dataDir);
  }
}

/** @param {string} dataDir @param {number} owner */
function ownedMessage(dataDir, owner) {
  return `The embedded database (${dataDir}) is open in process ${owner}, the running app: the embedded database has one user at a time. Stop the app, run this again, then start it. (A PostgreSQL server, DATABASE_URL, is backed up while the site runs. If no app runs, process ${owner} is another program: delete ${dataDir}.owner.)`;
}

/**
 * The connection's settings as libpq's environment, so that the password is not on a command line
 * other users of the machine can read.
 * @param {string} url
 */
function connectionEnv(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  /** @type {Record<string, string>} */
  const env = password ? { PGPASSWORD: password } : {};
  return { env, dbname: parsed.toString() };
}

/** @param {string} url */
async function serverVersion(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return /** @type {string} */ ((await client.query("select version() as v")).rows[0].v);
  } finally {
    await client.end();
  }
}

/**
 * Runs one of PostgreSQL's client programs; fails with what it said.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @returns {Promise<string>}
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", (error) => {
      const missing = /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT";
      reject(new BackupError(missing ? `${command} is not installed: on Debian, apt-get install postgresql-client (its version at least the server's).` : `${command}: ${error.message}`));
    });
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim().split("\n").slice(-5).join(" ")}`));
    });
  });
}
