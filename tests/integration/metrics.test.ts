import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Read once by src/env.js as the app's modules load: set before they are imported.
const TOKEN = vi.hoisted(() => {
  const token = "m3tr1cs-t0ken-for-the-integration-test-0123456789abcdef";
  process.env.METRICS_TOKEN = token;
  return token;
});

import * as metricsRoute from "~/app/api/metrics/route";
import * as servicesRoute from "~/app/api/services/route";
import * as trpcRoute from "~/app/api/trpc/[trpc]/route";
import * as catchAllRoute from "~/app/api/[...path]/route";
import { appRouter } from "~/server/api/root";
import type { SessionUser } from "~/server/auth/session";
import { appointments, payments, simulatedCheckoutSessions, type services } from "~/server/db/schema";
import { JOB_NAMES, JOB_SCHEMA } from "~/server/jobs/job-definitions";
import { jobIdFor } from "~/server/jobs/enqueue-job";
import { getJobQueue } from "~/server/jobs/job-queue";
import { sendMail } from "~/server/mail/send-mail";
import { ROUTE_GROUPS, TRPC_ROUTERS } from "~/server/observability/route-group";
import { testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { alertRules, metricNamesIn } from "../support/alert-rules";
import { startHttpApp } from "../support/http-app";
import { runQueuedJobs } from "../support/jobs";
import { parsePrometheusText, sampleValue, type Family } from "../support/prometheus-text";
import { simulatedAction } from "../support/simulated-gateway";

let app: Awaited<ReturnType<typeof startHttpApp>>;
let service: typeof services.$inferSelect;
let staff: SessionUser;
beforeAll(async () => {
  const db = await testDb();
  service = await onlineService(db);
  staff = await createAccount(db, "staff");
  app = await startHttpApp([
    ["/api/metrics", metricsRoute],
    ["/api/services", servicesRoute],
    ["/api/trpc/:trpc", trpcRoute],
    ["/api/:rest", catchAllRoute],
  ]);
});
afterAll(async () => {
  await app?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function scrape(): Promise<Map<string, Family>> {
  const response = await fetch(`${app.url}/api/metrics`, { headers: bearer(TOKEN) });
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
}

const value = (families: Map<string, Family>, name: string, labels: Record<string, string> = {}) => sampleValue(families, name, labels) ?? 0;

let day = 0;
async function book(time = "15:00") {
  const response = await postBooking(bookingPayload(service.id, upcoming(3, 7 + 7 * day++), time));
  expect(response.status).toBe(201);
  return (response.json as BookingResponse).data;
}

describe("/api/metrics: who may read it", () => {
  it("answers 404 in the one error shape, whatever the method, when METRICS_TOKEN is not set", async () => {
    vi.resetModules();
    delete process.env.METRICS_TOKEN;
    try {
      const { GET, POST } = await import("~/app/api/metrics/route");
      for (const handler of [GET, POST]) {
        const response = await handler(new Request("http://localhost:3000/api/metrics", { method: handler === GET ? "GET" : "POST", headers: bearer(TOKEN) }));
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ success: false, code: "NOT_FOUND", message: "No API endpoint at this address.", error: "No API endpoint at this address." });
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    } finally {
      process.env.METRICS_TOKEN = TOKEN;
      vi.resetModules();
    }
  });

  it("answers 401 without the token, with a wrong, forged, oversized or malformed one; 200 with it, in any case of 'Bearer'", async () => {
    const refused = [
      {},
      { authorization: "" },
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      bearer(TOKEN.toUpperCase()),
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString("base64")}` },
      { authorization: TOKEN },
      { authorization: `Bearer ${TOKEN} ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}, Bearer ${TOKEN}` },
      { authorization: `Bearer${TOKEN}` },
      // Long, but under Node's 16 KB of headers (past it Node itself answers 431).
      bearer(`${TOKEN}${"a".repeat(8_000)}`),
      bearer("A".repeat(64)),
    ];
    for (const headers of refused) {
      const response = await fetch(`${app.url}/api/metrics`, { headers });
      expect(response.status, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, code: "UNAUTHORIZED", message: expect.stringContaining("metrics token") });
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    for (const scheme of ["Bearer", "bearer", "BEARER"]) {
      const response = await fetch(`${app.url}/api/metrics`, { headers: { authorization: `${scheme} ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      await response.text();
    }
    // The token never opens other methods; without it they are refused like GET.
    expect((await fetch(`${app.url}/api/metrics`, { method: "POST" })).status).toBe(401);
    const post = await fetch(`${app.url}/api/metrics`, { method: "POST", headers: bearer(TOKEN) });
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({ success: false, code: "METHOD_NOT_ALLOWED" });
  });
});

describe("/api/metrics: what it says", () => {
  it("parses as Prometheus text and names every series the alerts use", async () => {
    const families = await scrape();
    for (const name of [
      "clinic_http_requests_total",
      "clinic_http_request_duration_seconds",
      "clinic_job_failures_total",
      "clinic_jobs",
      "clinic_job_oldest_waiting_seconds",
      "clinic_emails",
      "clinic_payments_confirmed_total",
      "clinic_payments_refunded_total",
      "clinic_payments_refund_needed",
      "clinic_bookings_held",
      "clinic_bookings_hold_overdue",
      "clinic_bookings_expired_total",
      "clinic_backup_age_seconds",
      "clinic_database_up",
      "process_cpu_user_seconds_total",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(value(families, "clinic_database_up")).toBe(1);
    // Every series deploy/alerts.md reads is exported (`up` is Prometheus's own, per target).
    const exported = new Set([...families.values()].flatMap((family) => family.samples.map((sample) => sample.name)));
    for (const rule of alertRules()) {
      for (const name of metricNamesIn(rule.expr)) if (name !== "up") expect(exported.has(name), `${rule.alert} reads ${name}`).toBe(true);
    }
    for (const queue of JOB_NAMES) {
      for (const state of ["waiting", "scheduled", "active", "failed"]) expect(sampleValue(families, "clinic_jobs", { queue, state }), `${queue} ${state}`).toBeDefined();
    }
    // No backup in this test's DATA_DIR yet.
    expect(value(families, "clinic_backup_age_seconds")).toBe(-1);
  });

  it("counts and times requests by route group and status class, never by raw address", async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await fetch(`${app.url}/api/services`)).status).toBe(200);
    for (const probe of ["/api/no-such-thing", "/api/wp-login.php", "/api/order-APT-1234"]) expect((await fetch(`${app.url}${probe}`)).status).toBe(404);
    const input = encodeURIComponent(JSON.stringify({ 0: { json: {} } }));
    expect((await fetch(`${app.url}/api/trpc/catalogue.services?batch=1&input=${input}`)).status).toBe(200);
    expect((await fetch(`${app.url}/api/trpc/nosuchrouter.anything?batch=1&input=${input}`)).status).toBe(404);
    const after = await scrape();

    const delta = (labels: Record<string, string>) => value(after, "clinic_http_requests_total", labels) - value(before, "clinic_http_requests_total", labels);
    expect(delta({ group: "api:services", status: "2xx" })).toBe(3);
    expect(delta({ group: "api:other", status: "4xx" })).toBe(3);
    expect(delta({ group: "trpc:catalogue", status: "2xx" })).toBe(1);
    expect(delta({ group: "trpc:other", status: "4xx" })).toBe(1);
    // The scrape before this one was counted when its answer ended.
    expect(delta({ group: "metrics", status: "2xx" })).toBeGreaterThanOrEqual(1);
    const count = (f: Map<string, Family>) => value(f, "clinic_http_request_duration_seconds_count", { group: "api:services" });
    expect(count(after) - count(before)).toBe(3);
    expect(value(after, "clinic_http_request_duration_seconds_sum", { group: "api:services" })).toBeGreaterThan(0);

    // Every group label is one of the fixed list: probes of made-up addresses add no series.
    const groups = new Set(after.get("clinic_http_requests_total")!.samples.map((s) => s.labels.group));
    for (const group of groups) expect(ROUTE_GROUPS as readonly string[]).toContain(group);
    for (const s of after.get("clinic_http_requests_total")!.samples) expect(["1xx", "2xx", "3xx", "4xx", "5xx", "other"]).toContain(s.labels.status);
  });

  it("the tRPC groups are the routers the API has", () => {
    expect([...TRPC_ROUTERS].sort()).toEqual(Object.keys(appRouter._def.record).sort());
  });

  it("reads bookings and payments from the database: held, expired, overdue, confirmed, refunded, refunds needed", async () => {
    const db = await testDb();
    const start = await scrape();
    const grew = (after: Map<string, Family>, name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(start, name, labels);

    // One booking holding its time, one paid, one paid after its hold was released (a refund is needed).
    await book("15:00");
    const paid = await book("16:00");
    expect((await simulatedAction(paid.session.id, "pay")).status).toBe(303);
    const late = await book("17:00");
    const [latePayment] = await db.select().from(payments).where(eq(payments.id, late.orderId));
    await db.update(payments).set({ status: "expired" }).where(eq(payments.id, late.orderId));
    await db.update(appointments).set({ status: "expired" }).where(eq(appointments.id, latePayment!.appointmentId!));
    await db.update(simulatedCheckoutSessions).set({ expiresAt: new Date(Date.now() + 3600_000) }).where(eq(simulatedCheckoutSessions.id, late.session.id));
    expect((await simulatedAction(late.session.id, "pay")).status).toBe(303);
    // And one whose hold ended ten minutes ago, which the minute's sweeper has not seen yet.
    const stale = await book("18:00");
    const [stalePayment] = await db.select().from(payments).where(eq(payments.id, stale.orderId));
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await db.update(payments).set({ expiresAt: tenMinutesAgo }).where(eq(payments.id, stale.orderId));
    await db.update(appointments).set({ holdExpiresAt: tenMinutesAgo }).where(eq(appointments.id, stalePayment!.appointmentId!));

    const booked = await scrape();
    expect(grew(booked, "clinic_bookings_held")).toBe(1);
    expect(grew(booked, "clinic_bookings_hold_overdue")).toBe(1);
    expect(grew(booked, "clinic_bookings_expired_total")).toBe(1);
    expect(grew(booked, "clinic_payments_confirmed_total", { kind: "appointment" })).toBe(2);
    expect(grew(booked, "clinic_payments_refund_needed", { kind: "appointment" })).toBe(1);
    expect(grew(booked, "clinic_payments_refunded_total", { kind: "appointment" })).toBe(0);
    expect(grew(booked, "clinic_payments_confirmed_total", { kind: "course" })).toBe(0);

    // Staff refund the late payment; the sweeper releases the stale hold.
    await (await testCaller({ user: staff })).admin.orders.refund({ orderId: late.orderId });
    await (await getJobQueue()).send("expire-holds", {});
    await runQueuedJobs({ names: ["expire-holds"] });
    const settled = await scrape();
    expect(grew(settled, "clinic_payments_refunded_total", { kind: "appointment" })).toBe(1);
    expect(grew(settled, "clinic_payments_refund_needed", { kind: "appointment" })).toBe(0);
    // A refunded payment was still confirmed once.
    expect(grew(settled, "clinic_payments_confirmed_total", { kind: "appointment" })).toBe(2);
    expect(grew(settled, "clinic_bookings_hold_overdue")).toBe(0);
    expect(grew(settled, "clinic_bookings_expired_total")).toBe(2);
  });

  it("reads the e-mails and job queues from the database, and counts this process's failed tries", async () => {
    const db = await testDb();
    await runQueuedJobs();
    const start = await scrape();
    const grew = (after: Map<string, Family>, name: string, labels: Record<string, string> = {}) => value(after, name, labels) - value(start, name, labels);

    const message = (to: string) => ({ template: "metrics-test", to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" });
    await sendMail(message("waiting@example.com"), { key: "waiting" });
    await sendMail(message("failing@example.com"), { key: "failing" });
    const waiting = await scrape();
    expect(grew(waiting, "clinic_emails", { state: "waiting" })).toBe(2);
    expect(grew(waiting, "clinic_jobs", { queue: "send-email", state: "waiting" })).toBe(2);
    expect(value(waiting, "clinic_job_oldest_waiting_seconds", { queue: "send-email" })).toBeGreaterThanOrEqual(0);

    // The outbox cannot be written (a file where its folder should be): both tries fail in this process.
    const outbox = path.join(process.env.DATA_DIR!, "outbox");
    rmSync(outbox, { recursive: true, force: true });
    writeFileSync(outbox, "not a folder");
    try {
      const outcome = await runQueuedJobs({ names: ["send-email"] });
      expect(outcome).toEqual({ completed: 0, failed: 2 });
    } finally {
      rmSync(outbox, { force: true });
    }
    const tried = await scrape();
    expect(grew(tried, "clinic_job_failures_total", { queue: "send-email" })).toBe(2);
    // Waiting out their retry's backoff: not delivered, so still waiting, and not yet due.
    expect(grew(tried, "clinic_emails", { state: "waiting" })).toBe(2);
    expect(grew(tried, "clinic_jobs", { queue: "send-email", state: "scheduled" })).toBe(2);

    // One spends its every try: failed for good. The other goes out.
    const failingId = jobIdFor("send-email", "metrics-test:failing");
    await db.execute(sql.raw(`update ${JOB_SCHEMA}.job set state = 'failed', completed_on = now(), retry_count = retry_limit where id = '${failingId}'`));
    expect(await runQueuedJobs({ names: ["send-email"], includeRetries: true })).toEqual({ completed: 1, failed: 0 });
    const done = await scrape();
    expect(grew(done, "clinic_emails", { state: "waiting" })).toBe(0);
    expect(grew(done, "clinic_emails", { state: "failed" })).toBe(1);
    expect(grew(done, "clinic_jobs", { queue: "send-email", state: "failed" })).toBe(1);
    expect((await (await getJobQueue()).getJobById("send-email", failingId))?.state).toBe("failed");
  });

  it("reports the age of the newest backup in BACKUP_DIR (DATA_DIR/backups by default), by the time its name gives, ignoring other files", async () => {
    const dir = path.join(process.env.DATA_DIR!, "backups");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(path.join(dir, "work"), { recursive: true });
    const name = (at: Date) => `clinic-${at.toISOString().slice(0, 10).replaceAll("-", "")}T${at.toISOString().slice(11, 19).replaceAll(":", "")}${at.toISOString().slice(19, 23)}Z.backup.age`;
    writeFileSync(path.join(dir, name(new Date(Date.now() - 26 * 3600_000))), "an older backup");
    writeFileSync(path.join(dir, name(new Date(Date.now() - 2 * 3600_000))), "the newest backup");
    // A backup being made, a stray file and a name that is not a real time are not backups.
    writeFileSync(path.join(dir, "work", "database.dump"), "being written");
    writeFileSync(path.join(dir, "notes.txt"), "not a backup");
    writeFileSync(path.join(dir, "clinic-20261399T250000.000Z.backup.age"), "not a time");
    const age = value(await scrape(), "clinic_backup_age_seconds");
    expect(age).toBeGreaterThanOrEqual(2 * 3600 - 5);
    expect(age).toBeLessThan(2 * 3600 + 60);
  });
});
