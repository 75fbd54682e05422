import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";

const TOKEN = vi.hoisted(() => {
  const token = "a-metrics-token-for-the-unavailable-database-test-0123456789";
  process.env.METRICS_TOKEN = token;
  return token;
});

import { GET as health } from "~/app/api/healthz/route";
import { GET as metrics } from "~/app/api/metrics/route";
import { POST as subscribe } from "~/app/api/newsletter/subscribe/route";
import { POST as trpcPost } from "~/app/api/trpc/[trpc]/route";
import { maintainJobQueue } from "~/server/jobs/job-queue";
import { startJobWorkers } from "~/server/jobs/start-job-workers";
import * as schema from "~/server/db/schema";
import { callRoute, testDb } from "../support/app";

/**
 * The database server stops (a restart, a failover, an upgrade): every app process's queries fail
 * to connect. Here this file's connection is swapped for one to a port where nothing listens, then
 * given back; scripts/test-faults.mjs stops a real PostgreSQL server under a running app.
 */
async function whileTheDatabaseIsGone<T>(work: () => Promise<T>): Promise<T> {
  await testDb();
  const globals = globalThis as { clinicDb?: unknown };
  const real = globals.clinicDb;
  const pool = new pg.Pool({ connectionString: "postgres://clinic@127.0.0.1:9/clinic", max: 2 });
  pool.on("error", () => undefined);
  globals.clinicDb = { kind: "server", pool, db: drizzle(pool, { schema, casing: "snake_case" }) };
  try {
    return await work();
  } finally {
    globals.clinicDb = real;
    await pool.end();
  }
}

const UNAVAILABLE = {
  success: false,
  code: "SERVICE_UNAVAILABLE",
  message: "The service is briefly unavailable. Please try again in a minute.",
  error: "The service is briefly unavailable. Please try again in a minute.",
};

const trpcSubscribe = (email: string, language = "en") =>
  trpcPost(
    new Request("http://localhost:3000/api/trpc/newsletter.subscribe?batch=1", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": language },
      body: JSON.stringify({ 0: { json: { email } } }),
    }),
  );

describe("while the database does not answer", () => {
  it("API calls and the health check answer 503 in the one error shape with Retry-After, in the caller's language; the app recovers when it is back", async () => {
    maintainJobQueue();
    await startJobWorkers();
    expect((await health()).status).toBe(200);

    await whileTheDatabaseIsGone(async () => {
      const rest = await callRoute(subscribe, { url: "http://localhost:3000/api/newsletter/subscribe", method: "POST", body: { email: "down@example.com" }, from: "203.0.113.9" });
      expect(rest.status).toBe(503);
      expect(rest.json).toEqual(UNAVAILABLE);
      expect(rest.headers.get("retry-after")).toBe("5");

      const french = await callRoute(subscribe, {
        url: "http://localhost:3000/api/newsletter/subscribe",
        method: "POST",
        body: { email: "down@example.com" },
        headers: { "accept-language": "fr" },
        from: "203.0.113.9",
      });
      expect(french.status).toBe(503);
      expect(french.json).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: "Le service est momentanément indisponible. Veuillez réessayer dans une minute." });

      const viaTrpc = await trpcSubscribe("down@example.com");
      expect(viaTrpc.status).toBe(503);
      expect(viaTrpc.headers.get("retry-after")).toBe("5");
      const [answer] = (await viaTrpc.json()) as Array<{ error: { json: { message: string; data: { appCode: string; httpStatus: number } } } }>;
      expect(answer!.error.json).toMatchObject({ message: UNAVAILABLE.message, data: { appCode: "SERVICE_UNAVAILABLE", httpStatus: 503 } });

      const check = await health();
      expect(check.status).toBe(503);
      expect(await check.json()).toEqual({ ...UNAVAILABLE, ok: false, reason: "database" });
      expect(check.headers.get("retry-after")).toBe("5");

      // Monitoring still answers, and says the database did not.
      const scrape = await metrics(new Request("http://localhost:3000/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } }));
      expect(scrape.status).toBe(200);
      const text = await scrape.text();
      expect(text).toMatch(/^clinic_database_up 0$/m);
      expect(text).toMatch(/^clinic_http_requests_total|^# HELP clinic_http_requests_total/m);
      expect(text).not.toMatch(/^clinic_bookings_held /m);
    });

    // Back: the same process answers again, nothing restarted.
    expect((await health()).status).toBe(200);
    const back = await trpcSubscribe("back@example.com");
    expect(back.status).toBe(200);
  });
});
