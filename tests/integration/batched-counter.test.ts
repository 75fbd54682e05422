import { drizzle } from "drizzle-orm/node-postgres";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";

import { env } from "~/env";
import { getDb, type Database } from "~/server/db/client";
import { rateLimitCounters } from "~/server/db/schema";
import * as schema from "~/server/db/schema";
import { createBatchedCounter } from "~/server/services/security/batched-counter";
import { testDb } from "../support/app";

const minute = (key: string, limit: number) => ({ key, limit, windowSeconds: 60 });
const T0 = Date.UTC(2026, 10, 23, 12, 0, 5);

async function sharedCount(key: string) {
  const [row] = await (await testDb()).select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  return row?.count ?? 0;
}

describe("the batched shared counter", () => {
  it("admits exactly the limit from one process, even all at once", async () => {
    await testDb();
    const counter = createBatchedCounter({ db: getDb });
    const results = await Promise.all(Array.from({ length: 50 }, () => counter.take(minute("one-process", 20), T0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
    expect(results.find((r) => !r.allowed)?.retryAfterSeconds).toBe(55);
    expect(await sharedCount("one-process")).toBe(20);
  });

  it("far from the limit, writes once per lease of many calls", async () => {
    const counter = createBatchedCounter({ db: getDb });
    for (let i = 0; i < 64; i++) expect((await counter.take(minute("quiet", 1200), T0)).allowed).toBe(true);
    expect(await sharedCount("quiet")).toBe(64); // one lease of 64, written once
    await counter.take(minute("quiet", 1200), T0);
    expect(await sharedCount("quiet")).toBe(128);
  });

  it("two processes on one database never admit more than the limit together", async () => {
    // A second process has its own connections; on the embedded database there is only one.
    const pool = env.DATABASE_URL ? new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 }) : undefined;
    const secondDb = pool ? (drizzle(pool, { schema, casing: "snake_case" }) as unknown as Database) : getDb();
    try {
      const first = createBatchedCounter({ db: getDb });
      const second = createBatchedCounter({ db: () => secondDb });
      const both = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).take(minute("two-processes", 20), T0)),
      );
      const allowed = both.filter((r) => r.allowed).length;
      expect(allowed).toBeLessThanOrEqual(20);
      // A lease one process holds unspent may refuse a use or two early, never more than its size.
      expect(allowed).toBeGreaterThanOrEqual(18);
      expect(await sharedCount("two-processes")).toBeLessThanOrEqual(22);
    } finally {
      await pool?.end();
    }
  });

  it("starts again with the next window", async () => {
    const counter = createBatchedCounter({ db: getDb });
    for (let i = 0; i < 2; i++) expect((await counter.take(minute("windows", 2), T0)).allowed).toBe(true);
    expect((await counter.take(minute("windows", 2), T0)).allowed).toBe(false);
    expect((await counter.take(minute("windows", 2), T0 + 60_000)).allowed).toBe(true);
  });
});
