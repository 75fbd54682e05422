import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as trpcRoute from "~/app/api/trpc/[trpc]/route";
import { addDays, beirutDate, beirutInstant } from "~/lib/beirut-time";
import type { SessionUser } from "~/server/auth/session";
import { createSession } from "~/server/auth/session-token";
import { appointments, auditLog, childAdults, children, users, type services } from "~/server/db/schema";
import { CHILD_NOT_FOUND } from "~/server/services/family/child-access";
import { CHILD_SEARCH_LIMIT } from "~/server/services/clinic-children/staff-child-record";
import { testCaller, testDb } from "../support/app";
import { createAccount, createService } from "../support/factories";
import { upcoming } from "../support/dates";
import { startHttpApp } from "../support/http-app";
import { deliveredMail } from "../support/jobs";

// The clinic's side of the family model (issue 28, decision 050): the agenda names the child with
// its age and flags its medical alerts, a child's page for staff, and the search of children.

type Db = Awaited<ReturnType<typeof testDb>>;
let db: Db;
let app: Awaited<ReturnType<typeof startHttpApp>>;
let service: typeof services.$inferSelect;
let staff: SessionUser;
let admin: SessionUser;

const ALERT = "Penicillin allergy 4417";
const tag = randomUUID().slice(0, 8);

async function childOf(adult: SessionUser | null, overrides: Partial<typeof children.$inferInsert> = {}) {
  const [child] = await db
    .insert(children)
    .values({ firstName: "Lina", lastName: `Khoury${tag}`, dateOfBirth: "2025-07-15", medicalAlerts: ALERT, createdBy: adult?.id ?? null, ...overrides })
    .returning();
  if (adult) await db.insert(childAdults).values({ childId: child!.id, userId: adult.id, role: "inviting" });
  return child!;
}

let minute = 0;
/** A visit inserted as booking leaves it, at a time no other test uses. */
async function visit(date: string, overrides: Partial<typeof appointments.$inferInsert> = {}) {
  minute += 30;
  const startsAt = new Date(beirutInstant(date, "08:00").getTime() + minute * 60_000);
  const [row] = await db
    .insert(appointments)
    .values({
      serviceId: service.id,
      patientName: "Lina Khoury",
      patientPhone: "+9613123456",
      patientEmail: `parent-${tag}@example.com`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status: "confirmed",
      ...overrides,
    })
    .returning();
  return row!;
}

const sameSite = { "content-type": "application/json", origin: "http://localhost:3000" };

beforeAll(async () => {
  db = await testDb();
  service = await createService(db);
  [staff, admin] = await Promise.all([createAccount(db, "staff"), createAccount(db, "admin")]);
  app = await startHttpApp([["/api/trpc/:trpc", trpcRoute]]);
});
afterAll(async () => {
  await app.close();
});

describe("the agenda names the child", () => {
  it("with its age on the visit's Beirut day and its medical alerts; a guest's child with its age and no alerts; a plain visit with none", async () => {
    const parent = await createAccount(db, "parent");
    const child = await childOf(parent, { dateOfBirth: "2025-07-15" });
    const day = "2026-11-27";
    const own = await visit(day, { childId: child.id });
    const guest = await visit(day, { patientName: "Sami Aoun", childDateOfBirth: "2026-11-15" });
    const plain = await visit(day, { patientName: "Old Style" });
    const rows = await (await testCaller({ user: staff })).admin.agenda.list({ from: day, days: 1 });
    const of = (id: string) => rows.find((r) => r.id === id)!;
    expect(of(own.id).child).toEqual({ id: child.id, name: `Lina Khoury${tag}`, dateOfBirth: "2025-07-15", age: "1 y 4 m", medicalAlerts: ALERT });
    expect(of(guest.id).child).toEqual({ id: null, name: "Sami Aoun", dateOfBirth: "2026-11-15", age: "12 d", medicalAlerts: null });
    expect(of(plain.id).child).toBeNull();
    // The search of the agenda carries it too.
    const found = await (await testCaller({ user: admin })).admin.agenda.list({ from: day, days: 1, search: `parent-${tag}` });
    expect(found.find((r) => r.id === own.id)!.child?.medicalAlerts).toBe(ALERT);
  });

  it("counts the age on the visit's day in Beirut: 23:30 UTC is already the birthday there", async () => {
    const child = await childOf(null, { dateOfBirth: "2024-11-27", medicalAlerts: null });
    const startsAt = new Date("2026-11-26T23:30:00Z");
    await db.insert(appointments).values({ serviceId: service.id, patientName: "Lina", patientPhone: "+9613123456", startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000), status: "confirmed", childId: child.id });
    const rows = await (await testCaller({ user: staff })).admin.agenda.list({ from: "2026-11-27", days: 1 });
    expect(rows.find((r) => r.child?.id === child.id)!.child).toMatchObject({ age: "2 y", medicalAlerts: null });
  });

  it("keeps the alerts out of the parent's e-mails and calendar file when staff cancel the visit", async () => {
    const parent = await createAccount(db, "parent");
    const child = await childOf(parent);
    const coming = await visit(addDays(beirutDate(new Date()), 9), { childId: child.id, patientEmail: `alerts-${tag}@example.com` });
    const answer = await (await testCaller({ user: staff })).admin.agenda.cancel({ appointmentId: coming.id, refund: false, reason: "" });
    expect(answer.emailed).toBe(true);
    const mails = (await deliveredMail()).filter((m) => JSON.stringify(m.to).includes(`alerts-${tag}@example.com`));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(`${mail.subject} ${mail.text} ${mail.html} ${mail.attachments.map((a) => a.content.toString()).join(" ")}`).not.toContain("4417");
    }
  });
});

describe("a child's page for staff", () => {
  it("gives the details, the adults and every visit newest first with the age then and the staff's note; the note is edited and audited", async () => {
    const mother = await createAccount(db, "parent");
    await db.update(users).set({ emailVerified: new Date(), phoneNumber: "+9613555111" }).where(eq(users.id, mother.id));
    const father = await createAccount(db, "parent");
    const child = await childOf(mother, { dateOfBirth: "2025-01-10", sex: "female" });
    await db.insert(childAdults).values({ childId: child.id, userId: father.id, role: "invited" });
    const first = await visit("2025-02-03", { childId: child.id, status: "completed", staffNote: "Weighed 4.1 kg" });
    const later = await visit("2026-01-12", { childId: child.id, status: "no_show" });
    await visit("2026-01-12", { patientName: "Someone else" });
    const caller = await testCaller({ user: staff });
    const record = await caller.admin.children.get({ childId: child.id });
    expect(record.child).toMatchObject({ id: child.id, name: `Lina Khoury${tag}`, dateOfBirth: "2025-01-10", sex: "female", medicalAlerts: ALERT, archivedAt: null });
    expect(record.adults).toEqual([
      { id: mother.id, name: "Rana Saad", email: mother.email, phone: "+9613555111", role: "inviting", emailProved: true },
      { id: father.id, name: "Rana Saad", email: father.email, phone: null, role: "invited", emailProved: false },
    ]);
    expect(record.visits.map((v) => [v.id, v.status, v.age, v.staffNote, v.upcoming])).toEqual([
      [later.id, "no_show", "1 y", "", false],
      [first.id, "completed", "24 d", "Weighed 4.1 kg", false],
    ]);
    await caller.admin.agenda.setNote({ appointmentId: later.id, note: "Called: will rebook" });
    expect((await caller.admin.children.get({ childId: child.id })).visits[0]!.staffNote).toBe("Called: will rebook");
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, later.id));
    expect(audit).toMatchObject({ action: "edit staff note", actorId: staff.id, actorKind: "staff", after: { staffNote: "Called: will rebook" } });
  });

  it("shows an archived child; any other id is the one 'Child not found.'", async () => {
    const child = await childOf(null, { archivedAt: new Date() });
    const caller = await testCaller({ user: staff });
    expect((await caller.admin.children.get({ childId: child.id })).child.archivedAt).toBeInstanceOf(Date);
    for (const id of [randomUUID(), "1", "' or 1=1 --", ""]) {
      await expect(caller.admin.children.get({ childId: id }), id).rejects.toMatchObject({ code: "NOT_FOUND", message: CHILD_NOT_FOUND });
    }
  });
});

describe("the search of children", () => {
  it("finds a child by its name, or either adult's name, phone digits or e-mail, with its age and parents", async () => {
    const mother = await createAccount(db, "parent");
    const motherName = `Maha${tag}`;
    await db.update(users).set({ firstName: motherName, lastName: "Nassar", phoneNumber: "+9613987654" }).where(eq(users.id, mother.id));
    const father = await createAccount(db, "parent");
    const child = await childOf(mother, { firstName: `Yara${tag}`, lastName: "Nassar", dateOfBirth: "2020-03-01" });
    await db.insert(childAdults).values({ childId: child.id, userId: father.id, role: "invited" });
    const caller = await testCaller({ user: staff });
    for (const query of [`yara${tag}`, `YARA${tag} nass`, `${motherName} Nassar`, "03 987 654", "+961 3987654", father.email.toUpperCase(), mother.email]) {
      const results = await caller.admin.children.search({ query });
      expect(results.map((r) => r.id), query).toEqual([child.id]);
    }
    const [found] = await caller.admin.children.search({ query: `Yara${tag}` });
    expect(found).toEqual({
      id: child.id,
      name: `Yara${tag} Nassar`,
      dateOfBirth: "2020-03-01",
      age: expect.stringMatching(/^\d+ y/),
      archived: false,
      hasMedicalAlerts: true,
      adults: [
        { name: `${motherName} Nassar`, email: mother.email, phone: "+9613987654" },
        { name: "Rana Saad", email: father.email, phone: null },
      ],
    });
    // The answer flags alerts, never their text.
    expect(JSON.stringify(found)).not.toContain("4417");
  });

  it("matches what staff typed as text, not as a pattern, and answers at most 20 children", async () => {
    const many = `Mass${tag}`;
    await db.insert(children).values(Array.from({ length: CHILD_SEARCH_LIMIT + 5 }, (_, i) => ({ firstName: many, lastName: `N${i}`, dateOfBirth: "2022-01-01" })));
    const caller = await testCaller({ user: staff });
    expect(await caller.admin.children.search({ query: many })).toHaveLength(CHILD_SEARCH_LIMIT);
    for (const query of ["%", "_%", "%%", "\\", "__", "a"]) expect(await caller.admin.children.search({ query }), query).toEqual([]);
    await expect(caller.admin.children.search({ query: "x".repeat(101) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("attacks: children are for staff only", () => {
  it("a visitor is refused 401, a parent 403 and a staff member's site session 401, in single calls", async () => {
    const child = await childOf(null);
    const parent = await createAccount(db, "parent");
    const attempts = (caller: Awaited<ReturnType<typeof testCaller>>) => [caller.admin.children.search({ query: "Lina" }), caller.admin.children.get({ childId: child.id })];
    for (const call of attempts(await testCaller())) await expect(call).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const call of attempts(await testCaller({ user: parent }))) await expect(call).rejects.toMatchObject({ code: "FORBIDDEN" });
    for (const call of attempts(await testCaller({ user: staff, kind: "standard" }))) await expect(call).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("a parent's batch over HTTP of the search, the child's page and the agenda: every one refused, nothing of the child in the answer", async () => {
    const parent = await createAccount(db, "parent");
    const child = await childOf(parent);
    const day = "2026-10-05";
    await visit(day, { childId: child.id });
    const token = (await createSession(db, { userId: parent.id, sessionVersion: 1 })).token;
    const input = { 0: { json: { query: "Lina" } }, 1: { json: { childId: child.id } }, 2: { json: { from: day, days: 1 } } };
    const response = await fetch(`${app.url}/api/trpc/admin.children.search,admin.children.get,admin.agenda.list?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, {
      headers: { ...sameSite, authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    const results = JSON.parse(text) as Array<{ error?: { json: { data: { httpStatus: number } } } }>;
    expect(results.map((r) => r.error?.json.data.httpStatus)).toEqual([403, 403, 403]);
    expect(text).not.toContain(child.id);
    expect(text).not.toContain("4417");
  });
});

describe("staff book for a child (a parent who phoned)", () => {
  const phoned = (date: string, startTime: string, extra: Record<string, unknown>) => ({
    serviceId: service.id,
    date,
    startTime,
    type: "In-Person" as const,
    patient: { name: "Tala Haddad", phoneNumber: "+961 3 123 456", email: "" },
    notes: "",
    parentToldOfNotice: true as const,
    ...extra,
  });
  const freeTimes = async (date: string) => (await (await testCaller()).appointments.timeSlots({ date })).slots.filter((s) => s.available).map((s) => s.startTime);

  it("adds the child to the account that proved the parent's e-mail, once (the same child again the next time), audited as staff's", async () => {
    const mother = await createAccount(db, "parent");
    await db.update(users).set({ emailVerified: new Date() }).where(eq(users.id, mother.id));
    const date = upcoming(2, 20);
    const [first, second] = await freeTimes(date);
    const caller = await testCaller({ user: staff });
    const booked = await caller.admin.agenda.bookForParent(phoned(date, first!, { patient: { name: "Tala Haddad", phoneNumber: "+961 3 123 456", email: mother.email.toUpperCase() }, childDateOfBirth: "2024-03-01" }));
    const [row] = await db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row).toMatchObject({ patientName: "Tala Haddad", childDateOfBirth: null });
    const [child] = await db.select().from(children).where(eq(children.id, row!.childId!));
    expect(child).toMatchObject({ firstName: "Tala", lastName: "Haddad", dateOfBirth: "2024-03-01", createdBy: mother.id });
    expect((await (await testCaller({ user: mother })).family.list()).children.map((c) => c.id)).toEqual([child!.id]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, child!.id));
    expect(audit).toMatchObject({ action: "add child for a parent", actorId: staff.id, actorKind: "staff" });
    // The same child on the next call: no second Tala.
    const again = await caller.admin.agenda.bookForParent(phoned(date, second!, { patient: { name: "tala", phoneNumber: "+961 3 123 456", email: mother.email }, childDateOfBirth: "2024-03-01" }));
    expect((await db.select().from(appointments).where(eq(appointments.id, again.id)))[0]!.childId).toBe(child!.id);
  });

  it("keeps the child with the visit when no account proved the e-mail; books a child record chosen by id under its own name; checks the service's ages", async () => {
    const date = upcoming(3, 21);
    const [first, second, third] = await freeTimes(date);
    const caller = await testCaller({ user: staff });
    const guest = await caller.admin.agenda.bookForParent(phoned(date, first!, { patient: { name: "Omar Aoun", phoneNumber: "+961 3 123 456", email: `nobody-${tag}@example.com` }, childDateOfBirth: "2023-06-01" }));
    expect((await db.select().from(appointments).where(eq(appointments.id, guest.id)))[0]).toMatchObject({ childId: null, childDateOfBirth: "2023-06-01", patientName: "Omar Aoun" });

    const known = await childOf(null, { firstName: "Rita", lastName: "Saad", dateOfBirth: "2022-02-02" });
    const booked = await caller.admin.agenda.bookForParent(phoned(date, second!, { childId: known.id, patient: { name: "typed", phoneNumber: "+961 3 123 456", email: "" } }));
    expect((await db.select().from(appointments).where(eq(appointments.id, booked.id)))[0]).toMatchObject({ childId: known.id, patientName: "Rita Saad" });

    const babies = await createService(db, { minAgeMonths: 0, maxAgeMonths: 11 });
    await expect(caller.admin.agenda.bookForParent({ ...phoned(date, third!, { childId: known.id }), serviceId: babies.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This service is not for a child of this age on that day.",
    });
    for (const childId of [randomUUID(), "nope", (await childOf(null, { archivedAt: new Date() })).id]) {
      await expect(caller.admin.agenda.bookForParent(phoned(date, third!, { childId })), childId).rejects.toMatchObject({ code: "NOT_FOUND", message: CHILD_NOT_FOUND });
    }
    await expect(caller.admin.agenda.bookForParent(phoned(date, third!, { childDateOfBirth: "2030-01-01" }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
