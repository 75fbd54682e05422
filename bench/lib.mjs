// Shared by the benchmarks: start the production build as `npm start` does, wait for health,
// load it with autocannon, stop it.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import pg from "pg";
import { PgBoss } from "pg-boss";

import { buildFor, buildMismatch } from "../scripts/lib/build-stamp.mjs";

/** Every bench server listens here; the pages prerendered at build time name it as their address. */
export const BENCH_PORT = 3400;
const BENCH_PUBLIC_URL = `http://127.0.0.1:${BENCH_PORT}`;
export function ensureBuild() {
  // The build records the PUBLIC_URL it was made for (the e2e build uses another).
  if (existsSync(".next/BUILD_ID") && !buildMismatch(BENCH_PUBLIC_URL) && !process.env.BENCH_REBUILD) return;
  if (buildFor({ ...process.env, NEXT_TELEMETRY_DISABLED: "1", PUBLIC_URL: BENCH_PUBLIC_URL }) !== 0) throw new Error("build failed");
}

/** @param {{ port?: number, databaseUrl?: string, dataDir?: string, extraEnv?: Record<string, string>, cwd?: string }} options */
export async function startServer({ port = BENCH_PORT, databaseUrl, dataDir = mkdtempSync(path.join(tmpdir(), "clinic-bench-")), extraEnv = {}, cwd = process.cwd() } = {}) {
  /** @type {NodeJS.ProcessEnv} */
  // The load comes from one address; the per-address API limit would refuse it after 600 calls.
  // PUBLIC_URL is the server's own address (the build's too), so the pages' own form posts are same-site.
  // Servers on other ports than BENCH_PORT share its build.
  const env = { ...process.env, BUILD_ADDRESS_CHECK: "off", PORT: String(port), HOSTNAME: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: "warn", DEMO_DATA: "1", API_RATE_LIMIT_PER_MINUTE: "1000000000" };
  Object.assign(env, extraEnv);
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd, env, stdio: ["ignore", "ignore", "inherit"], detached: true });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error("server did not become healthy in 120 s");
    const healthy = await fetch(`${base}/api/healthz`).then((r) => r.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = performance.now() - started;
  return {
    base,
    dataDir,
    startMs,
    /** The server's process group (npm start and the Next server it runs). */
    processGroup: child.pid,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/**
 * `path` is sent exactly as written (autocannon would normalise it inside `url`).
 * @param {string} url @param {{ duration?: number, connections?: number, path?: string }} [options]
 */
export async function load(url, { duration = 8, connections = 16, path } = {}) {
  const requests = path ? [{ method: /** @type {const} */ ("GET"), path }] : undefined;
  // Warm-up so that compilation caches and connection pools are filled.
  await autocannon({ url, duration: 1, connections, requests });
  const result = await autocannon({ url, duration, connections, requests });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A fresh database on the PostgreSQL server (the tests' helper), dropped by the returned function. */
export { createServerDatabase as createBenchDatabase } from "../tests/support/test-database.ts";

/**
 * One query's rows on a database the benchmark reads directly (not through the app).
 * @param {string} url @param {string} sql @param {unknown[]} [params]
 * @returns {Promise<Array<Record<string, any>>>}
 */
export async function queryRows(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A 24-hour reminder for every confirmed visit, queued as the confirmations queue them (same queue,
 * same data), all due now. Answers how many, when they were queued, and how to stop the queue's client.
 * @param {string} url
 */
export async function queueDueReminders(url) {
  const rows = await queryRows(url, "select id, sequence from appointments where status = 'confirmed'");
  const boss = new PgBoss({ connectionString: url, schema: "pgboss", supervise: false, schedule: false, registerInstance: false, max: 2 });
  await boss.start();
  const started = performance.now();
  await boss.insert(
    "send-reminder",
    rows.map((row) => ({ data: { appointmentId: row.id, sequence: row.sequence, kind: "24h" } })),
  );
  return { count: rows.length, started, stop: () => boss.stop({ graceful: false, close: true }) };
}

/**
 * Until no reminder job and no job of `queue` is left and `delivered()` holds (180 s at most):
 * answers the ms from `started` until the reminder jobs had run and until everything had.
 * @param {string} url @param {string} queue @param {number} started @param {() => boolean} delivered
 */
export async function waitForReminders(url, queue, started, delivered) {
  let remindersDoneMs = 0;
  for (;;) {
    const rows = await queryRows(url, "select name, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and name in ('send-reminder', $1) group by name", [queue]);
    const pending = Object.fromEntries(rows.map((r) => [r.name, r.n]));
    if (!remindersDoneMs && !pending["send-reminder"]) remindersDoneMs = performance.now() - started;
    if (!pending["send-reminder"] && !pending[queue] && delivered()) return { remindersDoneMs, allMs: performance.now() - started };
    if (performance.now() - started > 180_000) throw new Error(`not done after 180 s: ${JSON.stringify(pending)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** @param {string} adminUrl */
export async function serverReachable(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Registers a parent as the site does (issue 25): the details, then the code the server wrote to
 * its outbox, with the first answer's token. Answers the confirmation's JSON (its Bearer `token`).
 * @param {string} base @param {string} dataDir @param {Record<string, string> & { email: string }} account
 */
export async function registerParent(base, dataDir, account) {
  const post = (/** @type {string} */ path, /** @type {unknown} */ body) =>
    fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const started = await post("/api/user/register", account);
  if (started.status !== 202) throw new Error(`register failed: ${started.status}`);
  const { confirmationToken } = await started.json();
  const { simpleParser } = await import("mailparser");
  const outbox = path.join(dataDir, "outbox");
  for (const deadline = performance.now() + 30_000; performance.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    for (const file of existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")) : []) {
      const mail = await simpleParser(readFileSync(path.join(outbox, file)));
      const to = [mail.to].flat().flatMap((address) => address?.value ?? []).map((value) => value.address);
      const otp = to.includes(account.email) ? /\b(\d{6})\b/.exec(mail.text ?? "")?.[1] : undefined;
      if (!otp) continue;
      const confirmed = await post("/api/user/register/confirm", { email: account.email, otp, confirmationToken });
      if (confirmed.status !== 201) throw new Error(`registration's confirmation failed: ${confirmed.status}`);
      return confirmed.json();
    }
  }
  throw new Error(`no registration code reached the outbox for ${account.email}`);
}
