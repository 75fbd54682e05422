import { randomBytes } from "node:crypto";

import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LOCALE_HEADER } from "~/i18n/locales";
import { GET as exportRoute, POST as exportPost } from "~/app/api/privacy/export/route";
import type { SessionUser } from "~/server/auth/session";
import { createSession } from "~/server/auth/session-token";
import { formatPrice } from "~/lib/money";
import { appointments, auditLog, certificates, childAdults, children, enrollments, payments, sessions, users, waitlistEntries, waitlistOffers, type services } from "~/server/db/schema";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { codeChecksPerAddress } from "~/server/services/security/limits";
import { ACCOUNT_NOT_FOUND, eraseAccount, VISIT_BOOKED_MEANWHILE } from "~/server/privacy/erase-account";
import { ERASURE_CANCEL_REASON } from "~/server/privacy/erasure-visits";
import type { MyDataExport } from "~/server/privacy/export-my-data";
import { unzipFiles } from "~/server/privacy/zip-files";
import { latestCodeFor, registerThrough } from "../support/accounts";
import { callRoute, fillRateLimit, testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount, createCourse, createService } from "../support/factories";
import { deliveredMailTo, runQueuedJobs } from "../support/jobs";
import { simulatedAction } from "../support/simulated-gateway";

// "My data" (decision 051): the export holds one family's data and nothing of anyone else's;
// erasure by a code e-mailed to the account's own address keeps the clinical record and the
// invoices, detached; the address registers anew. Issue 29's attacks on both.

type Db = Awaited<ReturnType<typeof testDb>>;
let db: Db;
let service: typeof services.$inferSelect;

let network = 0;
/** Each call from its own network address: the per-network limits are not what these tests are about. */
const as = (user: SessionUser | null, from = `198.18.${Math.floor(++network / 250) % 250}.${network % 250}`) => testCaller({ user, from });

async function provedParent(firstName = "Rana"): Promise<SessionUser> {
  const parent = await createAccount(db, "parent");
  const phoneNumber = `+96170${String(randomBytes(3).readUIntBE(0, 3) % 1000000).padStart(6, "0")}`;
  await db.update(users).set({ emailVerified: new Date(), firstName, phoneNumber }).where(eq(users.id, parent.id));
  return { ...parent, firstName, phoneNumber };
}

async function addChild(user: SessionUser, firstName: string) {
  return (await (await as(user)).family.add({ firstName, lastName: "Khoury", dateOfBirth: "2024-03-10", medicalAlerts: `${firstName} alert`, healthDataConsent: true })).id;
}

let minute = 0;
/** A past visit (completed: no slot to collide with), with its paid payment. */
async function visit({ booker, childId, patientName, notes }: { booker: SessionUser; childId: string | null; patientName: string; notes: string }) {
  const startsAt = new Date(Date.UTC(2025, 0, 6, 8) + ++minute * 37 * 60_000 + Math.floor(Math.random() * 1e6) * 60_000);
  const [row] = await db
    .insert(appointments)
    .values({
      serviceId: service.id,
      patientName,
      patientPhone: booker.phoneNumber ?? "+9613000000",
      patientEmail: booker.email,
      childId,
      notes,
      staffNote: `staff note about ${patientName}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status: "completed",
    })
    .returning({ id: appointments.id });
  const paymentId = `APT-${randomBytes(5).toString("hex").toUpperCase()}`;
  await db.insert(payments).values({
    id: paymentId,
    kind: "appointment",
    appointmentId: row!.id,
    description: `${service.name} visit`,
    amountCents: 4000,
    provider: "simulated",
    status: "paid",
    customerEmail: booker.email,
    successIndicator: "secret-indicator",
    expiresAt: startsAt,
    paidAt: startsAt,
  });
  return { visitId: row!.id, paymentId };
}

/** A course bought and completed: its enrollment, paid payment and certificate. */
async function learner(user: SessionUser) {
  const course = await createCourse(db, {}, { modules: 1, lessonsPerModule: 1 });
  const [enrollment] = await db.insert(enrollments).values({ userId: user.id, courseId: course.id, status: "active", activatedAt: new Date() }).returning({ id: enrollments.id });
  const paymentId = `CRS-${randomBytes(5).toString("hex").toUpperCase()}`;
  await db.insert(payments).values({ id: paymentId, kind: "course", enrollmentId: enrollment!.id, description: course.title, amountCents: 2500, provider: "simulated", status: "paid", customerEmail: user.email, expiresAt: new Date(), paidAt: new Date() });
  const certificateId = randomBytes(12).toString("hex");
  await db.insert(certificates).values({ id: certificateId, userId: user.id, courseId: course.id, recipientName: `${user.firstName} ${user.lastName}`, courseTitle: course.title });
  return { enrollmentId: enrollment!.id, paymentId, certificateId };
}

async function download(user: SessionUser, lang?: string) {
  const [account] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, user.id));
  const { token } = await createSession(db, { userId: user.id, sessionVersion: account!.sessionVersion });
  const url = `http://localhost:3000/api/privacy/export${lang ? `?lang=${lang}` : ""}`;
  const response = await exportRoute(new Request(url, { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({}) });
  return response;
}

async function exportOf(user: SessionUser, lang?: string) {
  const response = await download(user, lang);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  const files = unzipFiles(Buffer.from(await response.arrayBuffer()));
  const json = files.get("data.json")!.toString("utf8");
  return { json, data: JSON.parse(json) as MyDataExport, html: files.get("summary.html")!.toString("utf8") };
}

beforeAll(async () => {
  db = await testDb();
  service = await createService(db);
});

/**
 * Two families sharing nothing (A, B) and a co-parent (C) who shares A's child Lina and has a child
 * of their own (Omar). C booked one of Lina's visits with C's own address and phone.
 */
async function families() {
  const a = await provedParent("Aya");
  const b = await provedParent("Bilal");
  const c = await provedParent("Carla");
  const lina = await addChild(a, `Lina${randomBytes(2).toString("hex")}`);
  const omar = await addChild(c, `Omar${randomBytes(2).toString("hex")}`);
  const sami = await addChild(b, `Sami${randomBytes(2).toString("hex")}`);
  await db.insert(childAdults).values({ childId: lina, userId: c.id, role: "invited" });
  const linaByA = await visit({ booker: a, childId: lina, patientName: "Lina Khoury", notes: "fever since Monday" });
  const linaByC = await visit({ booker: c, childId: lina, patientName: "Lina Khoury", notes: "rash on the arm" });
  const omarByC = await visit({ booker: c, childId: omar, patientName: "Omar Khoury", notes: "Omar's cough" });
  const samiByB = await visit({ booker: b, childId: sami, patientName: "Sami Haddad", notes: "Sami's ear" });
  return { a, b, c, lina, omar, sami, linaByA, linaByC, omarByC, samiByB };
}

describe("the export", () => {
  it("holds the parent's account, children, visits and payments — without secrets, the clinic's notes or card data — and is logged", async () => {
    const { a, lina, linaByA } = await families();
    const course = await learner(a);
    const { data, json, html } = await exportOf(a);

    expect(data.format).toBe("little-cedars-my-data/1");
    expect(data.account.email).toBe(a.email);
    expect(data.sections.account.users).toEqual([expect.objectContaining({ id: a.id, email: a.email, first_name: "Aya" })]);
    expect(data.sections.children.children).toEqual([expect.objectContaining({ id: lina, medical_alerts: expect.stringContaining("alert") })]);
    const visit = data.sections.visits.appointments!.find((row) => row.id === linaByA.visitId);
    expect(visit).toMatchObject({ child_id: lina, notes: "fever since Monday", patient_email: a.email });
    expect(data.sections.payments.payments).toEqual(expect.arrayContaining([expect.objectContaining({ id: linaByA.paymentId, amount_cents: 4000, status: "paid" })]));
    expect(data.sections.payments.payments).toEqual(expect.arrayContaining([expect.objectContaining({ id: course.paymentId, kind: "course", enrollment_id: course.enrollmentId })]));
    expect(data.sections.learning.enrollments).toEqual([expect.objectContaining({ id: course.enrollmentId, status: "active" })]);
    expect(data.sections.certificates.certificates).toEqual([expect.objectContaining({ id: course.certificateId, recipient_name: "Aya Saad" })]);
    expect(data.sections["sign-ins"].sessions!.length).toBeGreaterThan(0);
    expect(data.sections.messages).toHaveProperty("emails");

    // Never in the file: the password's hash, session tokens, the gateway's secret, the staff's note.
    expect(json).not.toMatch(/"(password_hash|session_token|success_indicator|staff_note|token_hash|checkout_url)"/);
    expect(json).not.toContain("secret-indicator");
    expect(json).not.toContain("staff note about");
    expect(data.notIncluded).toMatchObject({ "users.password_hash": expect.any(String), "appointments.staff_note": expect.any(String), one_time_codes: expect.any(String) });
    // The readable summary, in the account's language.
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("<dt>Reason for the visit</dt><dd><bdi>fever since Monday</bdi></dd>");

    const logged = await db.select().from(auditLog).where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, "export my data")));
    expect(logged).toEqual([expect.objectContaining({ actorId: a.id, actorKind: "parent", actorVia: "account", entity: "user" })]);
  });

  it("never contains another family's data: two families sharing nothing", async () => {
    const { a, b, sami, samiByB } = await families();
    const { json } = await exportOf(a);
    for (const other of [b.email, b.id, sami, samiByB.visitId, samiByB.paymentId, "Sami's ear", "Bilal"]) expect(json).not.toContain(other);
    const ofB = (await exportOf(b)).json;
    expect(ofB).toContain(samiByB.visitId);
    expect(ofB).not.toContain(a.email);
  });

  it("holds a shared child and its visits, but not the co-parent's own account, contact, payments or other children", async () => {
    const { a, c, lina, omar, linaByA, linaByC, omarByC } = await families();
    const { data, json } = await exportOf(a);
    expect(data.sections.children.children!.map((row) => row.id)).toEqual([lina]);
    const visits = data.sections.visits.appointments!;
    expect(visits.map((row) => row.id).sort()).toEqual([linaByA.visitId, linaByC.visitId].sort());
    // The visit C booked for Lina: the child's record is A's too; C's phone and address are not.
    expect(visits.find((row) => row.id === linaByC.visitId)).toMatchObject({ notes: "rash on the arm", patient_email: null, patient_phone: null });
    for (const other of [c.email, c.id, c.phoneNumber!, "Carla", omar, omarByC.visitId, "Omar's cough", linaByC.paymentId, omarByC.paymentId]) expect(json).not.toContain(other);
    // A's own link to Lina, not C's.
    expect(data.sections.children.child_adults).toEqual([expect.objectContaining({ child_id: lina, user_id: a.id })]);
  });

  it("answers a visitor with 401 in the one error shape, in the request's language, and refuses other methods", async () => {
    const anonymous = await callRoute(exportRoute, { url: "http://localhost:3000/api/privacy/export", headers: { "accept-language": "fr" } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ success: false, code: "UNAUTHORIZED", message: "Veuillez vous connecter pour continuer.", error: "Veuillez vous connecter pour continuer." });
    const posted = await callRoute(exportPost, { url: "http://localhost:3000/api/privacy/export", method: "POST" });
    expect(posted.status).toBe(405);
  });

  it("writes the summary in Arabic, right to left, when the page asks", async () => {
    const { a } = await families();
    const { html } = await exportOf(a, "ar");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("الزيارات");
    expect(html).toContain("<dt>سبب الزيارة</dt>");
  });
});

describe("erasure", () => {
  it("erases the account, ends its sessions, anonymises an unshared child, keeps a shared one with the other adult, and keeps visits and payments detached", async () => {
    const a = await provedParent("Aya");
    const c = await provedParent("Carla");
    const alone = await addChild(a, "Nour");
    const shared = await addChild(a, "Lina");
    await db.insert(childAdults).values({ childId: shared, userId: c.id, role: "invited" });
    // Carla reads the site in Arabic: what she is told comes in Arabic.
    await db.update(users).set({ locale: "ar" }).where(eq(users.id, c.id));
    const nourVisit = await visit({ booker: a, childId: alone, patientName: "Nour Khoury", notes: "vaccines" });
    const linaVisit = await visit({ booker: a, childId: shared, patientName: "Lina Khoury", notes: "fever" });
    const course = await learner(a);
    await createSession(db, { userId: a.id, sessionVersion: 1 });

    const caller = await as(a);
    expect(await caller.privacy.requestErasureCode()).toEqual({ success: true, email: a.email });
    const outcome = await caller.privacy.eraseMyAccount({ otp: await latestCodeFor(a.email) });
    expect(outcome).toEqual({ success: true, visitsCancelled: 0, refundedCents: 0, childrenErased: 1, childrenKeptByOtherAdult: 1, visitsKept: 2, paymentsKept: 3 });

    const [account] = await db.select().from(users).where(eq(users.id, a.id));
    expect(account).toMatchObject({ email: `erased-${a.id}@erased.invalid`, firstName: "", lastName: "", phoneNumber: null, passwordHash: null, emailVerified: null, disabledAt: expect.any(Date) });
    expect(await db.select().from(sessions).where(eq(sessions.userId, a.id))).toEqual([]);
    expect(await db.select().from(children).where(eq(children.id, alone))).toEqual([]);
    expect(await db.select({ userId: childAdults.userId, role: childAdults.role }).from(childAdults).where(eq(childAdults.childId, shared))).toEqual([{ userId: c.id, role: "inviting" }]);

    // The clinical record stays, without the parent's identity.
    const [nour] = await db.select().from(appointments).where(eq(appointments.id, nourVisit.visitId));
    expect(nour).toMatchObject({ patientName: "Nour Khoury", notes: "vaccines", patientEmail: null, patientPhone: "", childId: null, status: "completed" });
    const [lina] = await db.select().from(appointments).where(eq(appointments.id, linaVisit.visitId));
    expect(lina).toMatchObject({ childId: shared, patientEmail: null });
    // The invoices stay.
    const [paid] = await db.select().from(payments).where(eq(payments.id, nourVisit.paymentId));
    expect(paid).toMatchObject({ status: "paid", amountCents: 4000, customerEmail: null, appointmentId: nourVisit.visitId });
    // A course's payment stays without its enrollment; the enrollment and certificate are gone.
    expect((await db.select().from(payments).where(eq(payments.id, course.paymentId)))[0]).toMatchObject({ status: "paid", amountCents: 2500, customerEmail: null, enrollmentId: null });
    expect(await db.select().from(enrollments).where(eq(enrollments.userId, a.id))).toEqual([]);
    expect(await db.select().from(certificates).where(eq(certificates.id, course.certificateId))).toEqual([]);

    const done = await deliveredMailTo(a.email, /deleted/);
    expect(done).toHaveLength(1);
    // The adult Lina stays with is told, in their language, without the leaving adult's name or address.
    const told = await deliveredMailTo(c.email, /Lina/);
    expect(told.map((mail) => mail.subject)).toEqual(["يبقى ملف Lina معك"]);
    expect(told[0]!.text).toContain("حذف البالغ الآخر");
    for (const leaving of ["Aya", a.email]) expect(`${told[0]!.text}${told[0]!.html || ""}`).not.toContain(leaving);
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, "erase account")));
    expect(entry).toMatchObject({ actorId: a.id, actorKind: "parent", after: { childrenErased: 1, childrenKeptByOtherAdult: 1, visitsKept: 2, paymentsKept: 3 } });
    expect(JSON.stringify(entry)).not.toContain(a.email);
  });

  it("takes the contact off every visit of an erased child, one the clinic booked by phone without an e-mail too", async () => {
    const a = await provedParent("Hiba");
    const child = await addChild(a, "Sami");
    const byPhone = await visit({ booker: a, childId: child, patientName: "Sami Khoury", notes: "cough" });
    // The clinic booked it for a parent who phoned: the phone, no e-mail.
    await db.update(appointments).set({ patientEmail: null, patientPhone: "+9613765432" }).where(eq(appointments.id, byPhone.visitId));
    const caller = await as(a);
    await caller.privacy.requestErasureCode();
    await caller.privacy.eraseMyAccount({ otp: await latestCodeFor(a.email) });
    const [kept] = await db.select().from(appointments).where(eq(appointments.id, byPhone.visitId));
    expect(kept).toMatchObject({ patientName: "Sami Khoury", notes: "cough", patientPhone: "", patientEmail: null, childId: null });
  });

  it("speaks the parent's language: the code and the confirmation in the page's", async () => {
    const a = await provedParent();
    await db.update(users).set({ locale: "fr" }).where(eq(users.id, a.id));
    const arabicPage = await testCaller({ user: a, headers: new Headers({ [LOCALE_HEADER]: "ar" }), from: "198.19.9.9" });
    await arabicPage.privacy.requestErasureCode();
    const [code] = await deliveredMailTo(a.email, /^رمز حذف حسابك$/);
    expect(code?.html).toContain('dir="rtl"');
    await arabicPage.privacy.eraseMyAccount({ otp: await latestCodeFor(a.email) });
    expect(await deliveredMailTo(a.email, /^تم حذف حسابك$/)).toHaveLength(1);
  });

  it("lets the address register anew, as a new account that sees none of the erased one's visits", async () => {
    const a = await provedParent("Aya");
    const childId = await addChild(a, "Nour");
    await visit({ booker: a, childId, patientName: "Nour Khoury", notes: "vaccines" });
    // Someone registered the address a moment ago (its owner is told it has an account): the
    // minute's wait between two codes of the address does not outlive the account.
    await (await as(null)).users.register({ firstName: "Aya", lastName: "Saad", email: a.email, phoneNumber: "+961 3 123 456", password: "cedar-tree-42" });
    const caller = await as(a);
    await caller.privacy.requestErasureCode();
    await caller.privacy.eraseMyAccount({ otp: await latestCodeFor(a.email) });

    await registerThrough(await as(null), { firstName: "Aya", lastName: "Again", email: a.email, phoneNumber: "+961 3 123 456", password: "cedar-tree-42" });
    const again = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${a.email}`);
    expect(again).toHaveLength(1);
    expect(again[0]!.id).not.toBe(a.id);
    const fresh = { ...a, id: again[0]!.id };
    expect((await (await as(fresh)).appointments.mine()).past).toEqual([]);
  });

  it("cannot be guessed: five wrong codes kill the code, and the network's limit holds", async () => {
    const a = await provedParent();
    const caller = await as(a, "198.19.7.7");
    await caller.privacy.requestErasureCode();
    const right = await latestCodeFor(a.email);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await expect(caller.privacy.eraseMyAccount({ otp: wrong })).rejects.toThrow(/Invalid OTP|Too many wrong codes/);
    await expect(caller.privacy.eraseMyAccount({ otp: right })).rejects.toThrow(/expired or was already used/);
    const [still] = await db.select({ email: users.email }).from(users).where(eq(users.id, a.id));
    expect(still!.email).toBe(a.email);

    const from = "198.19.8.8";
    await fillRateLimit(codeChecksPerAddress(from), 1_000);
    await expect((await as(a, from)).privacy.eraseMyAccount({ otp: right })).rejects.toThrow(/Too many attempts/);
  });

  it("a code works only for the account it was sent to: another parent's session cannot use it, nor name another account", async () => {
    const a = await provedParent();
    const b = await provedParent();
    await (await as(a)).privacy.requestErasureCode();
    const codeOfA = await latestCodeFor(a.email);
    // B's session with A's code (and A's id slipped into the input): B has no code, A is untouched.
    await expect((await as(b)).privacy.eraseMyAccount({ otp: codeOfA, userId: a.id } as unknown as { otp: string })).rejects.toThrow(/expired or was already used/);
    for (const user of [a, b]) expect((await db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);
    // A parent cannot reach the back-office's erasure.
    await expect((await as(b)).admin.parents.erase({ userId: a.id, email: a.email })).rejects.toThrow(/clinic's staff/);
  });

  it("erases once when the right code arrives five times at once", async () => {
    const a = await provedParent();
    await (await as(a)).privacy.requestErasureCode();
    const otp = await latestCodeFor(a.email);
    const results = await Promise.allSettled(Array.from({ length: 5 }, async () => (await as(a)).privacy.eraseMyAccount({ otp })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.select().from(auditLog).where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, "erase account")))).toHaveLength(1);
    expect(await deliveredMailTo(a.email, /deleted/)).toHaveLength(1);
  });

  it("is run by the administrator for a parent who asks by phone: found by address, confirmed by id and address, audited as the administrator's", async () => {
    const admin = await createAccount(db, "admin");
    const a = await provedParent("Aya");
    const other = await provedParent();
    await addChild(a, "Nour");
    await db.update(users).set({ locale: "fr" }).where(eq(users.id, a.id));
    const office = await as(admin);
    const found = await office.admin.parents.find({ email: a.email.toUpperCase() });
    expect(found).toMatchObject({ id: a.id, email: a.email, firstName: "Aya", children: 1 });
    expect(await office.admin.parents.find({ email: "nobody@example.com" })).toBeNull();

    await expect(office.admin.parents.erase({ userId: a.id, email: other.email })).rejects.toThrow(/No parent's account/);
    expect(await office.admin.parents.erase({ userId: a.id, email: a.email })).toMatchObject({ success: true, childrenErased: 1 });
    await expect(office.admin.parents.erase({ userId: a.id, email: a.email })).rejects.toThrow(/No parent's account/);
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, "erase account")));
    expect(entry).toMatchObject({ actorId: admin.id, actorKind: "staff" });
    // In the account's language (the back-office's page is English).
    expect((await deliveredMailTo(a.email, /^Votre compte a été supprimé$/))[0]?.text).toMatch(/notre équipe a supprimé/);
    // A staff account is not erased this way.
    await expect(office.admin.parents.erase({ userId: admin.id, email: admin.email })).rejects.toThrow(/No parent's account/);
  });

  it("after erasure the old session's export is refused", async () => {
    const a = await provedParent();
    await (await as(a)).privacy.requestErasureCode();
    await (await as(a)).privacy.eraseMyAccount({ otp: await latestCodeFor(a.email) });
    const response = await download(a).catch((error: unknown) => error);
    expect(response instanceof Response ? response.status : 0).toBe(401);
    await expect((await as(a)).privacy.requestErasureCode()).rejects.toThrow(ACCOUNT_NOT_FOUND);
  });
});

describe("erasure and the visits ahead (decision 055)", () => {
  let online: typeof services.$inferSelect;
  beforeAll(async () => {
    online = await onlineService(db);
  });

  /** A visit booked online with the address, as the booking form does; paid on the gateway unless `pay` is false. */
  async function bookedWith(email: string, date: string, time: string, { pay = true } = {}) {
    const response = await postBooking(bookingPayload(online.id, date, time, { patient: { name: "Lina Khoury", phoneNumber: "+961 3 123 456", email } }));
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    const { orderId, session } = (response.json as BookingResponse).data;
    if (pay) expect((await simulatedAction(session.id, "pay")).status).toBe(303);
    const [payment] = await db.select({ appointmentId: payments.appointmentId }).from(payments).where(eq(payments.id, orderId));
    return { orderId, appointmentId: payment!.appointmentId! };
  }

  it("lists them with their refunds before the code, then cancels each through the cancel service: refunded by the rules, the time freed for the waiting list, audited, the kept record anonymised", async () => {
    const a = await provedParent("Aya");
    const b = await provedParent("Bilal");
    const date = upcoming(2, 8);
    const paid = await bookedWith(a.email, date, "16:00");
    const held = await bookedWith(a.email, date, "17:00", { pay: false });
    // Another family's visit that day, and a family waiting for a time on it.
    const others = await bookedWith(b.email, date, "16:30");
    const waiting = `waiting-${randomBytes(4).toString("hex")}@example.com`;
    await db.insert(waitlistEntries).values({ date, patientName: "Waiting Family", email: waiting, phone: "+9613000001", confirmedAt: new Date() });

    // Shown before the code is asked: each visit ahead, and what its cancellation refunds.
    const caller = await as(a);
    const preview = await caller.privacy.erasurePreview();
    expect(preview.visits).toEqual([
      expect.objectContaining({ id: paid.appointmentId, patientName: "Lina Khoury", serviceName: "Online Consultation", status: "confirmed", paidCents: 4500, refundCents: 4500, currency: "USD" }),
      expect.objectContaining({ id: held.appointmentId, status: "pending", paidCents: null, refundCents: null }),
    ]);
    // In the page's language, and nothing of another family's.
    expect((await (await testCaller({ user: a, headers: new Headers({ [LOCALE_HEADER]: "fr" }), from: "198.19.10.1" })).privacy.erasurePreview()).visits.map((v) => v.id)).toEqual([paid.appointmentId, held.appointmentId]);
    expect((await (await as(b)).privacy.erasurePreview()).visits.map((v) => v.id)).toEqual([others.appointmentId]);

    await caller.privacy.requestErasureCode();
    const outcome = await caller.privacy.eraseMyAccount({ otp: await latestCodeFor(a.email) });
    expect(outcome).toMatchObject({ visitsCancelled: 2, refundedCents: 4500, visitsKept: 2 });

    // Cancelled and refunded in full through the provider (a day or more ahead), then kept without the parent's identity.
    const [visit] = await db.select().from(appointments).where(eq(appointments.id, paid.appointmentId));
    expect(visit).toMatchObject({ status: "cancelled", patientName: "Lina Khoury", notes: "Cough for three days", patientEmail: null, patientPhone: "" });
    const [payment] = await db.select().from(payments).where(eq(payments.id, paid.orderId));
    expect(payment).toMatchObject({ status: "refunded", refundedCents: 4500, refundRef: expect.stringMatching(/^sim_re_/), customerEmail: null, amountCents: 4500 });
    // The unpaid hold is released as an abandoned checkout is: money arriving later is flagged for a refund.
    expect((await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, held.appointmentId)))[0]!.status).toBe("cancelled");
    expect((await db.select({ status: payments.status }).from(payments).where(eq(payments.id, held.orderId)))[0]!.status).toBe("failed");
    // The other family's visit is untouched.
    expect((await db.select().from(appointments).where(eq(appointments.id, others.appointmentId)))[0]).toMatchObject({ status: "confirmed", patientEmail: b.email });

    // The times are free again; the first is offered to the family waiting for that day.
    const slots = (await (await as(null)).appointments.timeSlots({ date })).slots;
    expect(slots.filter((slot) => ["16:00", "17:00"].includes(slot.startTime)).map((slot) => slot.available)).toEqual([true, true]);
    await runQueuedJobs({ names: ["offer-freed-time"] });
    const offered = await db.select({ startsAt: waitlistOffers.startsAt }).from(waitlistOffers).innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId)).where(eq(waitlistEntries.email, waiting));
    expect(offered.map((offer) => offer.startsAt.getTime())).toContain(visit!.startsAt.getTime());

    // Audited as the parent's own cancellations, with why.
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "appointment"), inArray(auditLog.entityId, [paid.appointmentId, held.appointmentId]), sql`${auditLog.action} like 'cancel%'`));
    expect(entries.map((entry) => [entry.entityId, entry.action, entry.actorId, entry.actorKind, entry.actorVia, (entry.after as { reason?: string }).reason]).sort()).toEqual(
      [
        [paid.appointmentId, "cancel appointment with refund", a.id, "parent", "account", ERASURE_CANCEL_REASON],
        [held.appointmentId, "cancel appointment", a.id, "parent", "account", ERASURE_CANCEL_REASON],
      ].sort(),
    );
    // The parent's e-mail for the cancelled visit (its refund, the .ics that removes it), and the erasure's says so.
    const [cancelled] = await deliveredMailTo(a.email, /^Appointment cancelled/);
    expect(cancelled?.text).toContain("as you asked");
    expect(cancelled?.text).toContain(`We have refunded ${formatPrice(4500)}`);
    expect(cancelled?.attachments.find((file) => file.filename === "appointment-cancelled.ics")?.content.toString()).toContain("METHOD:CANCEL");
    expect((await deliveredMailTo(a.email, /deleted/))[0]?.text).toContain("Your 2 visits ahead were cancelled first");
  });

  it("by the administrator for a parent who phoned, less than a day ahead: listed on the Parents page, cancelled without a refund, audited as the administrator's", async () => {
    const admin = await createAccount(db, "admin");
    const a = await provedParent("Aya");
    const paid = await bookedWith(a.email, upcoming(3, 8), "16:00");
    const [row] = await db.select({ startsAt: appointments.startsAt }).from(appointments).where(eq(appointments.id, paid.appointmentId));
    const found = await (await as(admin)).admin.parents.find({ email: a.email });
    expect(found!.upcomingVisits).toEqual([expect.objectContaining({ id: paid.appointmentId, serviceName: "Online Consultation", paidCents: 4500, refundCents: 4500 })]);

    // Three hours before the visit: by the rules, nothing comes back.
    const late = new Date(row!.startsAt.getTime() - 3 * 3600_000);
    const outcome = await eraseAccount({ db, provider: getPaymentProvider(), userId: a.id, by: { kind: "staff", staffId: admin.id }, now: late });
    expect(outcome).toMatchObject({ visitsCancelled: 1, refundedCents: 0, visitsKept: 1, paymentsKept: 1 });
    expect((await db.select().from(appointments).where(eq(appointments.id, paid.appointmentId)))[0]).toMatchObject({ status: "cancelled", patientEmail: null, patientPhone: "" });
    expect((await db.select().from(payments).where(eq(payments.id, paid.orderId)))[0]).toMatchObject({ status: "paid", refundRef: null, customerEmail: null });
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, paid.appointmentId), eq(auditLog.action, "cancel appointment")));
    expect(entry).toMatchObject({ actorId: admin.id, actorKind: "staff", after: expect.objectContaining({ reason: ERASURE_CANCEL_REASON }) });
    expect((await deliveredMailTo(a.email, /^Appointment cancelled/))[0]?.text).toContain("less than a day before");
  });

  it("a visit booked in another tab while the others were cancelled stops the erasure: nothing is deleted", async () => {
    const a = await provedParent("Aya");
    const date = upcoming(4, 8);
    await bookedWith(a.email, date, "16:00");
    // The check inside the erasure's transaction sees a visit the cancellations did not: one booked
    // after them (here: a provider that books one as it refunds the first).
    const provider = getPaymentProvider();
    const racing: typeof provider = Object.assign(Object.create(provider) as typeof provider, {
      refund: async (...args: Parameters<typeof provider.refund>) => {
        const result = await provider.refund(...args);
        await bookedWith(a.email, date, "16:30");
        return result;
      },
    });
    await expect(eraseAccount({ db, provider: racing, userId: a.id, by: { kind: "parent" } })).rejects.toMatchObject({ code: "CONFLICT", message: VISIT_BOOKED_MEANWHILE });
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, a.id));
    expect(account!.email).toBe(a.email);
  });
});

afterAll(async () => {
  // Nothing to close: the database is the file's own.
});
