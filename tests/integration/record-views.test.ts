import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { payments, recordViews, type services } from "~/server/db/schema";
import { logRecordViews } from "~/server/privacy/record-views";
import { testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";

// Issue 29: every staff view of a child's page or of visits' details is logged; the administrator
// reads the log per child and per staff member; a parent sees which roles opened their children's
// records and when, and nothing of another family's.

let db: Database;
let service: typeof services.$inferSelect;
let reception: SessionUser;
let doctor: SessionUser;
beforeAll(async () => {
  db = await testDb();
  service = await onlineService(db);
  reception = await createAccount(db, "staff");
  doctor = await createAccount(db, "admin");
});

let slot = 0;
/** A parent, a child with a visit booked on a day of its own. */
async function family() {
  const parent = await createAccount(db);
  const caller = await testCaller({ user: parent, from: `203.0.113.${100 + slot}` });
  const { id: childId } = await caller.family.add({ firstName: `Lina${slot}`, lastName: "Khoury", dateOfBirth: "2024-03-01", medicalAlerts: "Penicillin", healthDataConsent: true });
  const date = upcoming(4, 98 + 7 * slot++);
  const { orderId } = await caller.appointments.book(bookingPayload(service.id, date, "15:00", { childId, patient: { name: "x", phoneNumber: "+961 3 123 456", email: parent.email } }) as never);
  const [payment] = await db.select({ appointmentId: payments.appointmentId }).from(payments).where(eq(payments.id, orderId));
  return { parent, caller, childId, appointmentId: payment!.appointmentId!, date };
}

const viewsOf = (childId: string) => db.select().from(recordViews).where(eq(recordViews.childId, childId)).orderBy(recordViews.at);

describe("who opened a child's record", () => {
  it("the child's page and the agenda's visit details are logged once per person and half hour", async () => {
    const { childId, appointmentId, date } = await family();
    const front = await testCaller({ user: reception });
    await front.admin.children.get({ childId });
    await front.admin.children.get({ childId });
    await front.admin.agenda.list({ from: date, days: 1 });
    await front.admin.agenda.list({ from: date, days: 1 });
    expect((await viewsOf(childId)).map((view) => ({ what: view.what, staffId: view.staffId, role: view.staffRole, appointmentId: view.appointmentId }))).toEqual([
      { what: "child page", staffId: reception.id, role: "staff", appointmentId: null },
      { what: "visit details", staffId: reception.id, role: "staff", appointmentId },
    ]);
    // Half an hour later, the same opening is logged again; another person's at once.
    await db.execute(sql`update record_views set at = at - interval '31 minutes' where child_id = ${childId}`);
    await front.admin.children.get({ childId });
    await (await testCaller({ user: doctor })).admin.children.get({ childId });
    expect((await viewsOf(childId)).filter((view) => view.what === "child page").map((view) => view.staffRole)).toEqual(["staff", "staff", "admin"]);
  });

  it("pages opened at once (Today, the agenda and the child's page in three tabs) still log one line per record", async () => {
    const { childId, appointmentId, date } = await family();
    const front = await testCaller({ user: reception });
    await Promise.all([
      ...Array.from({ length: 8 }, () => front.admin.children.get({ childId })),
      ...Array.from({ length: 8 }, () => front.admin.agenda.list({ from: date, days: 1 })),
    ]);
    const views = await viewsOf(childId);
    expect(views.filter((view) => view.what === "child page")).toHaveLength(1);
    expect(views.filter((view) => view.what === "visit details" && view.appointmentId === appointmentId)).toHaveLength(1);
    // The log's own writes, raced head to head on the pool's connections: one line.
    const other = await family();
    const logged = await Promise.all(Array.from({ length: 10 }, () => logRecordViews(db, { id: doctor.id, role: "admin" }, "child page", [{ childId: other.childId, appointmentId: null }])));
    expect(logged.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await viewsOf(other.childId)).filter((view) => view.staffId === doctor.id)).toHaveLength(1);
  });

  it("the administrator reads it per child and per staff member; reception cannot; a parent's refused call logs nothing", async () => {
    const { childId, caller } = await family();
    await (await testCaller({ user: reception })).admin.children.get({ childId });
    const office = await testCaller({ user: doctor });
    const perChild = await office.admin.children.recordViews({ childId });
    expect(perChild.rows).toEqual([expect.objectContaining({ what: "child page", staffId: reception.id, childName: expect.stringContaining("Khoury") })]);
    const perStaff = await office.admin.children.recordViews({ staffId: reception.id });
    expect(perStaff.rows.every((row) => row.staffId === reception.id)).toBe(true);
    expect(perStaff.rows.some((row) => row.childId === childId)).toBe(true);
    await expect((await testCaller({ user: reception })).admin.children.recordViews({ childId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.admin.children.get({ childId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await viewsOf(childId)).toHaveLength(1);
  });

  it("a parent sees the roles and times for their own children only, never a name", async () => {
    const mine = await family();
    const theirs = await family();
    await (await testCaller({ user: reception })).admin.children.get({ childId: mine.childId });
    await (await testCaller({ user: doctor })).admin.children.get({ childId: theirs.childId });
    const seen = await mine.caller.privacy.recordViews();
    expect(seen).toEqual([{ at: expect.any(Date), what: "child page", staffRole: "staff", childFirstName: expect.stringMatching(/^Lina/) }]);
    expect(JSON.stringify(seen)).not.toContain(reception.email);
    expect((await theirs.caller.privacy.recordViews()).map((view) => view.staffRole)).toEqual(["admin"]);
  });
});
