import { describe, expect, it } from "vitest";

import { oneTimeCodes, rateLimitCounters, sessions, users, webhookEvents } from "~/server/db/schema";
import { pruneExpiredRows } from "~/server/services/maintenance/prune-expired-rows";
import { testDb } from "../support/app";

const HOUR = 3_600_000;

describe("pruning expired rows", () => {
  it("deletes dead counters, codes, sessions and old webhook ids, and keeps the live ones", async () => {
    const db = await testDb();
    const now = new Date("2026-11-23T12:00:00Z");
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
    const [user] = await db.insert(users).values({ email: "prune@example.com" }).returning();
    await db.insert(rateLimitCounters).values([
      { key: "old", windowStart: ago(25), count: 3 },
      { key: "live", windowStart: ago(1), count: 3 },
    ]);
    await db.insert(oneTimeCodes).values([
      { email: "a@example.com", purpose: "sign_in", codeHash: "x", expiresAt: ago(25) },
      { email: "b@example.com", purpose: "sign_in", codeHash: "y", expiresAt: ago(2) },
    ]);
    await db.insert(sessions).values([
      { sessionToken: "ended", userId: user!.id, expires: ago(1) },
      { sessionToken: "live", userId: user!.id, expires: new Date(now.getTime() + HOUR) },
    ]);
    await db.insert(webhookEvents).values([
      { provider: "stripe", eventId: "evt_old", type: "x", receivedAt: ago(24 * 31) },
      { provider: "stripe", eventId: "evt_new", type: "x", receivedAt: ago(24 * 3) },
    ]);

    expect(await pruneExpiredRows({ db, now })).toEqual({ counters: 1, codes: 1, sessions: 1, webhookEvents: 1 });
    expect((await db.select().from(rateLimitCounters)).map((r) => r.key)).toEqual(["live"]);
    expect((await db.select().from(oneTimeCodes)).map((r) => r.email)).toEqual(["b@example.com"]);
    expect((await db.select().from(sessions)).map((r) => r.sessionToken)).toEqual(["live"]);
    expect((await db.select().from(webhookEvents)).map((r) => r.eventId)).toEqual(["evt_new"]);
    // Nothing more to do the second time.
    expect(await pruneExpiredRows({ db, now })).toEqual({ counters: 0, codes: 0, sessions: 0, webhookEvents: 0 });
  });
});
