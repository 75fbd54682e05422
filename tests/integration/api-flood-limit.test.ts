
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as servicesRoute from "~/app/api/services/route";
import { env } from "~/env";
import { getDb, type Database } from "~/server/db/client";
import { rateLimitCounters } from "~/server/db/schema";
import * as schema from "~/server/db/schema";
import { apiCallsPerAddress } from "~/server/services/security/limits";
import { consumeRateLimits } from "~/server/services/security/rate-limit";
import { testDb } from "../support/app";
import { startHttpApp } from "../support/http-app";

// The API flood limit (API_RATE_LIMIT_PER_MINUTE), counted per client address in the database that
// every app process shares (src/proxy.ts).
vi.hoisted(() => {
  process.env.API_RATE_LIMIT_PER_MINUTE = "6";
});

let app: Awaited<ReturnType<typeof startHttpApp>>;
beforeAll(async () => {
  await testDb();
  app = await startHttpApp([["/api/services", servicesRoute]]);
});
afterAll(() => app.close());

const MESSAGE = "Too many requests. Please wait a minute and try again.";

async function clearCounts() {
  await (await testDb()).delete(rateLimitCounters).where(eq(rateLimitCounters.key, "api:ip:127.0.0.1"));
}

describe("the API flood limit", () => {
  it("refuses the call over the limit in the one error shape, with Retry-After, whatever X-Forwarded-For says", async () => {
    await clearCounts();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${app.url}/api/services`, { headers: { "x-forwarded-for": `203.0.113.${i}` } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await fetch(`${app.url}/api/services`, { headers: { "x-forwarded-for": "198.51.100.77" } });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ success: false, code: "TOO_MANY_REQUESTS", message: MESSAGE, error: MESSAGE });
  });

  it("leaves pages alone", async () => {
    const page = await fetch(`${app.url}/about`);
    expect(page.status).not.toBe(429);
  });

  it("is one count for every app process on the same database", async () => {
    await clearCounts();
    // A second process has its own connections; on the embedded database there is only one.
    const pool = env.DATABASE_URL ? new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 }) : undefined;
    const second = pool ? (drizzle(pool, { schema, casing: "snake_case" }) as unknown as Database) : getDb();
    try {
      const limit = apiCallsPerAddress("127.0.0.1", env.API_RATE_LIMIT_PER_MINUTE);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => consumeRateLimits(i % 2 ? second : getDb(), [limit], MESSAGE)),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(6);
      expect((await fetch(`${app.url}/api/services`)).status).toBe(429);
    } finally {
      await pool?.end();
    }
  });
});
