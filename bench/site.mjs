// `npm run bench:site`: the site as a clinic runs it (issue 27) — Debian's Caddy in front with TLS
// (its own CA, `tls internal`), the deploy kit's Caddyfile, two app processes on the PostgreSQL
// server — driven through HTTPS, with a static file through the same Caddy as the reference.
//
// 1. Each public page's cost, side by side in one run: this checkout's build and an earlier
//    release's (BENCH_SITE_BEFORE, a git ref; "" skips it), each behind its own Caddy, loaded in
//    turn, with the static file measured between them. Reported as req/s and as a fraction of the
//    static file's.
// 2. An evening through this build's Caddy: parents browsing the public pages in three languages,
//    200 visits booked and paid over ten minutes (the same rate when BENCH_SITE_SECONDS is
//    shorter), lesson videos streaming. Reported per step: throughput, p50/p95/p99, errors; then
//    every booking is looked up in the database (none lost, none doubled).
//
// Needs `caddy` (apt-get install caddy) and the PostgreSQL server (TEST_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/postgres). Prints a Markdown table; writes bench/results/.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

import { newDataKey } from "../src/server/db/field-encryption.js";
import { startCaddy } from "./caddy.mjs";
import { createBenchDatabase, ensureBuild, queryRows, registerParent, serverReachable, startServer } from "./lib.mjs";

const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.BENCH_SITE_SECONDS ?? 600);
const BOOKINGS = Math.max(1, Math.round((200 * SECONDS) / 600));
const PAGE_SECONDS = Number(process.env.BENCH_SITE_PAGE_SECONDS ?? 8);
const PAGE_CONNECTIONS = 8;
// The release before decision 058 (one Flight payload per page): what the per-page figures are compared with.
const BEFORE = process.env.BENCH_SITE_BEFORE ?? "c4e572b^";
const PAGES = ["/", "/ar", "/fr", "/services", "/ar/services", "/courses", "/fr/courses", "/about", "/appointment", "/ar/appointment", "/blogs"];
const repo = path.resolve(import.meta.dirname, "..");

for (const command of ["caddy", "git"]) {
  if (spawnSync("sh", ["-c", `command -v ${command}`]).status !== 0) {
    console.error(`bench:site needs ${command} (apt-get install ${command})`);
    process.exit(1);
  }
}
if (!(await serverReachable(ADMIN_URL))) {
  console.error(`bench:site needs the PostgreSQL server (${ADMIN_URL}); set TEST_DATABASE_URL`);
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), "clinic-bench-site-"));
// Ctrl-C still stops the servers and Caddy this run started.
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));
/** @type {Array<() => Promise<void> | void>} */
const cleanups = [];
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An earlier release, built once and kept in the temporary folder under its commit. @param {string} ref */
function buildRelease(ref) {
  const commit = spawnSync("git", ["-C", repo, "rev-parse", ref], { encoding: "utf8" }).stdout.trim();
  if (!commit) throw new Error(`BENCH_SITE_BEFORE=${ref} names no commit`);
  const dir = path.join(tmpdir(), `clinic-bench-release-${commit.slice(0, 12)}`);
  if (!existsSync(path.join(dir, ".next/BUILD_ID"))) {
    console.log(`Building ${ref} (${commit.slice(0, 7)}) in ${dir} …`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const archive = spawnSync("sh", ["-c", `git -C '${repo}' archive ${commit} | tar -x -C '${dir}'`], { stdio: "inherit" });
    if (archive.status !== 0) throw new Error("git archive failed");
    const install = spawnSync("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
    if (install.status !== 0) throw new Error(`npm ci of ${ref} failed`);
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PUBLIC_URL: "http://127.0.0.1:3400" } });
    if (build.status !== 0) throw new Error(`build of ${ref} failed`);
  }
  return { commit, dir };
}

/**
 * One release behind its own Caddy: a database, two app processes (the first seeds the demo data
 * before the second starts), and Caddy with the deploy kit's Caddyfile.
 * @param {{ label: string, dir: string, httpsPort: number, appPorts: number[] }} options
 */
async function deployment({ label, dir, httpsPort, appPorts }) {
  const database = await createBenchDatabase(ADMIN_URL);
  cleanups.push(() => database.drop());
  const dataDir = mkdtempSync(path.join(work, `${label}-data-`));
  const extraEnv = {
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    TRUSTED_PROXIES: "127.0.0.1",
    PAYMENT_PROVIDER: "simulated",
    VIDEO_PROVIDER: "public-jitsi",
    DATA_ENCRYPTION_KEYS: newDataKey(),
  };
  const processes = [];
  for (const port of appPorts) {
    const server = await startServer({ port, databaseUrl: database.url, dataDir, extraEnv, cwd: dir });
    processes.push(server);
    cleanups.push(() => server.stop());
  }
  const caddy = await startCaddy({ dir: path.join(work, `${label}-caddy`), upstreams: appPorts.map((port) => `127.0.0.1:${port}`), staticDir: path.join(dir, ".next/static"), httpsPort });
  cleanups.push(caddy.stop);
  const { base } = caddy;
  const client = httpsClient(base, caddy.ca);
  return { base, client, dataDir, databaseUrl: database.url, appBase: `http://127.0.0.1:${appPorts[0]}` };
}

/**
 * HTTPS through Caddy trusting its CA, kept-alive connections, compressed answers (as a browser).
 * `localAddress` (127.0.0.N) makes its requests come from a parent's own address, as Caddy and the
 * app's per-address limits see them.
 * @param {string} base @param {Buffer} ca @param {string} [localAddress]
 */
function httpsClient(base, ca, localAddress) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: 256, ca, localAddress });
  /**
   * @param {string} method @param {string} address
   * @param {{ headers?: Record<string, string>, body?: string }} [options]
   * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, text: string, bytes: number }>}
   */
  const request = (method, address, { headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const req = https.request(`${base}${address}`, { method, agent, headers: { "accept-encoding": "gzip, zstd", origin: base, ...headers } }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: res.headers["content-encoding"] ? "" : raw.toString("utf8"), bytes: raw.length });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.setTimeout(30_000, () => req.destroy(new Error("timed out")));
      req.end(body);
    });
  return {
    request,
    get: (/** @type {string} */ address, /** @type {Record<string, string>} */ headers = {}) => request("GET", address, { headers }),
    /** Uncompressed, to read the body. */
    read: (/** @type {string} */ address, /** @type {Record<string, string>} */ headers = {}) => request("GET", address, { headers: { "accept-encoding": "identity", ...headers } }),
    close: () => agent.destroy(),
    /** The same site from another address. @param {string} address */
    from: (address) => httpsClient(base, ca, address),
  };
}

/** Latencies and outcomes of one step. */
class Step {
  /** @param {string} name */
  constructor(name) {
    this.name = name;
    /** @type {number[]} */
    this.ms = [];
    this.errors = 0;
    /** What the errors were: a status or a failure's message, with its count. @type {Map<string, number>} */
    this.kinds = new Map();
  }
  /** @param {string} kind */
  fail(kind) {
    this.errors++;
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }
  /** @template T @param {() => Promise<T>} work @param {(answer: T) => boolean} ok */
  async time(work, ok) {
    const started = performance.now();
    try {
      const answer = await work();
      this.ms.push(performance.now() - started);
      if (!ok(answer)) this.fail(String(/** @type {{ status?: number }} */ (answer)?.status ?? "no answer"));
      return answer;
    } catch (error) {
      this.ms.push(performance.now() - started);
      this.fail(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }
  /** @param {number} seconds */
  row(seconds) {
    const sorted = [...this.ms].sort((a, b) => a - b);
    const at = (/** @type {number} */ q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) : NaN);
    const kinds = [...this.kinds].map(([kind, count]) => `${count}× ${kind}`).join(", ");
    return { step: this.name, requests: this.ms.length, perSecond: Number((this.ms.length / seconds).toFixed(1)), p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: this.errors, kinds };
  }
}

/**
 * Closed-loop load on one address for `seconds`: `connections` clients, each sending the next
 * request when the last one is answered.
 * @param {ReturnType<typeof httpsClient>} client @param {string} address @param {number} seconds
 */
async function closedLoop(client, address, seconds, connections = PAGE_CONNECTIONS) {
  const step = new Step(address);
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await step.time(() => client.get(address), (r) => r.status === 200);
    }),
  );
  return step.row(seconds);
}

/** A static file of the build, served by Caddy from disk: the page's stylesheet. @param {ReturnType<typeof httpsClient>} client */
async function staticFileOf(client) {
  const html = (await client.read("/")).text;
  const stylesheet = /\/_next\/static\/[^"]+\.css/.exec(html)?.[0];
  if (!stylesheet) throw new Error("the home page names no stylesheet");
  return stylesheet;
}

try {
  ensureBuild();
  const after = await deployment({ label: "after", dir: repo, httpsPort: 8544, appPorts: [3411, 3412] });
  const release = BEFORE ? buildRelease(BEFORE) : null;
  const before = release ? await deployment({ label: "before", dir: release.dir, httpsPort: 8644, appPorts: [3421, 3422] }) : null;

  // ---------------------------------------------------------------- 1. each page, before and after
  const staticFile = await staticFileOf(after.client);
  /** @type {number[]} */
  const staticRates = [];
  const measureStatic = async () => staticRates.push((await closedLoop(after.client, staticFile, PAGE_SECONDS)).perSecond);
  /** @type {Array<Record<string, string | number>>} */
  const pageRows = [];
  await measureStatic();
  for (const [i, page] of PAGES.entries()) {
    // Warm both (the first render in a process loads the page's code), then alternate which goes first.
    await after.client.get(page);
    if (before) await before.client.get(page);
    const order = before ? (i % 2 ? [before, after] : [after, before]) : [after];
    const rows = new Map();
    for (const target of order) rows.set(target, await closedLoop(target.client, page, PAGE_SECONDS));
    const afterRow = rows.get(after);
    const beforeRow = before ? rows.get(before) : undefined;
    const bytes = async (/** @type {typeof after} */ target) => (await target.client.get(page)).bytes;
    pageRows.push({
      page,
      beforeRps: beforeRow?.perSecond ?? NaN,
      afterRps: afterRow.perSecond,
      beforeP99: beforeRow?.p99 ?? NaN,
      afterP99: afterRow.p99,
      beforeKb: before ? Number(((await bytes(before)) / 1024).toFixed(1)) : NaN,
      afterKb: Number(((await bytes(after)) / 1024).toFixed(1)),
      errors: afterRow.errors + (beforeRow?.errors ?? 0),
    });
    if (i === Math.floor(PAGES.length / 2)) await measureStatic();
  }
  await measureStatic();
  const staticRps = [...staticRates].sort((a, b) => a - b)[1] ?? staticRates[0] ?? NaN;

  console.log(`\nEach public page through Caddy (HTTPS, compressed), ${PAGE_CONNECTIONS} connections × ${PAGE_SECONDS} s;`);
  console.log(`static file ${staticFile}: ${staticRates.join(", ")} req/s (median ${staticRps}). Before: ${BEFORE || "(skipped)"}${release ? ` = ${release.commit.slice(0, 7)}` : ""}.\n`);
  console.log("| page | before req/s | after req/s | after / before | before / static | after / static | p99 ms before → after | KB sent before → after | errors |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of pageRows) {
    const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (Number.isFinite(a) && Number.isFinite(b) && b ? (a / b).toFixed(2) : "–");
    console.log(
      `| ${r.page} | ${r.beforeRps} | ${r.afterRps} | ${ratio(Number(r.afterRps), Number(r.beforeRps))} | ${ratio(Number(r.beforeRps), staticRps)} | ${ratio(Number(r.afterRps), staticRps)} | ${r.beforeP99} → ${r.afterP99} | ${r.beforeKb} → ${r.afterKb} | ${r.errors} |`,
    );
  }

  // ---------------------------------------------------------------- 2. an evening
  const { client } = after;
  // A parent with a free course, for the lesson video (set up on an app process directly: not measured).
  const viewer = await registerParent(after.appBase, after.dataDir, { firstName: "Bench", lastName: "Viewer", email: `bench-site-${Date.now()}@example.com`, phoneNumber: "+9613123456", password: "cedar-bench-2026" });
  const auth = { authorization: `Bearer ${viewer.token}` };
  const courses = JSON.parse((await client.read("/api/courses")).text).data;
  const free = courses.find((/** @type {{ price: number, discountPrice: number | null }} */ c) => (c.discountPrice ?? c.price) === 0);
  await client.get(`/api/courses/${free.id}/buy`, auth);
  const details = JSON.parse((await client.read(`/api/courses/${free.id}`)).text).data;
  const lessonPath = `/api/courses/${free.id}/modules/${details.modules[0].id}/videos/${details.modules[0].videos[0].id}`;
  const videoUrl = JSON.parse((await client.read(lessonPath, auth)).text).data.videoUrl;
  // The video's length, from the total of a one-byte range's Content-Range.
  const firstByte = await client.get(videoUrl, { ...auth, range: "bytes=0-0" });
  const videoBytes = Number(/\/(\d+)$/.exec(String(firstByte.headers["content-range"] ?? ""))?.[1] ?? 0);
  if (!videoBytes) throw new Error(`the lesson video answers no range (${firstByte.status})`);

  // The visits to book: free online times from six weeks ahead (read before the evening starts).
  const services = JSON.parse((await client.read("/api/services")).text).data;
  const online = services.find((/** @type {{ bookableOnline: boolean }} */ s) => s.bookableOnline)._id;
  /** @type {Array<{ date: string, startTime: string, endTime: string }>} */
  const slots = [];
  for (let offset = 42; slots.length < BOOKINGS; offset += 30) {
    const day = (/** @type {number} */ d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const days = JSON.parse((await client.read(`/api/appointments/available-days?from=${day(offset)}&to=${day(offset + 29)}`)).text).data.days;
    for (const d of days.filter((/** @type {{ freeSlots: number }} */ d) => d.freeSlots > 0)) {
      const times = JSON.parse((await client.read(`/api/appointments/timeslots?date=${d.date}`)).text).data.slots;
      for (const t of times.filter((/** @type {{ available: boolean }} */ t) => t.available)) slots.push({ date: d.date, startTime: t.startTime, endTime: t.endTime });
      if (slots.length >= BOOKINGS) break;
    }
  }

  const steps = {
    page: new Step("page (browsing)"),
    api: new Step("API: services"),
    asset: new Step("static file"),
    timeSlots: new Step("time slots"),
    book: new Step("book"),
    pay: new Step("pay"),
    confirmation: new Step("confirmation page"),
    video: new Step("lesson video (1 MB range)"),
  };
  const browsing = ["/", "/ar", "/fr", "/services", "/ar/services", "/fr/services", "/courses", "/ar/courses", "/about", "/fr/about", "/appointment", "/ar/appointment", "/fr/appointment", "/blogs"];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const running = () => performance.now() < until;
  const think = () => sleep(250 + Math.random() * 500);
  const runId = Date.now();

  // Every parent from an address of their own (127.0.0.2 …), as on a real evening.
  const parentAddress = (/** @type {number} */ n) => `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;
  const parentBrowsing = async (/** @type {number} */ n) => {
    const client = after.client.from(parentAddress(n));
    for (let i = n; running(); i++) {
      const page = browsing[i % browsing.length] ?? "/";
      await steps.page.time(() => client.get(page), (r) => r.status === 200);
      if (i % 3 === 0) await steps.asset.time(() => client.get(staticFile), (r) => r.status === 200);
      if (i % 5 === 0) await steps.api.time(() => client.get("/api/services"), (r) => r.status === 200);
      await think();
    }
  };
  const bookAndPay = async (/** @type {number} */ n) => {
    const slot = slots[n];
    if (!slot) return;
    const client = after.client.from(parentAddress(100 + n));
    await steps.timeSlots.time(() => client.get(`/api/appointments/timeslots?date=${slot.date}`), (r) => r.status === 200);
    const booked = await steps.book.time(
      () =>
        client.request("POST", "/api/appointments/book", {
          headers: { "content-type": "application/json", "accept-encoding": "identity" },
          body: JSON.stringify({ service: online, ...slot, type: "Online", patient: { name: `Evening parent ${n}`, phoneNumber: "+961 3 123 456", email: `evening-${runId}-${n}@example.com` }, notes: "", healthDataConsent: true }),
        }),
      (r) => r.status === 201,
    );
    if (booked?.status !== 201) return;
    /** @type {string | undefined} */
    let session;
    try {
      session = JSON.parse(booked.text).data.session.id;
    } catch {
      steps.book.fail("unreadable answer");
      return;
    }
    const paid = await steps.pay.time(
      () => client.request("POST", `/api/payments/simulated/${session}`, { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "outcome=pay" }),
      (r) => r.status === 303,
    );
    const back = paid?.headers.location ? new URL(String(paid.headers.location)).pathname : null;
    if (back) await steps.confirmation.time(() => client.get(back), (r) => r.status === 200);
  };
  const watching = async () => {
    for (let offset = 0; running(); offset = (offset + 1_048_576) % Math.max(1, videoBytes)) {
      const end = Math.min(videoBytes - 1, offset + 1_048_575);
      await steps.video.time(() => client.get(videoUrl, { ...auth, range: `bytes=${offset}-${end}` }), (r) => r.status === 206 || r.status === 200);
    }
  };

  /** @type {Promise<void>[]} */
  const bookings = [];
  const bookingEvery = (SECONDS * 1000) / BOOKINGS;
  const scheduler = (async () => {
    for (let n = 0; n < BOOKINGS && running(); n++) {
      bookings.push(bookAndPay(n));
      await sleep(bookingEvery);
    }
  })();
  await Promise.all([...Array.from({ length: 24 }, (_, n) => parentBrowsing(n)), ...Array.from({ length: 4 }, () => watching()), scheduler]);
  await Promise.all(bookings);
  const elapsed = (performance.now() - started) / 1000;

  // Every visit paid is confirmed exactly once in the database.
  const [stored] = await queryRows(
    after.databaseUrl,
    `select count(*)::int as rows, count(distinct patient_email)::int as parents, count(*) filter (where status = 'confirmed')::int as confirmed
       from appointments where patient_email like $1`,
    [`evening-${runId}-%`],
  );

  console.log(`\nAn evening through Caddy (HTTPS): ${elapsed.toFixed(0)} s, 24 parents browsing (0.25–0.75 s between pages), ${BOOKINGS} visits booked and paid, 4 lesson videos streaming.\n`);
  console.log("| step | requests | req/s | p50 ms | p95 ms | p99 ms | errors |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  const eveningRows = Object.values(steps).map((s) => s.row(elapsed));
  for (const r of eveningRows) console.log(`| ${r.step} | ${r.requests} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors}${r.kinds ? ` (${r.kinds})` : ""} |`);
  console.log(`\nBookings in the database: ${stored?.rows} rows for ${stored?.parents} parents, ${stored?.confirmed} confirmed (of ${steps.pay.ms.length - steps.pay.errors} paid).`);

  mkdirSync(path.join(repo, "bench/results"), { recursive: true });
  writeFileSync(
    path.join(repo, `bench/results/site-${new Date().toISOString().replace(/[:.]/g, "-")}.json`),
    JSON.stringify({ before: release?.commit ?? null, staticFile, staticRates, pages: pageRows, evening: { seconds: elapsed, bookings: BOOKINGS, steps: eveningRows, stored } }, null, 2),
  );
  after.client.close();
  before?.client.close();
} finally {
  await cleanUp();
}

async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
