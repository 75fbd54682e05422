import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as unsubscribeRoute } from "~/app/api/newsletter/unsubscribe/[id]/route";
import type { Database } from "~/server/db/client";
import { auditLog, newsletterSubscribers, users, type services } from "~/server/db/schema";
import { unsubscribeUrl } from "~/server/services/newsletter/subscribe-to-newsletter";
import { callRoute, testCaller, testDb } from "../support/app";
import { latestCodeFor, newParent, registerThrough } from "../support/accounts";
import { bookingPayload, onlineService } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount, createCourse } from "../support/factories";

// Issue 25: every change a parent makes is in the audit log beside the staff's, with how it was
// made (signed in, a link e-mailed to them, a public form), and the back-office's audit page
// lists them under "parents".

let db: Database;
let service: typeof services.$inferSelect;
beforeAll(async () => {
  db = await testDb();
  service = await onlineService(db);
});

/** The audit rows about one record, oldest first, as stored. */
async function changesOf(entityId: string) {
  return db
    .select({ action: auditLog.action, kind: auditLog.actorKind, via: auditLog.actorVia, actorId: auditLog.actorId, email: auditLog.actorEmail, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.at, auditLog.id);
}

describe("a parent's changes are audited (issue 25)", () => {
  it("registering, the password, the language and signing out everywhere: the account's own entries", async () => {
    const parent = newParent();
    const visitor = await testCaller({ from: "203.0.113.60" });
    await registerThrough(visitor, parent);
    const [account] = await db.select().from(users).where(eq(users.email, parent.email));
    const user = { id: account!.id, email: account!.email, firstName: account!.firstName, lastName: account!.lastName, phoneNumber: account!.phoneNumber, role: "parent" as const, locale: "en" as const };
    const signedIn = await testCaller({ user, from: "203.0.113.60" });
    await signedIn.users.changePassword({ currentPassword: parent.password, password: "a-new-cedar-tree-43" });
    expect(await signedIn.users.rememberLanguage({ locale: "ar" })).toEqual({ changed: true });
    // The same language again is no change, and no entry.
    expect(await signedIn.users.rememberLanguage({ locale: "ar" })).toEqual({ changed: false });
    await signedIn.users.logoutEverywhere();

    const entries = await changesOf(account!.id);
    expect(entries.map((e) => e.action)).toEqual(["create account", "change password", "change language", "sign out everywhere"]);
    expect(entries.every((e) => e.kind === "parent" && e.actorId === account!.id && e.email === null)).toBe(true);
    expect(entries.map((e) => e.via)).toEqual(["form", "account", "account", "account"]);
    expect(entries[2]!.after).toEqual({ locale: "ar" });
    // No secret in an entry: not the password, not its hash.
    expect(JSON.stringify(entries)).not.toMatch(/cedar-tree|argon2/);
  });

  it("a staff member's own password change is the staff's entry, not a parent's", async () => {
    const member = await createAccount(db, "staff");
    await db.update(users).set({ emailVerified: new Date() }).where(eq(users.id, member.id));
    const staff = await testCaller({ user: member, kind: "standard" });
    await staff.users.requestPasswordReset({ email: member.email });
    await staff.users.changePassword({ otp: await latestCodeFor(member.email), password: "clinic-staff-pass-77" });
    expect(await changesOf(member.id)).toMatchObject([{ action: "change password", kind: "staff", via: null, actorId: member.id }]);
  });

  it("a guest's booking is the typed address's entry; a signed-in parent's is the account's; the reason for the visit is never in it", async () => {
    const guestEmail = `guest-${Date.now()}@example.com`;
    const guest = await testCaller({ from: "203.0.113.61" });
    const date = upcoming(1, 77);
    const booked = await guest.appointments.book(
      bookingPayload(service.id, date, "15:00", { notes: "Fever since Tuesday", patient: { name: "Lina Khoury", phoneNumber: "+961 3 123 456", email: guestEmail.toUpperCase() } }) as never,
    );
    const [guestEntry] = await db.select().from(auditLog).where(and(eq(auditLog.action, "book appointment"), eq(auditLog.actorEmail, guestEmail)));
    expect(guestEntry).toMatchObject({ actorKind: "parent", actorVia: "form", actorId: null, entity: "appointment" });
    expect(guestEntry!.after).toMatchObject({ service: service.name, status: "pending", orderId: booked.orderId });
    expect(JSON.stringify(guestEntry)).not.toContain("Fever");

    const parent = await createAccount(db);
    const signedIn = await testCaller({ user: parent, from: "203.0.113.62" });
    const mine = await signedIn.appointments.book(
      bookingPayload(service.id, date, "15:30", { patient: { name: "Lina Saad", phoneNumber: "+961 3 123 456", email: parent.email } }) as never,
    );
    const [accountEntry] = await db.select().from(auditLog).where(and(eq(auditLog.action, "book appointment"), eq(auditLog.actorId, parent.id)));
    expect(accountEntry).toMatchObject({ actorKind: "parent", actorVia: "account", actorEmail: null });
    expect(accountEntry!.after).toMatchObject({ orderId: mine.orderId });
  });

  it("the newsletter: subscribing on the form and leaving by the e-mailed link; a repeated sign-up adds nothing", async () => {
    const email = `reader-${Date.now()}@example.com`;
    const visitor = await testCaller({ from: "203.0.113.63" });
    await visitor.newsletter.subscribe({ email, source: "footer" });
    await visitor.newsletter.subscribe({ email, source: "footer" });
    const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    const link = new URL(unsubscribeUrl(subscriber!.id, { api: true }));
    // Two clicks of the one-click link: one change.
    for (let click = 0; click < 2; click++) {
      expect((await callRoute(unsubscribeRoute, { url: link.href, method: "POST", params: { id: subscriber!.id } })).status).toBeLessThan(400);
    }
    expect(await changesOf(subscriber!.id)).toMatchObject([
      { action: "subscribe to newsletter", kind: "parent", via: "form", email },
      { action: "unsubscribe from newsletter", kind: "parent", via: "e-mailed link", email },
    ]);
  });

  it("a free course's enrolment is the account's", async () => {
    const course = await createCourse(db, { priceCents: 0 }, { modules: 1, lessonsPerModule: 1 });
    const parent = await createAccount(db);
    const signedIn = await testCaller({ user: parent });
    const { enrollmentId } = await signedIn.courses.buy({ courseId: course.id });
    expect(await changesOf(enrollmentId)).toMatchObject([{ action: "enrol in free course", kind: "parent", via: "account", actorId: parent.id, after: { course: course.title } }]);
    // The course's own history (the staff's edits) is not mixed with parents' enrolments.
    expect(await changesOf(course.id)).toEqual([]);
  });

  it("the back-office's audit list shows parents' entries beside the staff's and filters them", async () => {
    const admin = await createAccount(db, "admin");
    const office = await testCaller({ user: admin });
    const { rows } = await office.admin.audit.list({ who: "parents" });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.actorKind === "parent")).toBe(true);
    expect(rows.map((row) => row.actorVia)).toEqual(expect.arrayContaining(["form", "account", "e-mailed link"]));
  });
});
