// Shared by the benchmarks: start the production build as `npm start` does, wait for health,
// load it with autocannon, stop it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import pg from "pg";

export function ensureBuild() {
  if (existsSync(".next/BUILD_ID") && !process.env.BENCH_REBUILD) return;
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("build failed");
}

/** @param {{ port: number, databaseUrl?: string, dataDir?: string }} options */
export async function startServer({ port, databaseUrl, dataDir = mkdtempSync(path.join(tmpdir(), "clinic-bench-")) }) {
  /** @type {NodeJS.ProcessEnv} */
  // The load comes from one address; the per-address API limit would refuse it after 600 calls.
  const env = { ...process.env, PORT: String(port), HOSTNAME: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DEMO_DATA: "1", API_RATE_LIMIT_PER_MINUTE: "1000000000" };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
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
