import { describe, expect, it } from "vitest";

import { oneTimeCodes, pendingRegistrations, rateLimitCounters, sessions, slotHolds, users, waitlistEntries, webhookEvents } from "~/server/db/schema";
import { pruneExpiredRows } from "~/server/services/maintenance/prune-expired-rows";
import { testDb } from "../support/app";

const HOUR = 3_600_000;

describe("pruning expired rows", () => {
  it("deletes dead counters, codes, registrations never or already confirmed, sessions, old webhook ids, past waiting lists and holds, and keeps the live ones", async () => {
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
    const typed = { codeHash: "c", firstName: "Rana", lastName: "Khoury", phoneNumber: "+9613123456", passwordHash: "h" };
    await db.insert(pendingRegistrations).values([
      { ...typed, email: "expired@example.com", tokenHash: "t1", expiresAt: ago(0.1) },
      { ...typed, email: "confirmed@example.com", tokenHash: "t2", expiresAt: new Date(now.getTime() + HOUR), consumedAt: ago(0.05) },
      { ...typed, email: "waiting@example.com", tokenHash: "t3", expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    await db.insert(sessions).values([
      { sessionToken: "ended", userId: user!.id, expires: ago(1) },
      { sessionToken: "live", userId: user!.id, expires: new Date(now.getTime() + HOUR) },
    ]);
    await db.insert(webhookEvents).values([
      { provider: "stripe", eventId: "evt_old", type: "x", receivedAt: ago(24 * 31) },
      { provider: "stripe", eventId: "evt_new", type: "x", receivedAt: ago(24 * 3) },
    ]);

    // 2026-11-23 in Beirut: yesterday's waiting list is over, today's still stands; a place not
    // confirmed within 24 hours goes, one asked for 2 hours ago can still be confirmed.
    await db.insert(waitlistEntries).values([
      { date: "2026-11-22", patientName: "Past Day", email: "past@example.com", phone: "+9613123456", confirmedAt: ago(48) },
      { date: "2026-11-23", patientName: "Today", email: "today@example.com", phone: "+9613123456", createdAt: ago(48), confirmedAt: ago(47) },
      { date: "2026-11-24", patientName: "Never Confirmed", email: "stale@example.com", phone: "+9613123456", createdAt: ago(25) },
      { date: "2026-11-24", patientName: "Just Asked", email: "fresh@example.com", phone: "+9613123456", createdAt: ago(2) },
    ]);
    await db.insert(slotHolds).values([
      { startsAt: ago(2), expiresAt: ago(1) },
      { startsAt: new Date(now.getTime() + 3 * HOUR), expiresAt: new Date(now.getTime() + HOUR) },
    ]);

    expect(await pruneExpiredRows({ db, now })).toEqual({ counters: 1, codes: 1, pendingRegistrations: 2, factorChallenges: 0, sessions: 1, webhookEvents: 1, waitlistEntries: 2, slotHolds: 1, familyInvitations: 0, abandonedBookings: 0, mailBodies: 0, outboxFiles: 0, auditEntries: 0, recordViews: 0 });
    expect((await db.select().from(rateLimitCounters)).map((r) => r.key)).toEqual(["live"]);
    expect((await db.select().from(oneTimeCodes)).map((r) => r.email)).toEqual(["b@example.com"]);
    expect((await db.select().from(pendingRegistrations)).map((r) => r.email)).toEqual(["waiting@example.com"]);
    expect((await db.select().from(sessions)).map((r) => r.sessionToken)).toEqual(["live"]);
    expect((await db.select().from(webhookEvents)).map((r) => r.eventId)).toEqual(["evt_new"]);
    expect((await db.select({ email: waitlistEntries.email }).from(waitlistEntries).orderBy(waitlistEntries.email)).map((r) => r.email)).toEqual(["fresh@example.com", "today@example.com"]);
    expect((await db.select().from(slotHolds)).map((r) => r.startsAt.getTime())).toEqual([now.getTime() + 3 * HOUR]);
    // Nothing more to do the second time.
    expect(await pruneExpiredRows({ db, now })).toEqual({ counters: 0, codes: 0, pendingRegistrations: 0, factorChallenges: 0, sessions: 0, webhookEvents: 0, waitlistEntries: 0, slotHolds: 0, familyInvitations: 0, abandonedBookings: 0, mailBodies: 0, outboxFiles: 0, auditEntries: 0, recordViews: 0 });
  });
});
