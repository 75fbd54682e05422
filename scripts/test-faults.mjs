// `npm run test:faults` (as root, on the built app: `npm run build` first): what a running app
// process does when the world under it fails (decision 043), with real processes, not mocks.
//
//  1. The alert rules of deploy/alerts.md, checked and unit-tested by Prometheus's promtool
//     (Debian's `prometheus` package), and a real scrape checked by `promtool check metrics`.
//  2. PostgreSQL stopped for 20 s under an app process (a private cluster on a port of its own,
//     started with the server's own initdb and pg_ctl, never the machine's shared server): every
//     answer meanwhile is a 503 in the one error shape with Retry-After, never a 500; the process
//     recovers by itself once the server is back; every e-mail asked for before the stop is
//     delivered, once, and no job is lost or failed.
//  3. The outbox's disk full (a 4 MB tmpfs mounted on DATA_DIR/outbox, filled): sending fails with
//     a clear error and is retried, nothing half-written is left, the mail already there is
//     untouched, and every e-mail goes out once space returns.
//
// It prints the counts it saw. Nothing outside its temporary folder and its own processes is touched.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { simpleParser } from "mailparser";
import { parse as parseYaml } from "yaml";

const repo = path.resolve(import.meta.dirname, "..");
const OUTAGE_MS = Number(process.env.FAULTS_OUTAGE_MS ?? 20_000);
const TOKEN = "faults-test-metrics-token-0123456789abcdef0123456789";

/** @param {string} line */
const note = (line) => console.log(`  ${line}`);
/** @param {string} title */
const step = (title) => console.log(`\n== ${title}`);

if (process.getuid?.() !== 0) {
  console.error("npm run test:faults runs as root: it mounts a small tmpfs and runs PostgreSQL as the postgres user.");
  process.exit(1);
}
const pgBin =
  (existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [])
    .sort()
    .reverse()
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .find((dir) => existsSync(`${dir}/pg_ctl`)) ?? "";
const promtool = spawnSync("sh", ["-c", "command -v promtool"], { encoding: "utf8" }).stdout.trim();
for (const [what, found] of [["PostgreSQL's server (apt-get install postgresql)", pgBin], ["promtool (apt-get install prometheus)", promtool]]) {
  if (!found) {
    console.error(`Missing ${what}.`);
    process.exit(1);
  }
}
if (!existsSync(path.join(repo, ".next/BUILD_ID"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const root = mkdtempSync(path.join(tmpdir(), "clinic-faults-"));
const children = /** @type {import("node:child_process").ChildProcess[]} */ ([]);
let pgData = "";
let outbox = "";
function cleanUp() {
  for (const child of children) if (child.exitCode === null && child.pid) try { process.kill(-child.pid, "SIGKILL"); } catch { /* gone */ }
  if (pgData) spawnSync("runuser", ["-u", "postgres", "--", `${pgBin}/pg_ctl`, "-D", pgData, "-m", "immediate", "stop"], { stdio: "ignore" });
  if (outbox) spawnSync("umount", [outbox], { stdio: "ignore" });
  // The app's log outlives the run, for whoever reads a failure.
  if (existsSync(path.join(root, "app.log"))) writeFileSync(path.join(tmpdir(), "clinic-faults-app.log"), readFileSync(path.join(root, "app.log")));
  rmSync(root, { recursive: true, force: true });
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {string} command @param {string[]} args @param {import("node:child_process").SpawnSyncOptions} [options] */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status}): ${result.stderr || result.stdout}`);
  return String(result.stdout ?? "");
}

// ---------------------------------------------------------------- 1. the alert rules

step("deploy/alerts.md: promtool check rules, promtool test rules");
{
  const markdown = readFileSync(path.join(repo, "deploy/alerts.md"), "utf8");
  const rules = [...markdown.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? "").find((text) => /^groups:/m.test(text));
  assert.ok(rules, "a ```yaml block with groups:");
  const rulesFile = path.join(root, "clinic-alerts.yml");
  writeFileSync(rulesFile, rules);
  note(run(promtool, ["check", "rules", rulesFile]).trim().split("\n").join(" / "));
  // Series as the app exports them (two processes; the database's figures the same on both), and
  // what must fire, and when.
  const tests = {
    rule_files: [rulesFile],
    evaluation_interval: "1m",
    tests: [
      {
        interval: "1m",
        input_series: [
          { series: 'up{job="clinic",instance="127.0.0.1:3001"}', values: "1x20 0x20" },
          { series: 'up{job="clinic",instance="127.0.0.1:3002"}', values: "1x10 0x30" },
          { series: 'clinic_database_up{instance="127.0.0.1:3001"}', values: "1x5 0x10" },
          { series: 'clinic_database_up{instance="127.0.0.1:3002"}', values: "1x5 0x10" },
          { series: 'clinic_bookings_hold_overdue{instance="127.0.0.1:3001"}', values: "0x5 2x20" },
          { series: 'clinic_backup_age_seconds{instance="127.0.0.1:3001"}', values: "-1x90" },
          { series: 'clinic_job_oldest_waiting_seconds{instance="127.0.0.1:3001",queue="send-email"}', values: "0 60 120 180 240 300 360 420 480 540 600 660 720 780 840 900 960 1020 1080" },
          { series: 'clinic_http_requests_total{instance="127.0.0.1:3001",group="page",status="2xx"}', values: "0+60x30" },
          { series: 'clinic_http_requests_total{instance="127.0.0.1:3001",group="page",status="5xx"}', values: "0+30x30" },
        ],
        alert_rule_test: [
          { eval_time: "4m", alertname: "ClinicDatabaseDown", exp_alerts: [] },
          {
            eval_time: "9m",
            alertname: "ClinicDatabaseDown",
            exp_alerts: [{ exp_labels: { severity: "page" }, exp_annotations: { summary: "The clinic's database does not answer.", description: "Every app process failed to read the database for 2 minutes; API calls answer 503." } }],
          },
          { eval_time: "10m", alertname: "ClinicHoldsNotReleased", exp_alerts: [] },
          {
            eval_time: "16m",
            alertname: "ClinicHoldsNotReleased",
            exp_alerts: [{ exp_labels: { severity: "page" }, exp_annotations: { summary: "Unpaid bookings keep their times after their hold ended.", description: "2 times stay blocked: the minute's hold sweeper (expire-holds) is not running." } }],
          },
          { eval_time: "12m", alertname: "ClinicJobsNotWorked", exp_alerts: [] },
          {
            eval_time: "17m",
            alertname: "ClinicJobsNotWorked",
            exp_alerts: [
              {
                exp_labels: { severity: "page", queue: "send-email" },
                exp_annotations: { summary: "Jobs of send-email wait for a worker.", description: "The oldest due send-email job has waited 17m 0s: no process works the queue." },
              },
            ],
          },
          { eval_time: "15m", alertname: "ClinicServerErrors", exp_alerts: [{ exp_labels: { severity: "page" }, exp_annotations: { summary: "More than 5 % of the clinic's answers are server errors.", description: "33.33% of requests failed with 5xx over 5 minutes." } }] },
          { eval_time: "59m", alertname: "ClinicBackupOld", exp_alerts: [] },
          { eval_time: "61m", alertname: "ClinicBackupOld", exp_alerts: [{ exp_labels: { severity: "ticket" }, exp_annotations: { summary: "The newest backup is older than 30 hours, or there is none.", description: "clinic_backup_age_seconds is -1 (-1: no backup found in BACKUP_DIR)." } }] },
          { eval_time: "20m", alertname: "ClinicDown", exp_alerts: [] },
          { eval_time: "23m", alertname: "ClinicDown", exp_alerts: [{ exp_labels: { severity: "page" }, exp_annotations: { summary: "No app process of the clinic answers.", description: "Prometheus reached no app process for 2 minutes; the site is down." } }] },
        ],
      },
    ],
  };
  const testFile = path.join(root, "clinic-alerts.test.yml");
  writeFileSync(testFile, JSON.stringify(tests));
  assert.ok(parseYaml(readFileSync(testFile, "utf8")));
  note(run(promtool, ["test", "rules", testFile]).trim().split("\n").filter(Boolean).join(" / "));
}

// ---------------------------------------------------------------- a private PostgreSQL and an app

step("A private PostgreSQL cluster and an app process on it");
const pgPort = await freePort();
pgData = path.join(root, "pg");
mkdirSync(pgData);
chownSync(pgData, Number(run("id", ["-u", "postgres"]).trim()), Number(run("id", ["-g", "postgres"]).trim()));
chmodSync(root, 0o755);
const asPostgres = (/** @type {string} */ tool, /** @type {string[]} */ args) => run("runuser", ["-u", "postgres", "--", `${pgBin}/${tool}`, ...args]);
asPostgres("initdb", ["-D", pgData, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
const pgOptions = `-p ${pgPort} -k ${pgData} -c listen_addresses=127.0.0.1 -c fsync=off`;
const startPostgres = () => asPostgres("pg_ctl", ["-D", pgData, "-o", pgOptions, "-l", path.join(pgData, "server.log"), "-w", "start"]);
const stopPostgres = () => asPostgres("pg_ctl", ["-D", pgData, "-m", "fast", "-w", "stop"]);
startPostgres();
run("psql", [`postgres://postgres@127.0.0.1:${pgPort}/postgres`, "-qc", "create database clinic"]);
const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/clinic`;
note(`PostgreSQL ${pgBin.split("/").at(-2)} on 127.0.0.1:${pgPort}`);

const dataDir = path.join(root, "data");
outbox = path.join(dataDir, "outbox");
mkdirSync(outbox, { recursive: true });
run("mount", ["-t", "tmpfs", "-o", "size=4m,mode=0755", "tmpfs", outbox]);
note(`DATA_DIR/outbox: a 4 MB tmpfs (${outbox})`);

const appPort = await freePort();
const base = `http://127.0.0.1:${appPort}`;
const logFile = path.join(root, "app.log");
const app = spawn(process.execPath, [path.join(repo, "scripts/start.mjs")], {
  cwd: repo,
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(appPort),
    HOSTNAME: "127.0.0.1",
    PUBLIC_URL: base,
    BUILD_ADDRESS_CHECK: "off",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: "1",
    AUTH_SECRET: "faults-test-auth-secret-0123456789-abcdefghijklmnop",
    METRICS_TOKEN: TOKEN,
    TRUSTED_PROXIES: "127.0.0.1",
    PAYMENT_PROVIDER: "simulated",
    LOG_LEVEL: "info",
    API_RATE_LIMIT_PER_MINUTE: "100000",
  },
});
children.push(app);
/** @type {string[]} */
const logLines = [];
for (const stream of [app.stdout, app.stderr]) {
  let rest = "";
  stream?.on("data", (/** @type {Buffer} */ chunk) => {
    const text = rest + chunk.toString("utf8");
    const lines = text.split("\n");
    rest = lines.pop() ?? "";
    logLines.push(...lines);
    writeFileSync(logFile, `${lines.join("\n")}\n`, { flag: "a" });
  });
}
let stopping = false;
app.on("exit", (code, signal) => {
  if (!stopping) {
    console.error(`The app process exited (${code ?? signal}) during the test. Its log: ${logFile}\n${logLines.slice(-30).join("\n")}`);
    process.exit(1);
  }
});

/**
 * @param {string} pathname
 * @param {{ method?: string, body?: unknown, from?: string, headers?: Record<string, string> }} [options]
 */
async function call(pathname, { method = "GET", body, from = "198.51.100.1", headers = {} } = {}) {
  try {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: { "x-forwarded-for": from, ...(body === undefined ? {} : { "content-type": "application/json", origin: base }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    /** @type {any} */
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, json, text, retryAfter: response.headers.get("retry-after") };
  } catch (error) {
    return { status: 0, json: null, text: String(error), retryAfter: null };
  }
}

/** @param {() => Promise<boolean>} condition @param {number} timeoutMs @param {string} what */
async function waitFor(condition, timeoutMs, what) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await condition()) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
}

let t = Date.now();
await waitFor(async () => (await call("/api/healthz")).status === 200, 180_000, "the app to be ready");
note(`ready in ${((Date.now() - t) / 1000).toFixed(1)} s (pid ${app.pid})`);

let subscribers = 0;
/** A parent subscribes to the newsletter: a welcome e-mail is queued (a send-email job). */
const subscribe = (/** @type {string} */ prefix) => {
  const n = ++subscribers;
  const email = `${prefix}-${n}@example.com`;
  return call("/api/newsletter/subscribe", { method: "POST", body: { email }, from: `198.51.100.${n % 250}` }).then((r) => ({ ...r, email }));
};

/** The delivered messages' recipients, from the .eml files (each parsed whole). */
async function delivered() {
  const files = readdirSync(outbox);
  const partial = files.filter((f) => !f.endsWith(".eml") && f !== "filler");
  const mails = await Promise.all(files.filter((f) => f.endsWith(".eml")).map(async (f) => ({ file: f, mail: await simpleParser(readFileSync(path.join(outbox, f))) })));
  const to = mails.flatMap(({ mail }) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? "")));
  return { files, partial, to };
}

/** @param {string} sql */
const query = (sql) => run("psql", [databaseUrl, "-qtAF", "\t", "-c", sql]).trim();

/**
 * The one error shape of an API 503 (src/server/errors.ts), with Retry-After; through tRPC, its
 * envelope with the same code in `data.appCode` (a batch of one, superjson's `json`).
 */
function isUnavailableShape(/** @type {Awaited<ReturnType<typeof call>>} */ r) {
  if (r.status !== 503 || !(Number(r.retryAfter) > 0)) return false;
  if (Array.isArray(r.json)) {
    const error = r.json[0]?.error?.json;
    return error?.data?.appCode === "SERVICE_UNAVAILABLE" && error?.data?.httpStatus === 503 && typeof error?.message === "string";
  }
  return r.json?.success === false && r.json?.code === "SERVICE_UNAVAILABLE" && typeof r.json?.message === "string" && r.json.message === r.json.error;
}

// ---------------------------------------------------------------- 2. PostgreSQL stopped

step(`PostgreSQL stopped for ${OUTAGE_MS / 1000} s under the app`);
{
  const before = await Promise.all(Array.from({ length: 30 }, () => subscribe("before")));
  assert.ok(before.every((r) => r.status === 200), `subscribed: ${before.map((r) => r.status).join(",")}`);
  const deliveredAtStop = (await delivered()).to.filter((to) => to.startsWith("before-")).length;
  t = Date.now();
  stopPostgres();
  note(`30 subscribed (30 welcome e-mails queued); ${deliveredAtStop} already delivered when the server stopped (${Date.now() - t} ms to stop)`);

  /** @type {{ healthz: Record<number, number>, [what: string]: Record<number, number> }} */
  const seen = { healthz: {}, "POST /api/newsletter/subscribe": {}, "GET /api/appointments/available-days": {}, "tRPC newsletter.subscribe": {}, "GET / (a page)": {} };
  /** @type {string[]} */
  const wrongShape = [];
  const count = (/** @type {string} */ what, /** @type {Awaited<ReturnType<typeof call>>} */ r, /** @type {boolean} */ api = true) => {
    const statuses = (seen[what] ??= {});
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    if (api && r.status !== 200 && !isUnavailableShape(r)) wrongShape.push(`${what}: ${r.status} ${r.text.slice(0, 200)}`);
  };
  const outageStart = Date.now();
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  while (Date.now() - outageStart < OUTAGE_MS) {
    const [health, rest, days, trpc, page] = await Promise.all([
      call("/api/healthz"),
      subscribe("during"),
      call(`/api/appointments/available-days?from=${today}&to=${later}`),
      call("/api/trpc/newsletter.subscribe?batch=1", { method: "POST", body: { 0: { json: { email: `trpc-${Date.now()}@example.com` } } } }),
      call("/"),
    ]);
    count("healthz", health);
    count("POST /api/newsletter/subscribe", rest);
    count("GET /api/appointments/available-days", days);
    count("tRPC newsletter.subscribe", trpc);
    count("GET / (a page)", page, false);
    await sleep(250);
  }
  const metricsDuring = await call("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  t = Date.now();
  startPostgres();
  note(`server started again after ${((Date.now() - outageStart) / 1000).toFixed(1)} s (pg_ctl start took ${Date.now() - t} ms)`);
  for (const [what, statuses] of Object.entries(seen)) note(`during the outage, ${what}: ${Object.entries(statuses).map(([s, n]) => `${n}× ${s}`).join(", ")}`);
  assert.deepEqual(wrongShape, [], "every API answer during the outage is a 503 in the one error shape with Retry-After");
  assert.ok((seen.healthz[503] ?? 0) > 0 && !seen.healthz[200], "the health check says 503 throughout");
  assert.ok((seen["POST /api/newsletter/subscribe"]?.[503] ?? 0) > 0, "a change is refused with 503");
  assert.equal(metricsDuring.status, 200, "the metrics still answer");
  assert.match(metricsDuring.text, /^clinic_database_up 0$/m);
  // Counted where Node answers them (instrumentation's diagnostics channels), by group and class.
  const health503 = Number(/^clinic_http_requests_total\{group="health",status="5xx"\} (\d+)$/m.exec(metricsDuring.text)?.[1]);
  assert.ok(health503 >= (seen.healthz[503] ?? 0), `the 503s of the health check are counted (${health503})`);
  note(`metrics during the outage: 200, clinic_database_up 0, clinic_http_requests_total{group="health",status="5xx"} ${health503}`);

  const recovered = await waitFor(async () => (await call("/api/healthz")).status === 200 && (await subscribe("after")).status === 200, 60_000, "the app to answer again");
  assert.equal(app.exitCode, null, "the same process, never restarted");
  note(`recovered ${(recovered / 1000).toFixed(1)} s after the server started, without a restart (pid ${app.pid})`);

  // Every welcome e-mail asked for before the stop (and the ones accepted after) goes out, once.
  const expected = [...before.map((r) => r.email)];
  await waitFor(async () => {
    const { to } = await delivered();
    return expected.every((email) => to.includes(email));
  }, 120_000, "the e-mails queued before the outage");
  const { to, partial } = await delivered();
  const twice = expected.filter((email) => to.filter((x) => x === email).length !== 1);
  assert.deepEqual(twice, [], "each e-mail delivered exactly once");
  assert.deepEqual(partial, [], "nothing half-written in the outbox");
  // Sent jobs whose completion the outage cut off are tried again (a file of the same name, an
  // idempotency key with Resend): every job ends completed.
  await waitFor(async () => query("select count(*) from pgboss.job where name = 'send-email' and state <> 'completed'") === "0", 180_000, "every send-email job to complete");
  const failed = query("select count(*) from pgboss.job where state = 'failed'");
  const states = query("select state, count(*) from pgboss.job where name = 'send-email' group by state order by state").replace(/\n/g, ", ").replace(/\t/g, " ");
  assert.equal(failed, "0", "no job failed for good");
  // Tries that wrote a message whose job's completion the outage cut off are made again: the same
  // file is replaced (with Resend, the same idempotency key), so the parent gets one e-mail.
  /** @type {Map<string, number>} */
  const writes = new Map();
  for (const line of logLines) {
    const id = /"msg":"mail written to outbox".*"id":"([^"]+)","to":"before-/.exec(line)?.[1];
    if (id) writes.set(id, (writes.get(id) ?? 0) + 1);
  }
  const rewritten = [...writes.values()].filter((n) => n > 1).length;
  note(`${rewritten} of them were written twice (a try whose completion the outage cut off, made again: the same file replaced)`);
  note(`e-mails: all ${expected.length} queued before the stop delivered exactly once (${expected.length - deliveredAtStop} of them after it); send-email jobs: ${states}; failed jobs: ${failed}`);
  /** @type {Record<string, number>} */
  const errorKinds = {};
  for (const line of logLines.filter((l) => l.includes('"level":"error"') || l.includes('"level":"warn"'))) {
    const msg = /"msg":"([^"]*)"/.exec(line)?.[1] ?? line.slice(0, 60);
    errorKinds[msg] = (errorKinds[msg] ?? 0) + 1;
  }
  note(`the app's warnings and errors meanwhile: ${Object.entries(errorKinds).map(([msg, n]) => `${n}× ${msg}`).join("; ")}`);
}

// ---------------------------------------------------------------- 3. the outbox's disk full

step("The outbox's disk full");
{
  const checksum = (/** @type {string} */ file) => createHash("sha256").update(readFileSync(path.join(outbox, file))).digest("hex");
  const kept = new Map(readdirSync(outbox).map((file) => [file, checksum(file)]));
  spawnSync("dd", ["if=/dev/zero", `of=${path.join(outbox, "filler")}`, "bs=64k"], { stdio: "ignore" });
  const free = run("df", ["--output=avail", "-B1", outbox]).trim().split("\n").at(-1)?.trim();
  note(`outbox filled (${free} bytes free) with ${kept.size} messages in it`);
  const logStart = logLines.length;
  const full = await Promise.all(Array.from({ length: 10 }, () => subscribe("full")));
  assert.ok(full.every((r) => r.status === 200), "subscribing still works (the e-mail is a job)");
  const fullFailures = () => logLines.slice(logStart).filter((line) => line.includes("job failed, will retry") && line.includes("is full (ENOSPC)"));
  await waitFor(
    async () =>
      Number(query("select count(*) from pgboss.job where name = 'send-email' and state = 'retry' and data->>'to' like 'full-%' and output->>'message' like '%is full (ENOSPC)%'")) === full.length &&
      fullFailures().length >= full.length,
    60_000,
    "the sends to fail, be logged, and wait for a retry",
  );
  const failures = fullFailures();
  note(`sending: ${failures.length} tries failed, each logged as: ${JSON.parse(failures[0] ?? "{}").error?.message}`);
  const health = await call("/api/healthz");
  assert.equal(health.status, 200, "the app stays ready");
  const metrics = await call("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  const waiting = Number(/^clinic_emails\{state="waiting"\} (\d+)$/m.exec(metrics.text)?.[1]);
  const triesFailed = Number(/^clinic_job_failures_total\{queue="send-email"\} (\d+)$/m.exec(metrics.text)?.[1]);
  assert.ok(waiting >= 10 && triesFailed >= 10);
  note(`metrics: clinic_emails{state="waiting"} ${waiting}, clinic_job_failures_total{queue="send-email"} ${triesFailed}`);
  // Parsed by Prometheus's own reader, then linted: the only remarks allowed are on prom-client's
  // default Node.js gauges named *_total (its names, not ours).
  const promtoolCheck = spawnSync(promtool, ["check", "metrics"], { input: metrics.text, encoding: "utf8" });
  const remarks = `${promtoolCheck.stdout}${promtoolCheck.stderr}`.split("\n").filter(Boolean);
  const ours = remarks.filter((line) => !/^nodejs_active_\w+_total non-counter metrics should not have "_total" suffix$/.test(line));
  // 0: clean; 3: lint remarks only (1 is a text it could not parse).
  assert.ok(promtoolCheck.status === 0 || (promtoolCheck.status === 3 && ours.length === 0), `promtool check metrics (${promtoolCheck.status}): ${remarks.join("\n")}`);
  note(`promtool check metrics on this scrape: parsed; ${remarks.length ? `${remarks.length} lint remarks, all on prom-client's default nodejs_active_*_total gauges` : "no remarks"}`);
  const during = await delivered();
  assert.deepEqual(during.partial, [], "no half-written message left in the full outbox");
  for (const [file, sum] of kept) assert.equal(checksum(file), sum, `${file} untouched`);
  assert.ok(full.every((r) => !during.to.includes(r.email)));

  rmSync(path.join(outbox, "filler"));
  t = Date.now();
  await waitFor(async () => {
    const { to } = await delivered();
    return full.every((r) => to.includes(r.email));
  }, 240_000, "the e-mails to go out once space returned");
  const after = await delivered();
  assert.deepEqual(full.filter((r) => after.to.filter((x) => x === r.email).length !== 1).map((r) => r.email), [], "each delivered exactly once");
  assert.deepEqual(after.partial, []);
  for (const [file, sum] of kept) assert.equal(checksum(file), sum, `${file} untouched`);
  assert.equal(query("select count(*) from pgboss.job where state = 'failed'"), "0");
  note(`space back: all ${full.length} e-mails delivered once ${((Date.now() - t) / 1000).toFixed(0)} s later (their retry's backoff), ${after.files.length} messages parse whole, no job failed`);
}

stopping = true;
process.kill(-(app.pid ?? 0), "SIGTERM");
await new Promise((resolve) => (app.exitCode !== null ? resolve(null) : app.on("exit", resolve)));
console.log("\nFaults: all checks passed.");
