import { readFileSync } from "node:fs";
import path from "node:path";

import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { appointments, auditLog, childAdults, children, services, users } from "~/server/db/schema";
import { attachGuestChildren } from "~/server/services/family/guest-children";
import { testCaller, testDb } from "../support/app";
import { createAccount, createService } from "../support/factories";

// Migration 0031 (decision 050): the visits booked before children were records become visits of
// a child, on the demo catalogue with visits of every kind. The file runs as deploy runs it (one
// transaction), then again: the second run changes nothing.

type Db = Awaited<ReturnType<typeof testDb>>;
let db: Db;
let serviceId: string;

const migration = readFileSync(path.resolve(import.meta.dirname, "../../drizzle/0031_past-visits-become-children.sql"), "utf8");
async function runMigration() {
  await db.transaction(async (tx) => {
    for (const statement of migration.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));
  });
}

let slot = 0;
async function pastVisit(patientName: string, patientEmail: string | null, overrides: Partial<typeof appointments.$inferInsert> = {}) {
  slot += 1;
  const startsAt = new Date(Date.UTC(2025, 0, 6, 8) + slot * 3_600_000);
  const [row] = await db
    .insert(appointments)
    .values({ serviceId, patientName, patientEmail, patientPhone: "+9613123456", startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000), status: "completed", ...overrides })
    .returning({ id: appointments.id });
  return row!.id;
}

const childOfVisit = async (id: string) => (await db.select({ childId: appointments.childId }).from(appointments).where(eq(appointments.id, id)))[0]!.childId;

beforeAll(async () => {
  db = await testDb();
  // The demo catalogue's first service, as a copy of a demo database has it.
  const [demo] = await db.select({ id: services.id }).from(services).orderBy(asc(services.createdAt)).limit(1);
  serviceId = demo?.id ?? (await createService(db)).id;
});

describe("past visits become children's visits", () => {
  it("one child per e-mail and name (trimmed, case-folded), never across e-mails; attached to the proved account; no e-mail or no booking left as they are; idempotent", async () => {
    const mother = await createAccount(db, "parent");
    const motherEmail = `mother-migration@example.com`;
    await db.update(users).set({ email: motherEmail, emailVerified: new Date() }).where(eq(users.id, mother.id));
    // The mother already added Sami on her family page: his old visits join him.
    const [sami] = await db.insert(children).values({ firstName: "Sami", lastName: "Haddad", dateOfBirth: "2021-05-02", createdBy: mother.id }).returning();
    await db.insert(childAdults).values({ childId: sami!.id, userId: mother.id, role: "inviting" });
    const unproved = await createAccount(db, "parent");
    await db.update(users).set({ email: "unproved-migration@example.com" }).where(eq(users.id, unproved.id));

    const lina1 = await pastVisit("Lina Khoury", motherEmail, { childDateOfBirth: "2024-02-29" });
    const lina2 = await pastVisit("  lina   KHOURY ", "Mother-Migration@Example.com ", { status: "no_show" });
    const leena = await pastVisit("Leena Khoury", motherEmail, { status: "cancelled" });
    const samiVisit = await pastVisit("sami haddad", motherEmail);
    const otherEmail = await pastVisit("Lina Khoury", "unproved-migration@example.com", { status: "confirmed" });
    const guest = await pastVisit("Karim", "guest-migration@example.com");
    const noEmail = await pastVisit("Maya Aoun", null);
    const emptyEmail = await pastVisit("Maya Aoun", "  ");
    const neverPaid = await pastVisit("Rami Aoun", "hold-migration@example.com", { status: "expired" });
    const holding = await pastVisit("Rami Aoun", "hold-migration@example.com", { status: "pending" });
    const [already] = await db.insert(children).values({ firstName: "Nour", lastName: "Saad", dateOfBirth: "2023-01-01" }).returning();
    const linked = await pastVisit("Someone Else", motherEmail, { childId: already!.id });

    await runMigration();

    const lina = await childOfVisit(lina1);
    expect(lina).not.toBeNull();
    expect(await childOfVisit(lina2)).toBe(lina);
    const [linaRow] = await db.select().from(children).where(eq(children.id, lina!));
    // The latest spelling, spaces collapsed; the date of birth a visit gave.
    expect(linaRow).toMatchObject({ firstName: "lina", lastName: "KHOURY", dateOfBirth: "2024-02-29", createdBy: mother.id, medicalAlerts: null, archivedAt: null });
    expect(await db.select({ userId: childAdults.userId, role: childAdults.role }).from(childAdults).where(eq(childAdults.childId, lina!))).toEqual([{ userId: mother.id, role: "inviting" }]);

    const leenaChild = await childOfVisit(leena);
    expect(leenaChild).not.toBe(lina);
    expect((await db.select().from(children).where(eq(children.id, leenaChild!)))[0]).toMatchObject({ firstName: "Leena", lastName: "Khoury", dateOfBirth: null, createdBy: mother.id });

    expect(await childOfVisit(samiVisit)).toBe(sami!.id);

    // The same name under another e-mail is another child; an unproved account with it gets nothing.
    const other = await childOfVisit(otherEmail);
    expect(other).not.toBe(lina);
    expect((await db.select().from(children).where(eq(children.id, other!)))[0]).toMatchObject({ firstName: "Lina", lastName: "Khoury", createdBy: null });
    expect(await db.select().from(childAdults).where(eq(childAdults.childId, other!))).toEqual([]);
    expect((await db.select().from(children).where(eq(children.id, (await childOfVisit(guest))!)))[0]).toMatchObject({ firstName: "Karim", lastName: "", createdBy: null });

    for (const id of [noEmail, emptyEmail, neverPaid, holding]) expect(await childOfVisit(id), id).toBeNull();
    expect(await childOfVisit(linked)).toBe(already!.id);

    // Audited, once per child, with the visits it took.
    const audits = await db.select().from(auditLog).where(inArray(auditLog.entityId, [lina!, leenaChild!, sami!.id, other!]));
    expect(audits.map((a) => [a.entityId, a.action, a.actorId, a.actorKind]).sort()).toEqual(
      [
        [lina, "make child from past visits", null, "staff"],
        [leenaChild, "make child from past visits", null, "staff"],
        [sami!.id, "attach past visits to child", null, "staff"],
        [other, "make child from past visits", null, "staff"],
      ].sort(),
    );
    expect(audits.find((a) => a.entityId === lina)!.after).toMatchObject({ appointmentIds: [lina1, lina2], adultId: mother.id, dateOfBirth: "2024-02-29" });

    // Again: nothing more.
    const counts = async () => ({
      children: (await db.select({ n: sql<number>`count(*)::int` }).from(children))[0]!.n,
      adults: (await db.select({ n: sql<number>`count(*)::int` }).from(childAdults))[0]!.n,
      audits: (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n,
      unlinked: (await db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(isNull(appointments.childId)))[0]!.n,
    });
    const before = await counts();
    await runMigration();
    expect(await counts()).toEqual(before);

    // The mother sees both children on her family page, Leena's date of birth still to add.
    const family = await (await testCaller({ user: mother })).family.list();
    expect(family.children.map((c) => [c.firstName, c.dateOfBirth, c.age === null]).sort()).toEqual(
      [
        ["Leena", null, true],
        ["Sami", "2021-05-02", false],
        ["lina", "2024-02-29", false],
      ].sort(),
    );
    // Staff find the child without an adult by its name, and its page lists the visit.
    const staff = await createAccount(db, "staff");
    const found = await (await testCaller({ user: staff })).admin.children.search({ query: "karim" });
    expect(found).toEqual([expect.objectContaining({ name: "Karim", adults: [], age: null })]);
    const page = await (await testCaller({ user: staff })).admin.children.get({ childId: found[0]!.id });
    expect(page.visits.map((v) => v.id)).toEqual([guest]);
    expect(
      await db
        .select()
        .from(appointments)
        .where(and(eq(appointments.patientEmail, motherEmail), isNull(appointments.childId))),
    ).toEqual([]);

    // Karim's parent makes an account later: the code that proves the address makes Karim theirs, once.
    const karimParent = await createAccount(db, "parent");
    await db.update(users).set({ email: "Guest-Migration@example.com", emailVerified: new Date() }).where(eq(users.id, karimParent.id));
    await Promise.all([attachGuestChildren(db, { userId: karimParent.id, email: "guest-migration@example.com" }), attachGuestChildren(db, { userId: karimParent.id, email: "guest-migration@example.com" })]);
    expect((await (await testCaller({ user: karimParent })).family.list()).children.map((c) => [c.id, c.firstName, c.myRole])).toEqual([[found[0]!.id, "Karim", "inviting"]]);
    expect(await db.select({ userId: childAdults.userId }).from(childAdults).where(eq(childAdults.childId, found[0]!.id))).toEqual([{ userId: karimParent.id }]);
    expect((await db.select().from(auditLog).where(and(eq(auditLog.entityId, found[0]!.id), eq(auditLog.action, "add child from past visits")))).map((a) => a.actorId)).toEqual([karimParent.id]);
    // An account proving another address gets nothing of it.
    const stranger = await createAccount(db, "parent");
    await attachGuestChildren(db, { userId: stranger.id, email: stranger.email });
    expect((await (await testCaller({ user: stranger })).family.list()).children).toEqual([]);
  });
});
