import { mkdir, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { env } from "~/env";
import {
  appointments,
  auditLog,
  childAdults,
  children,
  consents,
  familyInvitations,
  oneTimeCodes,
  payments,
  rateLimitCounters,
  sessions,
  simulatedCheckoutSessions,
  staffFactorChallenges,
  waitlistEntries,
  waitlistOffers,
  recordViews,
} from "~/server/db/schema";
import { sendMail } from "~/server/mail/send-mail";
import { retentionPeriods } from "~/server/privacy/retention";
import { pruneExpiredRows } from "~/server/services/maintenance/prune-expired-rows";
import { testDb } from "../support/app";
import { createAccount, createService } from "../support/factories";
import { runQueuedJobs } from "../support/jobs";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The retention periods, as configured by default, with the clock moved: for each, a row a minute
 * past its period goes and one a minute inside it stays, and nothing else is touched.
 */
describe("retention (the data map's periods)", () => {
  it("has the documented defaults", () => {
    expect(retentionPeriods()).toEqual({
      codes: 24 * HOUR,
      rateLimits: 24 * HOUR,
      sessions: 0,
      abandonedBookings: 30 * DAY,
      mailBodies: 7 * DAY,
      waitlist: 0,
      familyInvitations: 30 * DAY,
      audit: 1095 * DAY,
      recordViews: 1095 * DAY,
    });
    expect(env.RETENTION_AUDIT_DAYS).toBe(1095);
  });

  it("deletes exactly what expired: a minute past each period goes, a minute inside stays", async () => {
    const db = await testDb();
    const now = new Date("2031-03-10T12:00:00Z");
    const at = (ms: number) => new Date(now.getTime() + ms);
    const periods = retentionPeriods();
    const past = (period: number) => at(-period - MINUTE);
    const inside = (period: number) => at(-period + MINUTE);
    const parent = await createAccount(db);
    const staff = await createAccount(db, "staff");
    const service = await createService(db);

    await db.insert(oneTimeCodes).values([
      { email: "gone@example.com", purpose: "sign_in", codeHash: "a", expiresAt: past(periods.codes) },
      { email: "kept@example.com", purpose: "sign_in", codeHash: "b", expiresAt: inside(periods.codes) },
    ]);
    await db.insert(staffFactorChallenges).values([
      { tokenHash: "gone", userId: staff.id, purpose: "sign_in", sessionVersion: 1, expiresAt: past(periods.codes) },
      { tokenHash: "kept", userId: staff.id, purpose: "sign_in", sessionVersion: 1, expiresAt: inside(periods.codes) },
    ]);
    await db.insert(rateLimitCounters).values([
      { key: "gone", windowStart: past(periods.rateLimits), count: 1 },
      { key: "kept", windowStart: inside(periods.rateLimits), count: 1 },
    ]);
    await db.insert(sessions).values([
      { sessionToken: "gone", userId: parent.id, expires: past(periods.sessions) },
      { sessionToken: "kept", userId: parent.id, expires: inside(periods.sessions) },
    ]);

    // Bookings never paid: one whose hold ended a minute past the period goes with its payment
    // attempt and the test gateway's session; one inside stays; an old one where money moved (a
    // late payment to refund) and an old confirmed visit stay.
    const visit = (name: string, status: (typeof appointments.$inferInsert)["status"], holdExpiresAt: Date, hour: number) => ({
      serviceId: service.id,
      patientName: name,
      patientPhone: "+9613123456",
      patientEmail: `${name.toLowerCase().replace(/ /g, "-")}@example.com`,
      notes: "fever for three days",
      status,
      holdExpiresAt,
      startsAt: at(-40 * DAY + hour * HOUR),
      endsAt: at(-40 * DAY + hour * HOUR + 30 * MINUTE),
    });
    const [abandoned, recent, refunded, confirmed] = await db
      .insert(appointments)
      .values([
        visit("Gone Child", "expired", past(periods.abandonedBookings), 1),
        visit("Recent Child", "expired", inside(periods.abandonedBookings), 2),
        visit("Refund Child", "expired", past(periods.abandonedBookings), 3),
        visit("Seen Child", "confirmed", past(periods.abandonedBookings), 4),
      ])
      .returning();
    const attempt = (id: string, appointmentId: string, status: (typeof payments.$inferInsert)["status"]) => ({
      id,
      kind: "appointment" as const,
      appointmentId,
      description: "visit",
      amountCents: 4000,
      status,
      provider: "simulated" as const,
      providerRef: `cs_${id}`,
      expiresAt: past(periods.abandonedBookings),
    });
    await db.insert(payments).values([
      attempt("APT-GONE1", abandoned!.id, "expired"),
      attempt("APT-GONE2", abandoned!.id, "failed"),
      attempt("APT-RECENT", recent!.id, "expired"),
      attempt("APT-REFUND", refunded!.id, "refund_needed"),
      attempt("APT-SEEN", confirmed!.id, "paid"),
    ]);
    // Their consents (decision 049): the abandoned booking's goes with it, the others stay.
    await db.insert(consents).values(
      [abandoned!, recent!, confirmed!].map((v) => ({ email: "parent@example.com", appointmentId: v.id, purpose: "health_data_care" as const, action: "given" as const, noticeVersion: "2026-11-28", page: "/appointment" })),
    );
    await db.insert(simulatedCheckoutSessions).values(
      ["APT-GONE1", "APT-RECENT"].map((orderId) => ({ id: `cs_${orderId}`, orderId, description: "visit", amountCents: 4000, currency: "USD", successUrl: "http://x/s", cancelUrl: "http://x/c", expiresAt: now })),
    );

    // The waiting list: yesterday's (Beirut) goes, today's stays.
    const [yesterday, today] = await db
      .insert(waitlistEntries)
      .values([
        { date: "2031-03-09", patientName: "Yesterday", email: "y@example.com", phone: "+9613123456", confirmedAt: at(-3 * DAY) },
        { date: "2031-03-10", patientName: "Today", email: "t@example.com", phone: "+9613123456", createdAt: at(-3 * DAY), confirmedAt: at(-3 * DAY) },
      ])
      .returning();
    // An offer that led to the abandoned booking: it outlives the booking, without the link.
    await db.insert(waitlistOffers).values({ entryId: today!.id, startsAt: abandoned!.startsAt, expiresAt: at(-40 * DAY), appointmentId: abandoned!.id });

    const [child] = await db.insert(children).values({ firstName: "Lea", lastName: "Saad", dateOfBirth: "2025-01-01", createdBy: parent.id }).returning();
    await db.insert(childAdults).values({ childId: child!.id, userId: parent.id, role: "inviting" });
    await db.insert(familyInvitations).values([
      { childId: child!.id, email: "gone@example.com", tokenHash: "inv-gone", invitedBy: parent.id, expiresAt: past(periods.familyInvitations), revokedAt: past(periods.familyInvitations) },
      { childId: child!.id, email: "kept@example.com", tokenHash: "inv-kept", invitedBy: parent.id, expiresAt: inside(periods.familyInvitations), acceptedAt: inside(periods.familyInvitations) },
    ]);

    await db.insert(auditLog).values([
      { at: past(periods.audit), actorId: staff.id, action: "old change", entity: "appointment", entityId: abandoned!.id },
      { at: inside(periods.audit), actorId: staff.id, action: "kept change", entity: "appointment", entityId: confirmed!.id },
      { at: at(-DAY), actorKind: "parent", actorVia: "manage link", actorEmail: "p@example.com", action: "recent change", entity: "appointment", entityId: confirmed!.id },
    ]);

    // Who opened the child's record (decision 052): the old opening goes, the recent one stays.
    await db.insert(recordViews).values([
      { at: past(periods.recordViews), staffId: staff.id, staffRole: "staff", what: "child page", childId: child!.id },
      { at: inside(periods.recordViews), staffId: staff.id, staffRole: "staff", what: "child page", childId: child!.id },
    ]);

    // E-mails sent: the job queue keeps each one's body; the outbox folder its file.
    await sendMail({ template: "test-old", to: "old@example.com", subject: "Old", text: "old body Lea", html: "<p>old body Lea</p>" }, { key: "old" });
    await sendMail({ template: "test-new", to: "new@example.com", subject: "New", text: "new body", html: "<p>new body</p>" }, { key: "new" });
    await runQueuedJobs({ names: ["send-email"] });
    await db.execute(sql`update pgboss.job set created_on = ${past(periods.mailBodies).toISOString()}::timestamptz where name = 'send-email' and data->>'template' = 'test-old'`);
    await db.execute(sql`update pgboss.job set created_on = ${inside(periods.mailBodies).toISOString()}::timestamptz where name = 'send-email' and data->>'template' = 'test-new'`);
    const outbox = path.join(tmpdir(), `retention-outbox-${process.pid}-${Date.now()}`);
    await mkdir(outbox);
    const fileName = (when: Date, id: string) => `${when.toISOString().replace(/[:.]/g, "-")}-${id}.eml`;
    await writeFile(path.join(outbox, fileName(past(periods.mailBodies), "old")), "body");
    await writeFile(path.join(outbox, fileName(inside(periods.mailBodies), "new")), "body");
    await writeFile(path.join(outbox, "notes.txt"), "not a message");

    expect(await pruneExpiredRows({ db, now, outboxDir: outbox })).toEqual({
      counters: 1,
      codes: 1,
      pendingRegistrations: 0,
      factorChallenges: 1,
      sessions: 1,
      webhookEvents: 0,
      waitlistEntries: 1,
      slotHolds: 0,
      familyInvitations: 1,
      abandonedBookings: 1,
      mailBodies: 1,
      outboxFiles: 1,
      auditEntries: 1,
      recordViews: 1,
    });
    expect((await db.select({ at: recordViews.at }).from(recordViews)).map((r) => r.at)).toEqual([inside(periods.recordViews)]);

    expect((await db.select().from(oneTimeCodes)).map((r) => r.email)).toEqual(["kept@example.com"]);
    expect((await db.select().from(staffFactorChallenges)).map((r) => r.tokenHash)).toEqual(["kept"]);
    expect((await db.select().from(rateLimitCounters)).map((r) => r.key)).toEqual(["kept"]);
    expect((await db.select().from(sessions)).map((r) => r.sessionToken)).toEqual(["kept"]);
    expect((await db.select({ name: appointments.patientName }).from(appointments).orderBy(appointments.startsAt)).map((r) => r.name)).toEqual(["Recent Child", "Refund Child", "Seen Child"]);
    expect((await db.select({ appointmentId: consents.appointmentId }).from(consents)).map((r) => r.appointmentId).sort()).toEqual([recent!.id, confirmed!.id].sort());
    expect((await db.select({ id: payments.id }).from(payments).orderBy(payments.id)).map((r) => r.id)).toEqual(["APT-RECENT", "APT-REFUND", "APT-SEEN"]);
    expect((await db.select().from(simulatedCheckoutSessions)).map((r) => r.orderId)).toEqual(["APT-RECENT"]);
    expect((await db.select().from(waitlistEntries)).map((r) => r.id)).toEqual([today!.id]);
    expect(yesterday).toBeDefined();
    expect((await db.select().from(waitlistOffers)).map((r) => r.appointmentId)).toEqual([null]);
    expect((await db.select().from(familyInvitations)).map((r) => r.email)).toEqual(["kept@example.com"]);
    expect((await db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.at)).map((r) => r.action)).toEqual(["kept change", "recent change"]);
    const mails = await db.execute<{ template: string; keys: string[] }>(
      sql`select data->>'template' as template, array(select jsonb_object_keys(data) order by 1) as keys from pgboss.job where name = 'send-email' order by created_on`,
    );
    expect(mails.rows).toEqual([
      { template: "test-old", keys: ["subject", "template", "to"] },
      { template: "test-new", keys: ["html", "subject", "template", "text", "to"] },
    ]);
    expect((await readdir(outbox)).sort()).toEqual([fileName(inside(periods.mailBodies), "new"), "notes.txt"]);

    // Nothing more the second time; the child, its adult and the accounts were never touched.
    const again = await pruneExpiredRows({ db, now, outboxDir: outbox });
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
    expect(await db.select({ id: children.id }).from(children)).toEqual([{ id: child!.id }]);
    expect(await db.select().from(childAdults).where(eq(childAdults.childId, child!.id))).toHaveLength(1);
  });

  it("keeps the audit log append-only outside the prune: a delete without the prune's cutoff, or of a newer entry, is refused", async () => {
    const db = await testDb();
    const [entry] = await db.insert(auditLog).values({ at: new Date("2020-01-01T00:00:00Z"), action: "ancient change", entity: "service" }).returning();
    await expect(db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    // A cutoff older than the entry does not let it go.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('clinic.audit_retention_cutoff', '2019-01-01T00:00:00Z', true)`);
        await tx.delete(auditLog).where(eq(auditLog.id, entry!.id));
      }),
    ).rejects.toThrow();
    // The cutoff lasts only for the prune's transaction.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('clinic.audit_retention_cutoff', '2021-01-01T00:00:00Z', true)`);
    });
    await expect(db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(db.update(auditLog).set({ action: "rewritten" }).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    expect(await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.id, entry!.id))).toEqual([{ action: "ancient change" }]);
  });
});
