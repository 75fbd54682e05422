import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as trpcRoute from "~/app/api/trpc/[trpc]/route";
import { beirutDate } from "~/lib/calendar-date";
import { earliestDateOfBirth } from "~/lib/child-age";
import type { SessionUser } from "~/server/auth/session";
import { createSession } from "~/server/auth/session-token";
import { auditLog, childAdults, children, familyInvitations, users } from "~/server/db/schema";
import { loadErrorLanguage, localizeMessage } from "~/server/error-language";
import * as adultRules from "~/server/services/family/child-adults";
import { assertChildAccess, CHILD_NOT_FOUND } from "~/server/services/family/child-access";
import * as invitationRules from "~/server/services/family/invitations";
import { acceptInvitation, INVITATION_DAYS } from "~/server/services/family/invitations";
import { TOO_MANY_CHILDREN, updateChild } from "~/server/services/family/manage-children";
import { pruneExpiredRows } from "~/server/services/maintenance/prune-expired-rows";
import { testCaller, testDb } from "../support/app";
import { createAccount } from "../support/factories";
import { startHttpApp } from "../support/http-app";
import { deliveredMail, deliveredMailTo } from "../support/jobs";
import { recipients } from "../support/outbox";

// The family model (decision 045): a parent's children, their two adults, invitations by e-mail,
// and the attacks of issue 28 on all of it.

const ALERT = "Peanut anaphylaxis 7731, carries an EpiPen";
const DAY = 24 * 60 * 60 * 1000;

type Db = Awaited<ReturnType<typeof testDb>>;
let db: Db;
let app: Awaited<ReturnType<typeof startHttpApp>>;

/** A parent whose address a code proved (the only kind that may accept an invitation). */
async function provedParent(): Promise<SessionUser> {
  const parent = await createAccount(db, "parent");
  await db.update(users).set({ emailVerified: new Date() }).where(eq(users.id, parent.id));
  return parent;
}

const as = (user: SessionUser, headers?: Headers) => testCaller({ user, headers });

/** A date of birth `years` and `days` before today (Beirut). */
function bornAgo(years: number, days = 0): string {
  const [y, m, d] = beirutDate(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d - days)).toISOString().slice(0, 10);
}

async function addChild(user: SessionUser, overrides: Record<string, unknown> = {}) {
  const { id } = await (await as(user)).family.add({ firstName: "Lina", lastName: "Khoury", dateOfBirth: bornAgo(1, 120), sex: "female", medicalAlerts: ALERT, healthDataConsent: true, ...overrides });
  return id;
}

/** The token of the newest invitation link e-mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mails = await deliveredMailTo(email, /invites you/);
  const token = /\/dashboard\/family\/invitation\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation e-mailed to ${email}`);
  return token;
}

/** A child with two adults: `first` added it and invited `second`, who accepted. */
async function sharedChild(first: SessionUser, second: SessionUser) {
  const childId = await addChild(first);
  await (await as(first)).family.invite({ childId, email: second.email });
  await (await as(second)).family.accept({ token: await invitationToken(second.email) });
  return childId;
}

const sameSite = { "content-type": "application/json", origin: "http://localhost:3000" };
/** A real HTTP request to the tRPC route with a parent's Bearer session. */
async function overHttp(path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/api/trpc/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...sameSite, authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const bearerOf = async (user: SessionUser) => (await createSession(db, { userId: user.id, sessionVersion: 1 })).token;

beforeAll(async () => {
  db = await testDb();
  app = await startHttpApp([["/api/trpc/:trpc", trpcRoute]]);
});
afterAll(async () => {
  await app.close();
});

describe("children on the account", () => {
  it("adds, lists with the age today, edits and archives a child; each change audited without the alerts' text and e-mailed", async () => {
    const parent = await provedParent();
    const caller = await as(parent);
    const lina = await addChild(parent, { dateOfBirth: bornAgo(1, 0) });
    const sami = await addChild(parent, { firstName: "Sami", dateOfBirth: bornAgo(0, 40), sex: null, medicalAlerts: "" });

    const { children: listed } = await caller.family.list();
    expect(listed.map((c) => c.firstName)).toEqual(["Lina", "Sami"]);
    expect(listed[0]).toEqual({
      id: lina,
      firstName: "Lina",
      lastName: "Khoury",
      dateOfBirth: bornAgo(1, 0),
      sex: "female",
      medicalAlerts: ALERT,
      age: { years: 1, months: 0 },
      myRole: "inviting",
      adults: [{ id: parent.id, firstName: parent.firstName, lastName: parent.lastName, email: parent.email, role: "inviting", isMe: true }],
      pendingInvitation: null,
    });
    expect(listed[1]).toMatchObject({ sex: null, medicalAlerts: null, age: { years: 0, months: 1 } });

    await caller.family.update({ childId: sami, firstName: " Samir ", lastName: "Khoury", dateOfBirth: bornAgo(0, 40), sex: "male", medicalAlerts: "Asthma" });
    expect((await caller.family.list()).children[1]).toMatchObject({ firstName: "Samir", sex: "male", medicalAlerts: "Asthma" });

    await caller.family.archive({ childId: sami });
    expect((await caller.family.list()).children.map((c) => c.id)).toEqual([lina]);
    // Archived: not editable, not archivable again, and the same answer as a child that never was.
    await expect(caller.family.update({ childId: sami, firstName: "S", lastName: "K", dateOfBirth: bornAgo(0, 40) })).rejects.toMatchObject({ code: "NOT_FOUND", message: CHILD_NOT_FOUND });
    await expect(caller.family.archive({ childId: sami })).rejects.toMatchObject({ code: "NOT_FOUND", message: CHILD_NOT_FOUND });
    // Later features (a child's past visits) may still reach it on purpose.
    expect(await assertChildAccess(db, parent.id, sami, { includeArchived: true })).toMatchObject({ id: sami, role: "inviting" });

    const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, parent.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["add child", "add child", "archive child", "edit child"]);
    expect(entries.every((e) => e.actorKind === "parent" && e.actorVia === "account" && e.entity === "child")).toBe(true);
    expect(entries.find((e) => e.action === "edit child")).toMatchObject({
      before: { name: "Sami Khoury", sex: null, hasMedicalAlerts: false },
      after: { name: "Samir Khoury", sex: "male", hasMedicalAlerts: true },
    });
    expect(JSON.stringify(entries)).not.toMatch(/Peanut|Asthma/);

    const mails = await deliveredMailTo(parent.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Lina is now in your family/), "Samir's details were changed", "Samir was archived"]),
    );
  });

  it("refuses a date of birth in the future, more than 18 years ago or unparsable, with a clear message in the caller's language", async () => {
    const parent = await provedParent();
    const caller = await as(parent);
    const session = await bearerOf(parent);
    /** The form's message for the date of birth, as the API answers it in `locale`. */
    const refusal = async (dateOfBirth: string, locale = "en") => {
      const { status, body } = await overHttp("family.add", session, { json: { firstName: "Lina", lastName: "Khoury", dateOfBirth } }, { "accept-language": locale });
      expect(status).toBe(400);
      const error = (body as { error: { json: { message: string; data: { fields: Record<string, string> } } } }).error.json;
      expect(error.data.fields.dateOfBirth).toBe(error.message);
      return error.message;
    };
    const tomorrow = bornAgo(0, -1);
    expect(await refusal(tomorrow)).toBe("The date of birth cannot be in the future.");
    expect(await refusal(bornAgo(18, 1))).toBe("Children only: the date of birth must be less than 18 years ago.");
    for (const typed of ["2024-02-30", "yesterday", "12/03/2024", "2024-13-01", "", "2024-1-1"]) {
      expect(await refusal(typed), typed).toMatch(/^Please enter (a real date of birth|the date of birth)/);
    }
    expect(await refusal(tomorrow, "fr")).toBe("La date de naissance ne peut pas être dans le futur.");
    expect(await refusal(bornAgo(19), "ar")).toBe("للأطفال فقط: يجب أن يكون تاريخ الميلاد قبل أقل من 18 سنة.");
    // The limits themselves are children: born today, and born 18 years ago today.
    await caller.family.add({ firstName: "New", lastName: "Born", dateOfBirth: beirutDate(new Date()), healthDataConsent: true });
    await caller.family.add({ firstName: "Almost", lastName: "Adult", dateOfBirth: earliestDateOfBirth(beirutDate(new Date())), healthDataConsent: true });
    // The service checks it again on its own clock, naming the field (a direct caller, a form sent at midnight).
    const lina = await addChild(parent);
    await expect(updateChild({ db, user: parent, childId: lina, details: { firstName: "L", lastName: "K", dateOfBirth: beirutDate(new Date()), sex: null, medicalAlerts: null }, now: new Date(Date.now() - 2 * DAY) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      fields: { dateOfBirth: "family.validation.dateOfBirthFuture" },
    });
  });

  it("holds at most 30 children per account, also when adds arrive at once", async () => {
    const parent = await provedParent();
    for (let i = 0; i < 28; i += 1) {
      const [child] = await db.insert(children).values({ firstName: `Child${i}`, lastName: "Saab", dateOfBirth: bornAgo(2), createdBy: parent.id }).returning({ id: children.id });
      await db.insert(childAdults).values({ childId: child!.id, userId: parent.id, role: "inviting" });
    }
    const caller = await as(parent);
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => caller.family.add({ firstName: `Late${i}`, lastName: "Saab", dateOfBirth: bornAgo(1), healthDataConsent: true })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const refused of results.filter((r) => r.status === "rejected")) expect(refused.reason).toMatchObject({ code: "CONFLICT", message: TOO_MANY_CHILDREN });
    const held = await db.select({ id: childAdults.childId }).from(childAdults).where(eq(childAdults.userId, parent.id));
    expect(held).toHaveLength(30);
  });

  it("is for signed-in parents only", async () => {
    await expect((await testCaller()).family.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await testCaller()).family.add({ firstName: "L", lastName: "K", dateOfBirth: bornAgo(1), healthDataConsent: true })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("the second adult", () => {
  it("is invited by e-mail, accepts with the invited and proved address, and then shares the child; both are told", async () => {
    const [mother, father] = [await provedParent(), await provedParent()];
    const childId = await addChild(mother);
    const invited = await (await as(mother)).family.invite({ childId, email: ` ${father.email.toUpperCase()} ` });
    // The answer names the address and the deadline; the link goes to the mailbox only.
    expect(invited).toEqual({ id: expect.any(String), email: father.email, expiresAt: expect.any(Date) });
    expect(invited.expiresAt.getTime() - Date.now()).toBeGreaterThan(INVITATION_DAYS * DAY - 60_000);
    expect((await (await as(mother)).family.list()).children[0]!.pendingInvitation).toEqual(invited);
    const [stored] = await db.select().from(familyInvitations).where(eq(familyInvitations.id, invited.id));
    const token = await invitationToken(father.email);
    expect(stored!.tokenHash).not.toContain(token);

    const preview = await (await as(father)).family.invitation({ token });
    expect(preview).toEqual({ childFirstName: "Lina", inviterFirstName: mother.firstName, inviterLastName: mother.lastName, maskedEmail: expect.stringMatching(/^p•••@clinic\.test$/), expiresAt: invited.expiresAt, state: "open" });
    expect(await (await as(father)).family.accept({ token })).toEqual({ childId, childFirstName: "Lina" });

    for (const parent of [mother, father]) {
      const [child] = (await (await as(parent)).family.list()).children;
      expect(child!.adults.map((a) => [a.id, a.role, a.isMe])).toEqual([
        [mother.id, "inviting", parent === mother],
        [father.id, "invited", parent === father],
      ]);
      expect(child).toMatchObject({ id: childId, myRole: parent === mother ? "inviting" : "invited", medicalAlerts: ALERT, pendingInvitation: null });
      expect((await deliveredMailTo(parent.email, /now shares Lina's care/)).length).toBe(1);
    }
    expect(await deliveredMailTo(mother.email, /You invited/)).toHaveLength(1);
    // Either adult edits; the other is told.
    await (await as(father)).family.update({ childId, firstName: "Lina", lastName: "Khoury", dateOfBirth: bornAgo(1, 120), medicalAlerts: ALERT });
    expect(await deliveredMailTo(mother.email, /Lina's details were changed/)).toHaveLength(1);
  });

  it("an invitation cannot be accepted by another address, by an unproved one, twice, after it was withdrawn or replaced, or after 7 days", async () => {
    const [mother, father, stranger] = [await provedParent(), await provedParent(), await provedParent()];
    const childId = await addChild(mother);
    const caller = await as(mother);

    // Another signed-in account holding the link (forwarded, leaked): refused, and the child unchanged.
    await caller.family.invite({ childId, email: father.email });
    const token = await invitationToken(father.email);
    expect(await (await as(stranger)).family.invitation({ token })).toMatchObject({ state: "wrongAccount" });
    await expect((await as(stranger)).family.accept({ token })).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(/sent to another e-mail address/) });

    // The invited address, but never proved by a code.
    await db.update(users).set({ emailVerified: null }).where(eq(users.id, father.id));
    expect(await (await as(father)).family.invitation({ token })).toMatchObject({ state: "unverified" });
    await expect((await as(father)).family.accept({ token })).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(/confirm your e-mail address/) });
    await db.update(users).set({ emailVerified: new Date() }).where(eq(users.id, father.id));

    // After 7 days (the service's clock moved on): refused; a moment before: fine — on a copy.
    const eightDays = new Date(Date.now() + INVITATION_DAYS * DAY + 1000);
    await expect(acceptInvitation({ db, user: father, token, now: eightDays })).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/withdrawn or has expired/) });

    // Withdrawn by the mother: its link no longer works, and the father is told.
    const [open] = (await caller.family.list()).children.map((c) => c.pendingInvitation!);
    await caller.family.revokeInvitation({ childId, invitationId: open!.id });
    expect(await (await as(father)).family.invitation({ token })).toMatchObject({ state: "closed" });
    await expect((await as(father)).family.accept({ token })).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/withdrawn or has expired/) });
    expect(await deliveredMailTo(father.email, /was withdrawn/)).toHaveLength(1);

    // A newer invitation replaces the one before: only the newest link works, once.
    await caller.family.invite({ childId, email: father.email });
    const older = await invitationToken(father.email);
    await caller.family.invite({ childId, email: father.email });
    const newest = await invitationToken(father.email);
    expect(newest).not.toBe(older);
    await expect((await as(father)).family.accept({ token: older })).rejects.toMatchObject({ code: "CONFLICT" });
    const racing = await Promise.allSettled([1, 2, 3].map(async () => (await as(father)).family.accept({ token: newest })));
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(racing.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.message)).toEqual([
      "This invitation was already accepted.",
      "This invitation was already accepted.",
    ]);
    expect(await (await as(father)).family.invitation({ token: newest })).toMatchObject({ state: "accepted" });
    expect(await db.select().from(childAdults).where(eq(childAdults.childId, childId))).toHaveLength(2);

    // A made-up or mangled token.
    await expect((await as(father)).family.accept({ token: "A".repeat(43) })).rejects.toMatchObject({ code: "NOT_FOUND", message: "This invitation link is not valid." });
    await expect((await as(father)).family.accept({ token: "../../etc" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("a child has at most two adults: a third cannot be invited, nor written by the database", async () => {
    const [mother, father, third] = [await provedParent(), await provedParent(), await provedParent()];
    const childId = await sharedChild(mother, father);
    await expect((await as(mother)).family.invite({ childId, email: third.email })).rejects.toMatchObject({ code: "CONFLICT", message: "This child already has two adults." });
    await expect((await as(mother)).family.invite({ childId: await addChild(mother), email: mother.email })).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/your own address/) });
    // The invited adult may not invite, remove or withdraw: that is the adding adult's.
    await expect((await as(father)).family.invite({ childId, email: third.email })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect((await as(father)).family.removeAdult({ childId, adultId: mother.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    for (const role of ["inviting", "invited"] as const) {
      await expect(db.insert(childAdults).values({ childId, userId: third.id, role })).rejects.toThrow();
    }
  });

  it("the inviting adult removes the other, whose very next request is refused — on a session opened before", async () => {
    const [mother, father] = [await provedParent(), await provedParent()];
    const childId = await sharedChild(mother, father);
    const fatherSession = await bearerOf(father);
    const list = await overHttp("family.list", fatherSession);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(childId);

    await (await as(mother)).family.removeAdult({ childId, adultId: father.id });

    const after = await overHttp("family.list", fatherSession);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).not.toContain(childId);
    const edit = await overHttp("family.update", fatherSession, { json: { childId, firstName: "X", lastName: "Y", dateOfBirth: bornAgo(2) } });
    expect(edit.status).toBe(404);
    expect(edit.body).toMatchObject({ error: { json: { message: CHILD_NOT_FOUND } } });
    await expect(assertChildAccess(db, father.id, childId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [child] = await db.select().from(children).where(eq(children.id, childId));
    expect(child!.firstName).toBe("Lina");
    for (const parent of [mother, father]) expect(await deliveredMailTo(parent.email, /was removed from Lina's family/)).toHaveLength(1);
    expect((await db.select().from(auditLog).where(and(eq(auditLog.entityId, childId), eq(auditLog.action, "remove adult"))))[0]).toMatchObject({ actorId: mother.id, before: { email: father.email } });
  });

  it("either adult leaves; when the adding adult leaves the other takes their place; the only adult cannot leave", async () => {
    const [mother, father, grandma] = [await provedParent(), await provedParent(), await provedParent()];
    const childId = await sharedChild(mother, father);
    await expect((await as(mother)).family.removeAdult({ childId, adultId: mother.id })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await (await as(mother)).family.leave({ childId });
    expect((await (await as(mother)).family.list()).children).toEqual([]);
    const [child] = (await (await as(father)).family.list()).children;
    expect(child).toMatchObject({ myRole: "inviting", adults: [{ id: father.id, role: "inviting" }] });
    for (const parent of [mother, father]) expect(await deliveredMailTo(parent.email, /left Lina's family/)).toHaveLength(1);
    await expect((await as(father)).family.leave({ childId })).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/only adult/) });
    // The one left may invite someone else, who becomes the second adult.
    await (await as(father)).family.invite({ childId, email: grandma.email });
    await (await as(grandma)).family.accept({ token: await invitationToken(grandma.email) });
    expect((await (await as(grandma)).family.list()).children[0]).toMatchObject({ myRole: "invited" });
  });
});

describe("attacks: another family's child", () => {
  let victim: SessionUser;
  let partner: SessionUser;
  let attacker: SessionUser;
  let childId: string;
  let invitationId: string;
  beforeAll(async () => {
    [victim, partner, attacker] = [await provedParent(), await provedParent(), await provedParent()];
    childId = await addChild(victim);
    invitationId = (await (await as(victim)).family.invite({ childId, email: partner.email })).id;
  });

  /** Every procedure that names a child, called by the attacker with `id`. */
  const attempts = (id: string) => ({
    update: { childId: id, firstName: "Owned", lastName: "Child", dateOfBirth: bornAgo(3) },
    archive: { childId: id },
    invite: { childId: id, email: `attacker-${randomUUID()}@example.com` },
    leave: { childId: id },
    removeAdult: { childId: id, adultId: victim.id },
    revokeInvitation: { childId: id, invitationId },
  });

  it("every procedure on the child's id answers exactly as for an id that does not exist, or is not an id", async () => {
    const caller = await as(attacker);
    const answers = async (id: string) => {
      const out: Record<string, unknown> = {};
      for (const [procedure, input] of Object.entries(attempts(id))) {
        out[procedure] = await (caller.family[procedure as keyof ReturnType<typeof attempts>] as (i: unknown) => Promise<unknown>)(input).then(
          () => "accepted",
          (e: { code: string; message: string; shape?: { data?: { fields?: unknown } } }) => ({ code: e.code, message: e.message, fields: e.shape?.data?.fields ?? null }),
        );
      }
      return out;
    };
    const theirs = await answers(childId);
    expect(Object.values(theirs)).toEqual(Array(6).fill({ code: "NOT_FOUND", message: CHILD_NOT_FOUND, fields: null }));
    for (const other of [randomUUID(), childId.toUpperCase(), "1", "' or 1=1 --", childId.replace(/.$/, (c) => (c === "0" ? "1" : "0")), ""]) {
      expect(await answers(other), other).toEqual(theirs);
    }
    expect((await caller.family.list()).children).toEqual([]);
  });

  it("in batched HTTP requests, mixed with the attacker's own child and enumerated ids: only their own child is touched", async () => {
    const own = await addChild(attacker, { firstName: "Own" });
    const session = await bearerOf(attacker);
    const guessed = Array.from({ length: 5 }, () => randomUUID());
    const ids = [own, childId, ...guessed];
    const calls: Array<{ path: string; input: unknown }> = ids.map((id) => ({ path: "family.update", input: { ...attempts(id).update, firstName: "Batched" } }));
    calls.push({ path: "family.archive", input: { childId } }, { path: "family.invite", input: attempts(childId).invite }, { path: "family.leave", input: { childId } });
    const response = await overHttp(`${calls.map((c) => c.path).join(",")}?batch=1`, session, Object.fromEntries(calls.map((c, i) => [i, { json: c.input }])));
    const results = response.body as Array<{ result?: unknown; error?: { json: { message: string; data: { httpStatus: number } } } }>;
    expect(results[0]!.result).toBeDefined();
    expect(results.slice(1).map((r) => [r.error?.json.message, r.error?.json.data.httpStatus])).toEqual(Array(calls.length - 1).fill([CHILD_NOT_FOUND, 404]));

    // A batched read of the list, the invitation by a guessed token, from the attacker: nothing of the victim's.
    const reads = await fetch(`${app.url}/api/trpc/family.list,family.invitation?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { json: { token: "B".repeat(43) } } }))}`, {
      headers: { authorization: `Bearer ${session}` },
    });
    const readText = await reads.text();
    expect(readText).not.toContain(childId);
    expect(readText).toContain("This invitation link is not valid.");

    const [child] = await db.select().from(children).where(eq(children.id, childId));
    expect(child).toMatchObject({ firstName: "Lina", archivedAt: null });
    expect((await db.select().from(children).where(eq(children.id, own)))[0]!.firstName).toBe("Batched");
    expect(await db.select().from(childAdults).where(eq(childAdults.childId, childId))).toEqual([expect.objectContaining({ userId: victim.id })]);
    expect(await db.select().from(familyInvitations).where(and(eq(familyInvitations.childId, childId)))).toHaveLength(1);
    // No e-mail went to an address the attacker chose.
    expect((await deliveredMail()).flatMap(recipients).filter((to) => to.startsWith("attacker-"))).toEqual([]);
  });

  it("the partner's invitation cannot be withdrawn by another child's inviting adult", async () => {
    const own = await addChild(attacker, { firstName: "Own" });
    await expect((await as(attacker)).family.revokeInvitation({ childId: own, invitationId })).rejects.toMatchObject({ code: "NOT_FOUND", message: "Invitation not found." });
    const [invitation] = await db.select().from(familyInvitations).where(eq(familyInvitations.id, invitationId));
    expect(invitation!.revokedAt).toBeNull();
  });
});

describe("what leaves the server", () => {
  it("medical alerts are in no e-mail at all, and no answer carries a token or its hash", async () => {
    const [mother, father] = [await provedParent(), await provedParent()];
    const childId = await sharedChild(mother, father);
    await (await as(mother)).family.update({ childId, firstName: "Lina", lastName: "Khoury", dateOfBirth: bornAgo(2), medicalAlerts: `${ALERT}; lactose` });
    await (await as(father)).family.leave({ childId });
    await (await as(mother)).family.archive({ childId });
    const mails = await deliveredMail();
    expect(mails.length).toBeGreaterThan(20);
    for (const mail of mails) {
      for (const part of [mail.subject ?? "", mail.text ?? "", String(mail.html || ""), JSON.stringify(mail.headers)]) {
        expect(part).not.toMatch(/Peanut|anaphylaxis|EpiPen|lactose/i);
      }
    }
    const answer = JSON.stringify(await (await as(mother)).family.list());
    expect(answer).not.toMatch(/tokenHash|token_hash|createdBy/);
  });

  it("every refusal of the family's services is in French and Arabic", async () => {
    const exported: unknown[] = [...Object.values(adultRules), ...Object.values(invitationRules)];
    const english = [CHILD_NOT_FOUND, TOO_MANY_CHILDREN, ...exported.filter((value): value is string => typeof value === "string" && /^[A-Z].*\.$/.test(value))];
    expect(english.length).toBeGreaterThanOrEqual(16);
    for (const locale of ["fr", "ar"] as const) {
      await loadErrorLanguage(locale);
      for (const message of english) expect(localizeMessage(locale, message), `${locale}: ${message}`).not.toBe(message);
    }
  });

  it("ended invitations are deleted 30 days after they ended", async () => {
    const parent = await provedParent();
    const childId = await addChild(parent);
    const { id } = await (await as(parent)).family.invite({ childId, email: `later-${randomUUID()}@example.com` });
    expect((await pruneExpiredRows({ db, now: new Date(Date.now() + 20 * DAY) })).familyInvitations).toBe(0);
    expect((await pruneExpiredRows({ db, now: new Date(Date.now() + (INVITATION_DAYS + 31) * DAY) })).familyInvitations).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(familyInvitations).where(eq(familyInvitations.id, id))).toEqual([]);
  });
});
