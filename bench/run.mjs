// `npm run bench`: throughput and latency of a page, a JSON API route and a static file served by
// the same server (the same-machine ceiling), on the embedded database and on the PostgreSQL
// server; and the time from start (already built) to /api/healthz answering.
import { mkdirSync, writeFileSync } from "node:fs";

import { benchLogin, hashesPerSecond } from "./accounts.mjs";
import { benchConcurrentBookings, benchTimeSlots, seedAppointments } from "./appointments.mjs";
import { benchCourses, exposeStaticCopy } from "./courses.mjs";
import { createBenchDatabase, ensureBuild, load, serverReachable, startServer } from "./lib.mjs";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const duration = Number(process.env.BENCH_DURATION ?? 8);
/** @type {Array<[string, string]>} */
const targets = [
  ["static file (ceiling)", "/icon.svg"],
  ["GET /register (prerendered page, the reference)", "/register"],
  ["GET / (home page)", "/"],
  ["GET /services", "/services"],
  ["GET /courses", "/courses"],
  ["GET /about", "/about"],
  ["GET /blogs", "/blogs"],
  ["GET /api/services (JSON)", "/api/services"],
];

ensureBuild();

/** @type {Array<{ name: string, server: boolean }>} */
const engines = process.env.BENCH_ENGINES === "server" ? [] : [{ name: "embedded (PGlite)", server: false }];
if (await serverReachable(serverUrl)) engines.push({ name: "PostgreSQL server", server: true });
else console.log(`PostgreSQL server at ${serverUrl} not reachable: benchmarking the embedded database only.`);

/** @typedef {Awaited<ReturnType<typeof load>>} Figures */
/** @type {Array<{ engine: string, coldStartMs: number, restartMs: number, targets: Record<string, Figures>, bookings?: Awaited<ReturnType<typeof benchConcurrentBookings>>, login?: Awaited<ReturnType<typeof benchLogin>>, courses?: Awaited<ReturnType<typeof benchCourses>> }>} */
const results = [];
for (const engine of engines) {
  const database = engine.server ? await createBenchDatabase(serverUrl) : null;
  try {
    const staticCopy = exposeStaticCopy("first-year-milestones-01-birth-to-six-months.mp4");
    const first = await startServer({ databaseUrl: database?.url });
    await first.stop();
    // A restart keeps the data: migrations are already applied and demo data present.
    const server = await startServer({ databaseUrl: database?.url, dataDir: first.dataDir });
    /** @type {(typeof results)[number]} */
    const row = { engine: engine.name, coldStartMs: Math.round(first.startMs), restartMs: Math.round(server.startMs), targets: {} };
    // A course page: its address names a course of the demo data.
    const courses = /** @type {{ data: Array<{ _id: string }> }} */ (await (await fetch(`${server.base}/api/courses`)).json());
    const pageTargets = [...targets, /** @type {[string, string]} */ (["GET /courses/:id (a course page)", `/courses/${courses.data[0]?._id}`])];
    for (const [label, path] of pageTargets) row.targets[label] = await load(`${server.base}${path}`, { duration });
    if (database) {
      await seedAppointments(database.url, 1000);
      row.targets["GET /api/appointments/timeslots (1,000 appointments)"] = await benchTimeSlots(server.base, duration);
    }
    row.bookings = await benchConcurrentBookings(server.base);
    row.login = await benchLogin(server.base, server.dataDir, Math.max(duration, 6));
    row.courses = await benchCourses(server.base, server.dataDir, staticCopy.path, duration);
    staticCopy.remove();
    await server.stop();
    results.push(row);
  } finally {
    await database?.drop();
  }
}

console.log(`\nargon2id (19 MiB, t=2, p=1) on this machine: ${await hashesPerSecond()} hashes/s with 4 in parallel`);
console.log(`\nLoad: autocannon, 16 connections, ${duration} s per target, 2-core machine, client on the same machine.\n`);
for (const row of results) {
  console.log(`## ${row.engine}`);
  console.log(`start to healthy: ${row.coldStartMs} ms on an empty database (migrations + demo data), ${row.restartMs} ms on restart`);
  const ceiling = row.targets["static file (ceiling)"]?.requestsPerSecond ?? 1;
  const prerendered = row.targets["GET /register (prerendered page, the reference)"]?.requestsPerSecond ?? 1;
  console.log("| target | req/s | p50 ms | p99 ms | errors | vs static | vs prerendered page |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const [label, r] of Object.entries(row.targets)) {
    console.log(`| ${label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.requestsPerSecond / ceiling).toFixed(2)} | ${(r.requestsPerSecond / prerendered).toFixed(2)} |`);
  }
  if (row.login) {
    const l = row.login;
    console.log(`login (argon2id): ${l.loginsPerSecond} logins/s, p50 ${l.loginP50} ms, p99 ${l.loginP99} ms, ${l.loginErrors} errors; ` +
      `GET /api/services p99 ${l.servicesIdleP99} ms idle → ${l.servicesDuringLoginP99} ms during the logins (${l.servicesDuringLoginRps} req/s)`);
  }
  if (row.courses) {
    const c = row.courses;
    console.log(`lesson video, signed route: ${c.signedVideo.megabytesPerSecond} MB/s (${c.signedVideo.requestsPerSecond} req/s, p99 ${c.signedVideo.p99} ms); ` +
      `same file as a static asset: ${c.staticVideo.megabytesPerSecond} MB/s (${c.staticVideo.requestsPerSecond} req/s); ratio ${c.ratio}`);
    console.log(`lesson API: ${c.lessonApi.requestsPerSecond} req/s, p50 ${c.lessonApi.p50} ms, p99 ${c.lessonApi.p99} ms, ${c.lessonApi.errors} errors`);
  }
  if (row.bookings) {
    const b = row.bookings;
    console.log(`50 concurrent bookings of one slot: resolved in ${b.ms} ms — ${b.accepted} accepted, ${b.conflicts} × 409, ${b.other} other`);
  }
  console.log("");
}
mkdirSync("bench/results", { recursive: true });
const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`Raw figures: ${file}`);
