
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as servicesRoute from "~/app/api/services/route";
import { rateLimitCounters } from "~/server/db/schema";
import { testDb } from "../support/app";
import { startHttpApp } from "../support/http-app";

// The API flood limit (API_RATE_LIMIT_PER_MINUTE), counted per client address in the database that
// every app process shares (src/proxy.ts); tests/integration/batched-counter.test.ts shows the
// count shared by two processes.
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
    // The limit counts per clock minute: sent again if a minute began in the middle of the seven.
    let statuses: number[] = [];
    let refused: Response;
    for (;;) {
      const minute = Math.floor(Date.now() / 60_000);
      await clearCounts();
      statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await fetch(`${app.url}/api/services`, { headers: { "x-forwarded-for": `203.0.113.${i}` } })).status);
      refused = await fetch(`${app.url}/api/services`, { headers: { "x-forwarded-for": "198.51.100.77" } });
      if (Math.floor(Date.now() / 60_000) === minute) break;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
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
});
