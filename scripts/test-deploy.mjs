// `npm run test:deploy`: the go-live kit (deploy/) installed on this machine and used as a clinic
// would, with Debian's Caddy and the PostgreSQL server at 127.0.0.1:5432. It runs deploy/install.sh
// into a folder of its own (as root: it makes the `clinic` user), checks the systemd units with
// systemd-analyze, starts them as systemd would (this machine's PID 1 is not systemd: each unit's
// User, WorkingDirectory, EnvironmentFile, Environment and ExecStart are read from the installed
// file and run), puts Caddy in front with its own CA (`tls internal`), and then, over HTTPS:
// pages, compression, HTTP/2, static files, request ids, broken addresses; a visit booked and paid;
// one app process killed (-9) under load; every process restarted one at a time under load; the
// upgrade to a new commit with a migration (deploy/upgrade.sh) and back (deploy/rollback.sh) under
// load; the nightly backup unit run while the site runs, the database dropped, and `npm run
// restore` with every table equal.
// Prints what it measured; exits 1 on the first broken promise.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "..");
const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const HTTPS_PORT = Number(process.env.DEPLOY_TEST_HTTPS_PORT ?? 8443);
const SITE = "localhost";
const BASE = `https://${SITE}:${HTTPS_PORT}`;
const DB = "clinic_deploy_test";
const keep = process.argv.includes("--keep");

if (process.getuid?.() !== 0) {
  console.error("test:deploy installs the kit as a server's administrator would: run it as root (it makes a `clinic` user).");
  process.exit(1);
}
for (const command of ["caddy", "psql", "systemd-analyze"]) {
  if (spawnSync("sh", ["-c", `command -v ${command}`]).status !== 0) {
    console.error(`test:deploy needs ${command}: apt-get install caddy postgresql-client systemd`);
    process.exit(1);
  }
}

const root = mkdtempSync(path.join(tmpdir(), "clinic-deploy-"));
chmodSync(root, 0o755);
const dirs = {
  prefix: path.join(root, "opt"),
  etc: path.join(root, "etc"),
  data: path.join(root, "data"),
  units: path.join(root, "units"),
  caddy: path.join(root, "caddy"),
};
/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** @type {string[]} */
const figures = [];
const started = performance.now();

/** @param {string} line */
function note(line) {
  figures.push(line);
  console.log(`  ${line}`);
}
/** @param {string} title */
function step(title) {
  console.log(`\n▶ ${title} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
/** @param {string} command @param {string[]} args @param {import("node:child_process").SpawnSyncOptions} [options] */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  assert.equal(result.status, 0, `${command} ${args.join(" ")} exited with ${result.status}`);
}
/** @param {string} sql */
function psql(sql) {
  return spawnSync("psql", [ADMIN_URL, "-qtAc", sql], { encoding: "utf8" });
}
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A unit's whole process group, as systemd's cgroup: scripts/start.mjs and the server it started. */
function killGroup(/** @type {import("node:child_process").ChildProcess} */ child, /** @type {NodeJS.Signals} */ signal) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

function cleanUp() {
  for (const child of children) killGroup(child, "SIGKILL");
  // The servers' connections end before their database goes.
  spawnSync("sleep", ["1"]);
  psql(`drop database if exists ${DB} with (force)`);
  psql(`drop role if exists ${DB}`);
  if (!keep) rmSync(root, { recursive: true, force: true });
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

// ---------------------------------------------------------------- install

step("deploy/install.sh on a fresh database");
psql(`drop database if exists ${DB} with (force)`);
psql(`drop role if exists ${DB}`);
// The commit under test, named: the checkout may move on while this runs.
const commit = spawnSync("git", ["-C", repo, "rev-parse", "HEAD"], { encoding: "utf8" }).stdout.trim();
// The backups' key pair, made as the clinic makes it on another machine: its public half goes to install.sh.
const backupKey = path.join(root, "backup-key.txt");
run(process.execPath, [path.join(repo, "scripts/backup-key.mjs"), backupKey], { stdio: "ignore" });
const backupRecipient = /^# public key: (age1\S+)$/m.exec(readFileSync(backupKey, "utf8"))?.[1] ?? "";
const installEnv = {
  ...process.env,
  CLINIC_REF: commit,
  CLINIC_SITE: SITE,
  CLINIC_TLS: "internal",
  CLINIC_HTTPS_PORT: String(HTTPS_PORT),
  CLINIC_HTTP_PORT: String(HTTPS_PORT - 363),
  CLINIC_CADDY_ADMIN: `localhost:${HTTPS_PORT + 1}`,
  CLINIC_PREFIX: dirs.prefix,
  CLINIC_ETC: dirs.etc,
  CLINIC_DATA: dirs.data,
  CLINIC_UNITS: dirs.units,
  CLINIC_CADDYFILE: path.join(dirs.caddy, "Caddyfile"),
  CLINIC_DB: DB,
  CLINIC_PSQL: `psql ${ADMIN_URL}`,
  CLINIC_SYSTEMD: "no",
  CLINIC_SKIP_APT: "1",
  CLINIC_PAYMENT_PROVIDER: "simulated",
  CLINIC_VIDEO_PROVIDER: "public-jitsi",
  CLINIC_DEMO_DATA: "1",
  CLINIC_BACKUP_RECIPIENTS: backupRecipient,
  CLINIC_NODE_MODULES: path.join(repo, "node_modules"),
};
let t = performance.now();
run("bash", [path.join(repo, "deploy/install.sh")], { env: installEnv });
note(`install.sh (clone, build for ${BASE}): ${((performance.now() - t) / 1000).toFixed(0)} s`);
t = performance.now();
run("bash", [path.join(repo, "deploy/install.sh")], { env: installEnv, stdio: "ignore" });
note(`install.sh again (nothing to do): ${((performance.now() - t) / 1000).toFixed(1)} s`);
assert.deepEqual(readdirSync(path.join(dirs.prefix, "releases")), [commit], "a second run builds nothing new");
const settings = readFileSync(path.join(dirs.etc, "clinic.env"), "utf8");
assert.match(settings, /^AUTH_SECRET=.{60,}$/m, "a generated AUTH_SECRET");
assert.match(settings, /^METRICS_TOKEN=[0-9a-f]{64}$/m, "a generated METRICS_TOKEN");
assert.match(settings, new RegExp(`^PUBLIC_URL=${BASE}$`, "m"));
assert.match(settings, /^TRUSTED_PROXIES=127\.0\.0\.1$/m);
assert.equal(settings.match(/^BACKUP_RECIPIENTS=(.*)$/gm)?.join(), `BACKUP_RECIPIENTS=${backupRecipient}`, "the backups' public key, once");
const ports = readFileSync(path.join(dirs.etc, "ports"), "utf8").trim().split(/\s+/).map(Number);
const [firstPort = 0] = ports;
assert.deepEqual(ports, [3001, 3002]);

step("systemd-analyze verify on the installed units");
{
  // A template is verified as its instances; systemd-analyze resolves Requires= in the same folder.
  const check = path.join(root, "verify");
  mkdirSync(check);
  for (const file of readdirSync(dirs.units).filter((name) => /\.(service|target|timer)$/.test(name))) {
    copyFileSync(path.join(dirs.units, file), path.join(check, file.replace("@.service", `@${String(ports[0])}.service`)));
  }
  const verify = spawnSync("systemd-analyze", ["verify", ...readdirSync(check).map((name) => path.join(check, name))], { encoding: "utf8" });
  const problems = `${verify.stdout}${verify.stderr}`.split("\n").filter((line) => line.trim() && !/Cannot find unit for notify-reload|No such file or directory.*(postgresql|network-online)/.test(line));
  assert.deepEqual(problems, [], "systemd-analyze verify");
  note("units verified: clinic-migrate.service, clinic-app@.service, clinic.target, clinic-backup.service, clinic-backup.timer");
}

// ---------------------------------------------------------------- the units, as systemd runs them

/** The unit's Service settings as systemd would apply them (the subset the kit uses). */
/**
 * @param {string} file @param {string} [instance]
 * @returns {{ env: Record<string, string>, user: string, cwd: string, exec: string[] }}
 */
function readUnit(file, instance = "") {
  const lines = readFileSync(path.join(dirs.units, file), "utf8").split("\n");
  /** @type {{ env: Record<string, string>, user: string, cwd: string, exec: string[] }} */
  const unit = { env: {}, user: "root", cwd: "/", exec: [] };
  for (const raw of lines) {
    const line = raw.replaceAll("%i", instance);
    const [key = "", ...rest] = line.split("=");
    const value = rest.join("=");
    if (key === "User") unit.user = value;
    if (key === "WorkingDirectory") unit.cwd = value;
    if (key === "ExecStart") unit.exec = value.split(" ");
    if (key === "Environment") for (const pair of value.split(" ")) unit.env[pair.split("=")[0] ?? ""] = pair.split("=").slice(1).join("=");
    if (key === "EnvironmentFile") {
      for (const setting of readFileSync(value, "utf8").split("\n")) {
        const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(setting);
        if (match) unit.env[match[1] ?? ""] = match[2] ?? "";
      }
    }
  }
  return unit;
}

/** @param {string} user */
function uidOf(user) {
  const id = (/** @type {string} */ flag) => Number(spawnSync("id", [flag, user], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
}

/** Starts a unit's ExecStart as its User, with its environment; resolves when it exits (oneshot). */
/** @param {string} file @param {string} [instance] */
function startUnit(file, instance = "") {
  const unit = readUnit(file, instance);
  const child = spawn(unit.exec[0] ?? "", unit.exec.slice(1), {
    cwd: unit.cwd,
    env: { NODE_ENV: "production", PATH: "/usr/local/bin:/usr/bin:/bin", LOG_LEVEL: "warn", ...unit.env },
    ...uidOf(unit.user),
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  children.push(child);
  return child;
}

/** @param {import("node:child_process").ChildProcess} child @returns {Promise<number | null>} */
const exited = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code))));

/** @param {number} port */
async function healthy(port, timeoutMs = 120_000) {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`the app on port ${port} did not become healthy`);
}

step("clinic-migrate.service, then clinic-app@3001 and @3002");
t = performance.now();
assert.equal(await exited(startUnit("clinic-migrate.service")), 0, "the migration unit");
note(`migrations on an empty PostgreSQL database: ${((performance.now() - t) / 1000).toFixed(1)} s`);
/** @type {Map<number, import("node:child_process").ChildProcess>} */
const apps = new Map();
t = performance.now();
for (const port of ports) apps.set(port, startUnit("clinic-app@.service", String(port)));
await Promise.all(ports.map((port) => healthy(port)));
note(`two app processes healthy: ${((performance.now() - t) / 1000).toFixed(1)} s`);

step("Caddy in front, with its own certificate authority");
const caddy = spawn("caddy", ["run", "--config", installEnv.CLINIC_CADDYFILE, "--adapter", "caddyfile", "--envfile", path.join(dirs.etc, "caddy.env")], {
  env: { ...process.env, XDG_DATA_HOME: path.join(root, "caddy-data"), XDG_CONFIG_HOME: path.join(root, "caddy-config") },
  stdio: ["ignore", "ignore", "pipe"],
});
children.push(caddy);
let caddyLog = "";
caddy.stderr.on("data", (chunk) => (caddyLog = (caddyLog + chunk).slice(-20_000)));
const caRoot = path.join(root, "caddy-data/caddy/pki/authorities/local/root.crt");
for (let i = 0; i < 100 && !existsSync(caRoot); i++) await sleep(100);
assert.ok(existsSync(caRoot), `Caddy made no local CA:\n${caddyLog}`);
const agent = new https.Agent({ ca: readFileSync(caRoot), keepAlive: true, maxSockets: 64 });

/** @typedef {{ status: number, headers: import("node:http").IncomingHttpHeaders, text: string }} Answer */
/**
 * One HTTPS request through Caddy, trusting its CA.
 * @param {string} method @param {string} address
 * @param {{ headers?: Record<string, string>, body?: unknown }} [options]
 * @returns {Promise<Answer>}
 */
function request(method, address, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = https.request(`${BASE}${address}`, { method, agent, headers: { origin: BASE, ...headers } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("timed out")));
    if (body !== undefined) req.end(typeof body === "string" ? body : JSON.stringify(body));
    else req.end();
  });
}
for (let i = 0; i < 100; i++) {
  const up = await request("GET", "/api/healthz").then((r) => r.status === 200, () => false);
  if (up) break;
  await sleep(100);
}

step("HTTPS, HTTP/2, compression, static files, request ids, broken addresses");
{
  const curl = spawnSync("curl", ["-sS", "--cacert", caRoot, "--http2", "-o", "/dev/null", "-w", "%{http_version} %{http_code}", `${BASE}/`], { encoding: "utf8" });
  assert.equal(curl.stdout, "2 200", `HTTP/2 through Caddy: ${curl.stderr}`);
  const home = await request("GET", "/", { headers: { "accept-encoding": "gzip, zstd" } });
  assert.equal(home.status, 200);
  assert.match(String(home.headers["content-encoding"]), /^(zstd|gzip)$/, "the page is compressed");
  assert.match(String(home.headers["strict-transport-security"]), /max-age=63072000/);
  assert.match(String(home.headers["x-request-id"]), /^[0-9a-f-]{36}$/, "Caddy's request id, echoed by the app");
  const forged = await request("GET", "/api/healthz", { headers: { "x-request-id": "forged-by-client" } });
  assert.notEqual(forged.headers["x-request-id"], "forged-by-client", "a client's own request id is replaced");
  const html = (await request("GET", "/")).text;
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
  assert.ok(chunk, "the page names a script of the build");
  const script = await request("GET", chunk);
  assert.equal(script.status, 200);
  assert.equal(script.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.match(html, new RegExp(`<link rel="canonical" href="${BASE}/?"`), "the prerendered page carries the deployment's address");
  // The not-found page of the address's language (its title, in the page's messages).
  for (const [address, expected] of /** @type {Array<[string, string]>} */ ([
    ["/ar/%ff", "الصفحة غير موجودة"],
    ["/fr/courses/%c3%28", "Page introuvable"],
    ["/courses/%ff", "Page not found"],
    ["/_next/static/%ff", "Page not found"],
  ])) {
    const answer = await request("GET", address);
    assert.equal(answer.status, 404, `${address}: ${answer.status}`);
    assert.ok(answer.text.includes(expected), `${address}: not the not-found page in its language`);
  }
  const api = await request("GET", "/api/courses/%ff");
  assert.equal(api.status, 404);
  assert.equal(JSON.parse(api.text).success, false, "the API's one error shape");
  note("HTTP/2 200, compressed pages, HSTS, immutable static files, request ids; %ff → 404 in the page's language");
}

// ---------------------------------------------------------------- a visit, booked and paid

/** @type {Array<{ _id: string, bookableOnline: boolean }>} */
const services = JSON.parse((await request("GET", "/api/services")).text).data;
const online = services.find((s) => s.bookableOnline)?._id;

/** @typedef {{ date: string, startTime: string, endTime: string }} Slot */

/** Free online slots from `fromDays` days ahead, in order. */
/** @param {number} fromDays @param {number} count @returns {Promise<Slot[]>} */
async function freeSlots(fromDays, count) {
  /** @type {Slot[]} */
  const slots = [];
  for (let offset = fromDays; slots.length < count; offset += 30) {
    const from = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + (offset + 29) * 86_400_000).toISOString().slice(0, 10);
    /** @type {Array<{ date: string, freeSlots: number }>} */
    const days = JSON.parse((await request("GET", `/api/appointments/available-days?from=${from}&to=${to}`)).text).data.days;
    for (const day of days.filter((d) => d.freeSlots > 0)) {
      /** @type {Array<Slot & { available: boolean }>} */
      const daySlots = JSON.parse((await request("GET", `/api/appointments/timeslots?date=${day.date}`)).text).data.slots;
      for (const slot of daySlots.filter((s) => s.available)) slots.push({ date: day.date, startTime: slot.startTime, endTime: slot.endTime });
      if (slots.length >= count) break;
    }
  }
  return slots.slice(0, count);
}

/** @param {Slot} slot @param {string} email */
async function book(slot, email) {
  return request("POST", "/api/appointments/book", {
    headers: { "content-type": "application/json" },
    body: { service: online, ...slot, type: "Online", patient: { name: "Maya Haddad", phoneNumber: "+961 3 123 456", email }, notes: "", healthDataConsent: true },
  });
}

step("A parent books and pays a visit through Caddy");
{
  const [slot] = await freeSlots(40, 1);
  assert.ok(slot);
  const booked = await book(slot, "deploy-parent@example.com");
  assert.equal(booked.status, 201, booked.text);
  const session = JSON.parse(booked.text).data.session.id;
  const paid = await request("POST", `/api/payments/simulated/${session}`, { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "outcome=pay" });
  assert.equal(paid.status, 303);
  // Back to the site (the page that waits for the payment's confirmation), on the site's address.
  assert.match(String(paid.headers.location), new RegExp(`^${BASE}/appointment/status/`));
  let status = "";
  for (let i = 0; i < 100 && status !== "confirmed"; i++) {
    const rows = spawnSync("psql", [new URL(`/${DB}`, ADMIN_URL).toString(), "-qtAc", `select status from appointments where patient_email = 'deploy-parent@example.com'`], { encoding: "utf8" });
    status = rows.stdout.trim();
    if (status !== "confirmed") await sleep(100);
  }
  assert.equal(status, "confirmed", "the visit in the database");
  note("booked and paid over HTTPS: the visit is confirmed in PostgreSQL");
}

step("Each process's metrics, as Prometheus reads them (README: reading the metrics)");
{
  const token = /^METRICS_TOKEN=(\S+)$/m.exec(settings)?.[1] ?? "";
  for (const port of ports) {
    // The README's command, as written there.
    const scrape = spawnSync("curl", ["-sS", "-H", `Authorization: Bearer ${token}`, `http://127.0.0.1:${port}/api/metrics`], { encoding: "utf8" });
    assert.equal(scrape.status, 0, scrape.stderr);
    assert.match(scrape.stdout, /^clinic_database_up 1$/m, `process ${port} reads the database`);
    // The visit paid above, the same on every process: read from the database they share.
    assert.match(scrape.stdout, /^clinic_payments_confirmed_total\{kind="appointment"\} 1$/m);
    assert.match(scrape.stdout, /^clinic_http_requests_total\{group="health",status="2xx"\} [1-9]/m, "Caddy's health checks, counted");
    const refused = await fetch(`http://127.0.0.1:${port}/api/metrics`, { headers: { authorization: "Bearer wrong" } });
    assert.equal(refused.status, 401);
  }
  note(`metrics: each of ${ports.length} processes answers with the token (401 without); the paid visit is counted by both`);
}

// ---------------------------------------------------------------- load, a crash, restarts

/**
 * Parents browsing and booking through Caddy until `stop()`; counts every answer by class and
 * every request that failed outright, and keeps each booking's outcome.
 */
/** @param {Slot[]} slots */
function loadThroughCaddy(slots) {
  const counts = { sent: 0, ok: 0, "4xx": 0, "5xx": 0, failed: 0 };
  /** @type {Array<{ email: string, status: number, error?: string }>} */
  const bookings = [];
  /** What did not go well, for the report: a few of each kind. */
  /** @type {string[]} */
  const samples = [];
  const sample = (/** @type {string} */ line) => {
    if (samples.filter((s) => s.slice(0, 12) === line.slice(0, 12)).length < 3) samples.push(line);
  };
  let running = true;
  // What parents open (not /api/healthz: a stopping process says 503 there on purpose).
  const pages = ["/", "/ar", "/fr/services", "/courses", "/api/services", "/appointment", "/ar/courses"];
  const browse = async () => {
    for (let i = 0; running; i++) {
      counts.sent++;
      try {
        const page = pages[i % pages.length] ?? "/";
        const answer = await request("GET", page);
        if (answer.status >= 500) counts["5xx"]++;
        else if (answer.status >= 400) counts["4xx"]++;
        else counts.ok++;
        if (answer.status >= 400) sample(`GET ${answer.status} ${page} ${answer.text.slice(0, 160)}`);
      } catch (error) {
        counts.failed++;
        sample(`GET failed ${String(error)}`);
      }
    }
  };
  const booker = async (/** @type {number} */ lane) => {
    for (let i = lane; running && i < slots.length; i += 2) {
      counts.sent++;
      const email = `deploy-load-${String(i)}@example.com`;
      const slot = slots[i];
      if (!slot) break;
      try {
        const answer = await book(slot, email);
        bookings.push({ email, status: answer.status });
        if (answer.status >= 500) counts["5xx"]++;
        else if (answer.status >= 400) counts["4xx"]++;
        else counts.ok++;
        if (answer.status >= 400) sample(`POST ${answer.status} book ${answer.text.slice(0, 160)}`);
      } catch (error) {
        bookings.push({ email, status: 0, error: String(error) });
        counts.failed++;
        sample(`POST failed ${String(error)}`);
      }
      await sleep(150);
    }
  };
  const lanes = [...Array.from({ length: 6 }, browse), booker(0), booker(1)];
  return {
    counts,
    bookings,
    samples,
    stop: async () => {
      running = false;
      await Promise.all(lanes);
    },
  };
}

/** @param {string} prefix */
function bookedRows(prefix) {
  const rows = spawnSync(
    "psql",
    [new URL(`/${DB}`, ADMIN_URL).toString(), "-qtAc", `select patient_email, count(*) from appointments where patient_email like '${prefix}%' group by 1`],
    { encoding: "utf8" },
  );
  return new Map(rows.stdout.trim().split("\n").filter(Boolean).map((line) => [line.split("|")[0] ?? "", Number(line.split("|")[1])]));
}

step("kill -9 one app process under load");
{
  const slots = await freeSlots(70, 120);
  const load = loadThroughCaddy(slots);
  await sleep(3_000);
  const victim = apps.get(firstPort);
  assert.ok(victim);
  // A crash: the unit's processes die at once (systemd's view of it: the cgroup is empty).
  killGroup(victim, "SIGKILL");
  await exited(victim);
  // systemd's Restart=always brings it back after RestartSec=2.
  await sleep(2_000);
  apps.set(firstPort, startUnit("clinic-app@.service", String(firstPort)));
  await healthy(firstPort);
  await sleep(2_000);
  await load.stop();
  const rows = bookedRows("deploy-load-");
  const accepted = load.bookings.filter((b) => b.status === 201);
  const doubled = [...rows.values()].filter((n) => n > 1).length;
  const lost = accepted.filter((b) => !rows.has(b.email)).length;
  for (const line of load.samples) console.log(`    ${line}`);
  note(`kill -9 under load: ${load.counts.sent} requests, ${load.counts.ok} ok, ${load.counts["4xx"]} 4xx, ${load.counts["5xx"]} 5xx, ${load.counts.failed} failed; bookings ${accepted.length} accepted, ${lost} lost, ${doubled} doubled`);
  assert.equal(lost, 0, "no accepted booking lost");
  assert.equal(doubled, 0, "no booking doubled");
  // Caddy retries a GET that a dying process dropped; a POST it had handed over is answered with
  // 502 (never sent twice): only those may fail, and only while the process died.
  assert.ok(load.counts["5xx"] + load.counts.failed <= 4, "at most the requests in flight in the killed process fail");
}

step("restart every app process one at a time under load (an upgrade's restart)");
{
  const slots = await freeSlots(130, 120);
  const load = loadThroughCaddy(slots);
  await sleep(2_000);
  for (const port of ports) {
    const app = apps.get(port);
    assert.ok(app);
    t = performance.now();
    // systemctl stop: SIGTERM to the main process (KillMode=mixed), which passes it on.
    app.kill("SIGTERM");
    assert.equal(await exited(app), 0, "a graceful stop exits 0");
    const stopMs = performance.now() - t;
    apps.set(port, startUnit("clinic-app@.service", String(port)));
    await healthy(port);
    note(`port ${port}: stopped gracefully in ${(stopMs / 1000).toFixed(1)} s, healthy again ${((performance.now() - t) / 1000).toFixed(1)} s after SIGTERM`);
    await sleep(2_000);
  }
  await load.stop();
  note(`rolling restart under load: ${load.counts.sent} requests, ${load.counts.ok} ok, ${load.counts["4xx"]} 4xx, ${load.counts["5xx"]} 5xx, ${load.counts.failed} failed`);
  for (const line of load.samples) console.log(`    ${line}`);
  assert.equal(load.counts["5xx"] + load.counts.failed, 0, "no request fails while the processes restart one at a time");
}

// ---------------------------------------------------------------- upgrade and rollback

/**
 * Runs deploy/upgrade.sh or rollback.sh as the operator would, while this script plays systemd for
 * the restarts it asks for (CLINIC_RESTART_COMMAND: a request file per port, answered when the
 * process is back). Resolves with the script's exit code.
 * @param {string} script @param {string[]} args @param {string} checkout
 */
async function runDeployScript(script, args, checkout) {
  const requests = path.join(root, "restarts");
  mkdirSync(requests, { recursive: true });
  const hook = path.join(root, "restart-hook.sh");
  writeFileSync(hook, `#!/bin/sh\ntouch "${requests}/$1.request"\nwhile [ ! -f "${requests}/$1.done" ]; do sleep 0.1; done\nrm -f "${requests}/$1.done"\n`, { mode: 0o755 });
  const child = spawn("bash", [path.join(checkout, "deploy", script), ...args], {
    env: { ...installEnv, CLINIC_RESTART_COMMAND: hook },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  let done = false;
  const finished = exited(child).then((code) => ((done = true), code));
  while (!done) {
    for (const file of readdirSync(requests).filter((name) => name.endsWith(".request"))) {
      const port = Number(file.split(".")[0]);
      rmSync(path.join(requests, file));
      const app = apps.get(port);
      assert.ok(app, `a restart of port ${port}`);
      app.kill("SIGTERM");
      assert.equal(await exited(app), 0, "a graceful stop exits 0");
      apps.set(port, startUnit("clinic-app@.service", String(port)));
      await healthy(port);
      writeFileSync(path.join(requests, `${port}.done`), "");
    }
    await sleep(100);
  }
  return finished;
}

step("deploy/upgrade.sh to a new commit (with a migration) under load; deploy/rollback.sh");
{
  // The next release, as a developer would make it: a commit that adds a table (an expanding
  // migration) and changes a page's text, in a clone of the checkout under test.
  const checkout = path.join(root, "next-release");
  run("git", ["clone", "--quiet", repo, checkout]);
  run("git", ["-C", checkout, "checkout", "--quiet", commit]);
  const journalFile = path.join(checkout, "drizzle/meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  const last = journal.entries.at(-1);
  const tag = `${String(last.idx + 1).padStart(4, "0")}_upgrade-probe`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  writeFileSync(path.join(checkout, `drizzle/${tag}.sql`), 'CREATE TABLE "upgrade_probe" ("id" integer PRIMARY KEY);\n');
  run("git", ["-C", checkout, "add", "-A"]);
  run("git", ["-C", checkout, "-c", "user.name=Deploy test", "-c", "user.email=deploy@example.com", "commit", "--quiet", "-m", "A release with one more table"]);
  const nextCommit = spawnSync("git", ["-C", checkout, "rev-parse", "HEAD"], { encoding: "utf8" }).stdout.trim();

  const slots = await freeSlots(190, 160);
  const load = loadThroughCaddy(slots);
  await sleep(2_000);
  t = performance.now();
  assert.equal(await runDeployScript("upgrade.sh", [nextCommit], checkout), 0, "deploy/upgrade.sh");
  const upgradeSeconds = (performance.now() - t) / 1000;
  assert.equal(path.basename(spawnSync("readlink", ["-f", path.join(dirs.prefix, "current")], { encoding: "utf8" }).stdout.trim()), nextCommit, "current is the new release");
  const probe = spawnSync("psql", [new URL(`/${DB}`, ADMIN_URL).toString(), "-qtAc", "select to_regclass('public.upgrade_probe') is not null"], { encoding: "utf8" }).stdout.trim();
  assert.equal(probe, "t", "the new release's migration ran");
  await sleep(2_000);
  t = performance.now();
  assert.equal(await runDeployScript("rollback.sh", [], checkout), 0, "deploy/rollback.sh");
  const rollbackSeconds = (performance.now() - t) / 1000;
  assert.equal(path.basename(spawnSync("readlink", ["-f", path.join(dirs.prefix, "current")], { encoding: "utf8" }).stdout.trim()), commit, "current is the release before");
  await sleep(2_000);
  await load.stop();
  for (const line of load.samples) console.log(`    ${line}`);
  note(`upgrade (build, migration, check, switch, restarts) ${upgradeSeconds.toFixed(0)} s and rollback ${rollbackSeconds.toFixed(0)} s under load: ${load.counts.sent} requests, ${load.counts.ok} ok, ${load.counts["4xx"]} 4xx, ${load.counts["5xx"]} 5xx, ${load.counts.failed} failed`);
  assert.equal(load.counts["5xx"] + load.counts.failed, 0, "no request fails during the upgrade and the rollback");
  // The previous release runs on the expanded schema.
  for (const port of ports) assert.equal((await fetch(`http://127.0.0.1:${port}/api/services`)).status, 200);
}

step("the nightly backup while the site runs; the database dropped; npm run restore");
{
  const databaseUrl = new URL(`/${DB}`, ADMIN_URL).toString();
  /** Every table's row count and checksum (the app's, the migrations', the job queue's). */
  const checksums = () => {
    const tables = spawnSync("psql", [databaseUrl, "-qtAc", "select format('%I.%I', n.nspname, c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_' order by 1"], { encoding: "utf8" }).stdout.trim().split("\n");
    const query = tables.map((table) => `select '${table}', count(*), md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) from ${table} t`).join(" union all ");
    return spawnSync("psql", [databaseUrl, "-qtAc", query], { encoding: "utf8" }).stdout.trim().split("\n").sort();
  };
  t = performance.now();
  assert.equal(await exited(startUnit("clinic-backup.service")), 0, "the backup unit");
  const [backup, ...more] = readdirSync(path.join(dirs.data, "backups")).filter((name) => name.endsWith(".backup.age"));
  assert.ok(backup && more.length === 0, "one backup in DATA_DIR/backups");
  const size = statSync(path.join(dirs.data, "backups", backup)).size;
  note(`clinic-backup.service while the site runs: ${((performance.now() - t) / 1000).toFixed(1)} s, ${(size / 1024).toFixed(0)} KB encrypted`);

  // A restore goes into an empty database with the site stopped (systemctl stop clinic.target); the
  // drill backs up once more then, so that the tables compared are the ones backed up.
  await Promise.all([...apps.values()].map((app) => (app.kill("SIGTERM"), exited(app))));
  const before = checksums();
  assert.ok(before.length > 40 && before.some((row) => /^public\.appointments\|[1-9]/.test(row)), "the tables, with the visits booked");
  assert.equal(await exited(startUnit("clinic-backup.service")), 0, "the backup unit, the site stopped");
  const kept = readdirSync(path.join(dirs.data, "backups")).filter((name) => name.endsWith(".backup.age"));
  assert.equal(kept.length, 1, "the retention keeps one backup of a day: the newest");
  assert.notEqual(kept[0], backup);
  psql(`drop database ${DB} with (force)`);
  psql(`create database ${DB} owner ${DB}`);
  // As the operator runs it on the server: as the app's user, with its settings, the key brought along.
  chownSync(backupKey, uidOf("clinic").uid, uidOf("clinic").gid);
  const unit = readUnit("clinic-backup.service");
  t = performance.now();
  const restore = spawnSync(unit.exec[0] ?? "", ["scripts/restore.mjs", "latest", "--identity", backupKey], { cwd: unit.cwd, env: { NODE_ENV: "production", PATH: "/usr/bin:/bin", ...unit.env }, ...uidOf(unit.user), encoding: "utf8", timeout: 120_000 });
  assert.equal(restore.status, 0, restore.stderr);
  assert.deepEqual(checksums(), before, "every table as it was backed up");
  note(`npm run restore into the empty database: ${((performance.now() - t) / 1000).toFixed(1)} s, ${before.length} tables equal (rows and checksums)`);

  for (const port of ports) apps.set(port, startUnit("clinic-app@.service", String(port)));
  await Promise.all(ports.map((port) => healthy(port)));
  const orderId = spawnSync("psql", [databaseUrl, "-qtAc", "select p.id from payments p join appointments a on a.id = p.appointment_id where a.patient_email = 'deploy-parent@example.com'"], { encoding: "utf8" }).stdout.trim();
  const order = await request("GET", `/api/appointments/order/${orderId}`);
  assert.equal(order.status, 200, order.text);
  note("the site runs again on the restored database: the visit paid before the backup reads through Caddy");
}

step("an app process refuses a build made for another address");
{
  const unit = readUnit("clinic-app@.service", "3009");
  const refused = spawnSync(unit.exec[0] ?? "", unit.exec.slice(1), {
    cwd: unit.cwd,
    env: { NODE_ENV: "production", PATH: "/usr/bin:/bin", ...unit.env, PUBLIC_URL: "https://other.example" },
    ...uidOf(unit.user),
    encoding: "utf8",
    timeout: 60_000,
  });
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /made for PUBLIC_URL=https:\/\/localhost:\d+, but this server runs with PUBLIC_URL=https:\/\/other\.example/);
  note("a server started with another PUBLIC_URL refuses the build, naming PUBLIC_URL");
}

console.log(`\n✓ the go-live kit works on this machine (${((performance.now() - started) / 1000).toFixed(0)} s):`);
for (const line of figures) console.log(`  - ${line}`);
process.exit(0);
