// `npm run test:container`: the container image (Dockerfile, decision 059) built and run on this
// machine as a clinic would, with Debian's podman and no image registry: the Debian 12 base made by
// deploy/container/build-base.sh (when it is not there yet), the image built for this test's
// address, then the container run as compose.yaml runs it (host network, settings as environment,
// DATA_DIR a volume) against a fresh database on the PostgreSQL server at 127.0.0.1:5432, after
// its migrations in a one-off container (README's command). It waits
// for /api/healthz, checks the process (not root, Node.js 24, tini as PID 1), fetches pages, books
// and pays a visit through the API with the simulated gateway (the confirmation e-mail lands in the
// volume), takes an encrypted backup from inside the container, stops it (SIGTERM: a graceful stop,
// exit 0), and sees the image refuse another PUBLIC_URL. With Debian's `docker-compose` installed,
// it then starts the two app processes of compose.yaml from the same image through podman's Docker
// API (`podman system service`) and stops them.
// As root. Not part of `npm test`: the build alone takes minutes. Prints what it measured; exits 1
// on the first broken promise. `--keep` keeps the image, the database and the folder.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "..");
const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.CONTAINER_TEST_PORT ?? 3790);
const BASE = `http://localhost:${PORT}`;
const DB = "clinic_container_test";
const BASE_IMAGE = process.env.CLINIC_BASE_IMAGE ?? "localhost/clinic-debian:bookworm";
const IMAGE = "localhost/clinic:container-test";
const NAME = `clinic-container-test-${process.pid}`;
const APP_UID = 10001;
const keep = process.argv.includes("--keep");

if (process.getuid?.() !== 0) {
  console.error("test:container builds a base with debootstrap and runs podman as root: run it as root.");
  process.exit(1);
}
for (const command of ["podman", "debootstrap", "psql"]) {
  if (spawnSync("sh", ["-c", `command -v ${command}`]).status !== 0) {
    console.error(`test:container needs ${command}: apt-get install podman debootstrap postgresql-client`);
    process.exit(1);
  }
}

const root = mkdtempSync(path.join(tmpdir(), "clinic-container-"));
/** @type {string[]} */
const figures = [];
const started = performance.now();
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} line */
function note(line) {
  figures.push(line);
  console.log(`  ${line}`);
}
/** @param {string} title */
function step(title) {
  console.log(`\n▶ ${title} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
/** @param {string} sql @param {string} [url] */
function psql(sql, url = ADMIN_URL) {
  return spawnSync("psql", [url, "-qtAc", sql], { encoding: "utf8" });
}
const seconds = (/** @type {number} */ since) => ((performance.now() - since) / 1000).toFixed(1);

// ---------------------------------------------------------------- this machine's container engine

/**
 * What podman needs here beyond its defaults, as a containers.conf of the test's own (the machine's
 * settings stay as they are). A machine without CAP_SYS_RESOURCE (a container or a sandbox itself)
 * cannot give a container podman's default limits (1,048,576 open files), which are above its own;
 * and crun refuses a machine whose cgroups are mixed (v1 controllers with some left in v2), where
 * runc works. On an ordinary Debian 12 server neither applies and podman runs as installed.
 */
function engineSettings() {
  /** @type {string[]} */
  const reasons = [];
  /** @type {string[]} */
  const containers = [];
  /** @type {string[]} */
  const engine = [];
  const status = readFileSync("/proc/self/status", "utf8");
  const capabilities = BigInt(`0x${/^CapEff:\s*([0-9a-f]+)$/m.exec(status)?.[1] ?? "0"}`);
  const CAP_SYS_RESOURCE = 24n;
  if (!(capabilities & (1n << CAP_SYS_RESOURCE))) {
    const limits = readFileSync("/proc/self/limits", "utf8");
    const hard = (/** @type {string} */ name) => Number(new RegExp(`^${name}\\s+\\S+\\s+(\\d+)`, "m").exec(limits)?.[1] ?? 1024);
    containers.push(`default_ulimits = ["nofile=${hard("Max open files")}:${hard("Max open files")}", "nproc=4096:4096"]`);
    reasons.push(`no CAP_SYS_RESOURCE: containers get this machine's ${hard("Max open files")} open files, not podman's 1048576`);
  }
  const v2Controllers = "/sys/fs/cgroup/unified/cgroup.controllers";
  if (existsSync(v2Controllers) && readFileSync(v2Controllers, "utf8").trim()) {
    if (spawnSync("sh", ["-c", "command -v runc"]).status !== 0) {
      console.error("This machine's cgroups are mixed (v1, and v2 with controllers), which crun refuses: apt-get install runc");
      process.exit(1);
    }
    engine.push('runtime = "runc"');
    reasons.push("mixed cgroups v1/v2, which crun refuses: runc");
  }
  if (process.env.CONTAINERS_CONF || reasons.length === 0) return { env: {}, reasons };
  const file = path.join(root, "containers.conf");
  writeFileSync(file, `[containers]\n${containers.join("\n")}\n[engine]\n${engine.join("\n")}\n`);
  return { env: { CONTAINERS_CONF: file }, reasons };
}
const engine = engineSettings();
const engineEnv = { ...process.env, ...engine.env };

/** @param {string[]} args */
function podman(args) {
  return spawnSync("podman", args, { encoding: "utf8", env: engineEnv, maxBuffer: 64 * 1024 * 1024 });
}
/** @param {string[]} args */
function podmanOk(args) {
  const result = podman(args);
  assert.equal(result.status, 0, `podman ${args.join(" ")} exited with ${String(result.status)}: ${result.stderr.slice(-2000)}`);
  return result.stdout;
}

/** Stops the podman API service the compose step starts, if it did. */
let stopService = () => {};

function cleanUp() {
  stopService();
  podman(["rm", "--force", "--time", "0", NAME]);
  for (const n of [1, 2]) podman(["rm", "--force", "--time", "0", `${NAME}-compose-${n}`]);
  spawnSync("sleep", ["1"]);
  psql(`drop database if exists ${DB} with (force)`);
  psql(`drop role if exists ${DB}`);
  if (!keep) {
    // The image goes, its build's layers stay podman's cache for the next run (`podman image prune`).
    podman(["rmi", "--force", IMAGE]);
    // Last: it holds the containers.conf the podman commands above may need.
    rmSync(root, { recursive: true, force: true });
  }
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

// ---------------------------------------------------------------- base and image

step("podman on this machine");
note(`${podmanOk(["--version"]).trim()}, storage ${podmanOk(["info", "--format", "{{.Store.GraphDriverName}}"]).trim()}${engine.reasons.length ? `; adjusted: ${engine.reasons.join("; ")}` : ""}`);

step(`the Debian 12 base (${BASE_IMAGE})`);
if (podman(["image", "exists", BASE_IMAGE]).status === 0 && !process.argv.includes("--new-base")) {
  note(`${BASE_IMAGE} is there already (--new-base makes it again)`);
} else {
  const t = performance.now();
  const made = spawnSync("bash", [path.join(repo, "deploy/container/build-base.sh")], { stdio: "inherit", env: { ...engineEnv, CLINIC_BASE_IMAGE: BASE_IMAGE } });
  assert.equal(made.status, 0, "deploy/container/build-base.sh");
  note(`deploy/container/build-base.sh (debootstrap from Debian's mirror, import): ${seconds(t)} s`);
}

step(`podman build for ${BASE}`);
{
  // A machine whose TLS goes through an inspecting proxy trusts its CA from
  // /usr/local/share/ca-certificates: npm in the build is given this machine's bundle.
  const localCas = existsSync("/usr/local/share/ca-certificates") && readdirSync("/usr/local/share/ca-certificates").some((name) => name.endsWith(".crt"));
  const caArgs = localCas ? ["--volume", "/etc/ssl/certs/ca-certificates.crt:/run/build-ca.crt:ro", "--build-arg", "BUILD_CA_FILE=/run/build-ca.crt"] : [];
  const t = performance.now();
  const build = spawnSync(
    "podman",
    ["build", "--build-arg", `BASE=${BASE_IMAGE}`, "--build-arg", `PUBLIC_URL=${BASE}`, "--build-arg", "PAYMENT_PROVIDER=simulated", ...caArgs, "--tag", IMAGE, repo],
    { stdio: ["ignore", "inherit", "inherit"], env: engineEnv },
  );
  assert.equal(build.status, 0, "podman build");
  const size = Number(podmanOk(["image", "inspect", IMAGE, "--format", "{{.Size}}"]).trim());
  note(`podman build (npm ci, next build, npm prune): ${seconds(t)} s${localCas ? ", npm trusting this machine's local CAs" : ""}; image ${(size / 1e6).toFixed(0)} MB`);
  const config = JSON.parse(podmanOk(["image", "inspect", IMAGE, "--format", "{{json .Config}}"]));
  assert.equal(config.User, "clinic", "the image runs as its own user");
  assert.ok(config.Env.includes(`PUBLIC_URL=${BASE}`), "the image carries the address it was built for");
}

// ---------------------------------------------------------------- run

step("a fresh database; the container started on it");
psql(`drop database if exists ${DB} with (force)`);
psql(`drop role if exists ${DB}`);
const password = randomBytes(18).toString("hex");
assert.equal(psql(`create role ${DB} login password '${password}'`).status, 0);
assert.equal(psql(`create database ${DB} owner ${DB}`).status, 0);
const databaseUrl = `postgres://${DB}:${password}@127.0.0.1:5432/${DB}`;
// DATA_DIR: a folder of this machine, the app's user's (the outbox is read from here).
const dataDir = path.join(root, "data");
mkdirSync(dataDir);
chownSync(dataDir, APP_UID, APP_UID);
const settings = {
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: randomBytes(48).toString("base64url"),
  HOSTNAME: "127.0.0.1",
  PORT: String(PORT),
  PAYMENT_PROVIDER: "simulated",
  TRUSTED_PROXIES: "127.0.0.1",
  LOG_LEVEL: "warn",
};
const settingsFile = path.join(root, "clinic.env");
writeFileSync(settingsFile, Object.entries(settings).map(([key, value]) => `${key}=${value}`).join("\n") + "\n", { mode: 0o600 });

/** Waits for a process's /api/healthz; on time out, shows its container's last log lines. */
async function healthy(origin = BASE, container = NAME, timeoutMs = 120_000) {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const ok = await fetch(`${origin}/api/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  const logs = podman(["logs", "--tail", "40", container]);
  throw new Error(`${container} did not become healthy:\n${logs.stdout}${logs.stderr}`);
}

// clinic-migrate.service's part, as README says to run it before a new image's containers start.
let t = performance.now();
const migrate = podman(["run", "--rm", "--network", "host", "--env-file", settingsFile, "--volume", `${dataDir}:/var/lib/clinic`, IMAGE, "node", "scripts/migrate.mjs"]);
assert.equal(migrate.status, 0, `${migrate.stdout}${migrate.stderr}`);
assert.match(migrate.stdout, /Migrations applied/);
const migrated = psql("select count(*) from drizzle.__drizzle_migrations", databaseUrl).stdout.trim();
assert.ok(Number(migrated) > 10, "the migrations applied");
note(`node scripts/migrate.mjs in a one-off container: ${migrated} migrations on the empty database in ${seconds(t)} s`);

t = performance.now();
podmanOk(["run", "--detach", "--name", NAME, "--network", "host", "--env-file", settingsFile, "--volume", `${dataDir}:/var/lib/clinic`, "--stop-timeout", "20", IMAGE]);
await healthy();
note(`started and healthy: ${seconds(t)} s`);
{
  const process1 = podmanOk(["exec", NAME, "sh", "-c", "id -u; node --version; cat /proc/1/comm"]).trim().split("\n");
  assert.equal(process1[0], String(APP_UID), "the app runs as the image's user, not root");
  assert.match(process1[1] ?? "", /^v24\./, "Node.js 24, the project's own");
  assert.equal(process1[2], "tini", "tini is PID 1 (it passes SIGTERM on)");
  note(`in the container: uid ${process1[0]}, Node.js ${process1[1]}, PID 1 ${process1[2]}`);
}

step("pages and a visit booked and paid through the API");
/**
 * @param {string} address @param {RequestInit} [init]
 */
async function call(address, init = {}) {
  const response = await fetch(`${BASE}${address}`, { redirect: "manual", ...init, headers: { origin: BASE, ...init.headers } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
{
  const home = await call("/");
  assert.equal(home.status, 200);
  assert.match(home.text, new RegExp(`<link rel="canonical" href="${BASE}/?"`), "the page carries the address the image was built for");
  const french = await call("/fr/services");
  assert.equal(french.status, 200);
  assert.match(french.text, /lang="fr"/);
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(home.text)?.[0];
  assert.ok(chunk);
  assert.equal((await call(chunk)).status, 200, "the build's static files");
  note("/ and /fr/services 200 with the image's address; the build's static files served");

  /** @type {Array<{ _id: string, bookableOnline: boolean }>} */
  const services = JSON.parse((await call("/api/services")).text).data;
  const online = services.find((s) => s.bookableOnline)?._id;
  assert.ok(online, "a service bookable online (demo data)");
  /** @type {{ date: string, startTime: string, endTime: string } | undefined} */
  let slot;
  for (let offset = 20; !slot && offset < 400; offset += 30) {
    const from = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + (offset + 29) * 86_400_000).toISOString().slice(0, 10);
    /** @type {Array<{ date: string, freeSlots: number }>} */
    const days = JSON.parse((await call(`/api/appointments/available-days?from=${from}&to=${to}`)).text).data.days;
    const day = days.find((d) => d.freeSlots > 0);
    if (!day) continue;
    /** @type {Array<{ startTime: string, endTime: string, available: boolean }>} */
    const slots = JSON.parse((await call(`/api/appointments/timeslots?date=${day.date}`)).text).data.slots;
    const free = slots.find((s) => s.available);
    if (free) slot = { date: day.date, startTime: free.startTime, endTime: free.endTime };
  }
  assert.ok(slot, "a free time");
  const email = "container-parent@example.com";
  const booked = await call("/api/appointments/book", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ service: online, ...slot, type: "Online", patient: { name: "Maya Haddad", phoneNumber: "+961 3 123 456", email }, notes: "", healthDataConsent: true }),
  });
  assert.equal(booked.status, 201, booked.text);
  const session = JSON.parse(booked.text).data.session.id;
  const paid = await call(`/api/payments/simulated/${session}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "outcome=pay" });
  assert.equal(paid.status, 303);
  assert.match(String(paid.headers.get("location")), new RegExp(`^${BASE}/appointment/status/`));
  let status = "";
  for (let i = 0; i < 100 && status !== "confirmed"; i++) {
    status = psql(`select status from appointments where patient_email = '${email}'`, databaseUrl).stdout.trim();
    if (status !== "confirmed") await sleep(100);
  }
  assert.equal(status, "confirmed", "the visit in the database");
  // The confirmation e-mail, written by the app's user into the volume (no RESEND_API_KEY).
  const outbox = path.join(dataDir, "outbox");
  /** @type {string | undefined} */
  let mail;
  for (let i = 0; i < 150 && !mail; i++) {
    mail = existsSync(outbox) ? readdirSync(outbox).find((name) => name.endsWith(".eml") && readFileSync(path.join(outbox, name), "utf8").includes(email)) : undefined;
    if (!mail) await sleep(200);
  }
  assert.ok(mail, "the confirmation e-mail in DATA_DIR/outbox, on the volume");
  note(`a visit booked and paid (simulated gateway): confirmed in PostgreSQL; its e-mail in the volume's outbox`);
}

step("a backup from inside the container (pg_dump of the image, README's command)");
{
  // The key pair as the clinic makes it, off the server; the container gets the public half.
  const keyFile = path.join(root, "backup-key.txt");
  const made = spawnSync(process.execPath, [path.join(repo, "scripts/backup-key.mjs"), keyFile], { encoding: "utf8" });
  assert.equal(made.status, 0, made.stderr);
  const recipient = /^# public key: (age1\S+)$/m.exec(readFileSync(keyFile, "utf8"))?.[1] ?? "";
  t = performance.now();
  const backup = podman(["exec", "--env", `BACKUP_RECIPIENTS=${recipient}`, NAME, "node", "scripts/backup.mjs"]);
  assert.equal(backup.status, 0, `${backup.stdout}${backup.stderr}`);
  const files = readdirSync(path.join(dataDir, "backups")).filter((name) => name.endsWith(".backup.age"));
  assert.equal(files.length, 1, "one encrypted backup in the volume's backups/");
  note(`node scripts/backup.mjs in the container: ${seconds(t)} s, ${files[0]} in the volume`);
}

step("podman stop: a graceful stop");
{
  t = performance.now();
  podmanOk(["stop", "--time", "20", NAME]);
  const exitCode = podmanOk(["inspect", NAME, "--format", "{{.State.ExitCode}}"]).trim();
  assert.equal(exitCode, "0", `a graceful stop exits 0:\n${podman(["logs", "--tail", "40", NAME]).stderr}`);
  note(`stopped on SIGTERM in ${seconds(t)} s, exit 0`);
  podmanOk(["rm", NAME]);
}

step("the image refuses another address");
{
  const refused = podman(["run", "--rm", "--network", "host", "--env-file", settingsFile, "--env", "PUBLIC_URL=https://other.example", "--env", "DATA_ENCRYPTION_KEYS=t:" + randomBytes(32).toString("base64"), "--env", "VIDEO_PROVIDER=public-jitsi", "--volume", `${dataDir}:/var/lib/clinic`, IMAGE]);
  assert.equal(refused.status, 1, refused.stderr);
  assert.match(refused.stderr, new RegExp(`made for PUBLIC_URL=${BASE}, but this server runs with PUBLIC_URL=https://other\\.example`));
  note("started with another PUBLIC_URL, it stops at once, naming PUBLIC_URL");
}

// ---------------------------------------------------------------- compose.yaml

step("compose.yaml: two app processes, with docker-compose on podman's Docker API");
if (spawnSync("sh", ["-c", "command -v docker-compose"]).status !== 0) {
  note("docker-compose is not installed (apt-get install --no-install-recommends docker-compose): compose.yaml not run");
} else {
  // podman's Docker-compatible API, as `systemctl enable --now podman.socket` gives it on a server.
  const socket = path.join(root, "podman.sock");
  const service = spawn("podman", ["system", "service", "--time=0", `unix://${socket}`], { env: engineEnv, stdio: "ignore" });
  stopService = () => service.kill("SIGTERM");
  for (let i = 0; i < 100 && !existsSync(socket); i++) await sleep(100);
  assert.ok(existsSync(socket), "podman system service made its socket");
  // The two processes on ports of the test's own (the Caddyfile's 3001 and 3002 may be in use).
  const ports = [PORT + 1, PORT + 2];
  const env = {
    ...engineEnv,
    DOCKER_HOST: `unix://${socket}`,
    PUBLIC_URL: BASE,
    CLINIC_IMAGE: IMAGE,
    CLINIC_ENV_FILE: settingsFile,
    CLINIC_DATA: dataDir,
    CLINIC_CONTAINER: `${NAME}-compose`,
    CLINIC_PORT_1: String(ports[0]),
    CLINIC_PORT_2: String(ports[1]),
  };
  const compose = (/** @type {string[]} */ args) =>
    spawnSync("docker-compose", ["--file", path.join(repo, "compose.yaml"), "--project-name", `clinic-test-${process.pid}`, ...args], { encoding: "utf8", env, cwd: repo });
  t = performance.now();
  const up = compose(["up", "--detach", "--no-build"]);
  assert.equal(up.status, 0, `${up.stdout}\n${up.stderr}`);
  for (const [i, port] of ports.entries()) await healthy(`http://localhost:${port}`, `${NAME}-compose-${i + 1}`);
  const answers = await Promise.all(ports.map((port) => fetch(`http://localhost:${port}/api/services`).then((r) => r.status)));
  assert.deepEqual(answers, [200, 200]);
  const user = podmanOk(["exec", `${NAME}-compose-1`, "id", "-un"]).trim();
  assert.equal(user, "clinic");
  note(`docker-compose up (the built image, the settings file, the volume): both processes healthy in ${seconds(t)} s and answering`);
  t = performance.now();
  const down = compose(["down", "--timeout", "30"]);
  assert.equal(down.status, 0, `${down.stdout}\n${down.stderr}`);
  for (const port of ports) assert.equal(await fetch(`http://localhost:${port}/api/healthz`).then(() => "up", () => "down"), "down", "compose down stopped them");
  note(`docker-compose down: both stopped in ${seconds(t)} s`);
  stopService();
}

console.log(`\n✓ the container image builds and runs on this machine (${((performance.now() - started) / 1000).toFixed(0)} s):`);
for (const line of figures) console.log(`  - ${line}`);
process.exit(0);
