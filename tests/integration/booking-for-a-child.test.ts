import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as trpcRoute from "~/app/api/trpc/[trpc]/route";
import { beirutDate } from "~/lib/calendar-date";
import type { TBookAppointment } from "~/schemas/appointments";
import type { SessionUser } from "~/server/auth/session";
import { createSession } from "~/server/auth/session-token";
import { appointments, childAdults, children, consents, payments, users, type services } from "~/server/db/schema";
import { SERVICE_AGE_MESSAGE } from "~/server/services/appointments/book-appointment";
import { CHILD_NOT_FOUND } from "~/server/services/family/child-access";
import { attachGuestChildren } from "~/server/services/family/guest-children";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { retryBooking } from "~/server/services/payments/retry-booking";
import { latestCodeFor } from "../support/accounts";
import { testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount, createService } from "../support/factories";
import { startHttpApp } from "../support/http-app";
import { simulatedAction } from "../support/simulated-gateway";

// Booking for a child (decision 046): a parent's own child by id, a guest's child kept with the
// visit until its address is proved by a code, services' age ranges, and the visits either adult sees.

type Db = Awaited<ReturnType<typeof testDb>>;
let db: Db;
let app: Awaited<ReturnType<typeof startHttpApp>>;
let service: typeof services.$inferSelect;

/** A date of birth `months` months before today (Beirut), a few days earlier so the count is whole. */
function bornMonthsAgo(months: number): string {
  const [y, m, d] = beirutDate(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - months, d - 3)).toISOString().slice(0, 10);
}

async function provedParent(): Promise<SessionUser> {
  const parent = await createAccount(db, "parent");
  await db.update(users).set({ emailVerified: new Date() }).where(eq(users.id, parent.id));
  return parent;
}
const as = (user: SessionUser | null) => testCaller({ user, from: `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

async function addChild(user: SessionUser, firstName = "Lina", dateOfBirth = bornMonthsAgo(8)) {
  return (await (await as(user)).family.add({ firstName, lastName: "Khoury", dateOfBirth, healthDataConsent: true })).id;
}

/** A child with two adults: `first` added it and `second` is linked as the invited one. */
async function sharedChild(first: SessionUser, second: SessionUser) {
  const childId = await addChild(first);
  await db.insert(childAdults).values({ childId, userId: second.id, role: "invited" });
  return childId;
}

let slot = 0;
/** A free slot of its own for each booking of this file: a Tuesday's eight half hours from 15:00, week after week. */
function nextSlot() {
  const n = slot++;
  const minutes = 15 * 60 + 30 * (n % 8);
  return { date: upcoming(2, 7 + 7 * Math.floor(n / 8)), startTime: `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}` };
}

function booking(overrides: Record<string, unknown> = {}, serviceId = service.id): TBookAppointment {
  const { date, startTime } = nextSlot();
  return { ...bookingPayload(serviceId, date, startTime), type: "Online" as const, ...overrides } as TBookAppointment;
}

async function visitOf(orderId: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  const [visit] = await db.select().from(appointments).where(eq(appointments.id, payment!.appointmentId!));
  return visit!;
}

const bearerOf = async (user: SessionUser) => (await createSession(db, { userId: user.id, sessionVersion: 1 })).token;

beforeAll(async () => {
  db = await testDb();
  service = await onlineService(db);
  app = await startHttpApp([["/api/trpc/:trpc", trpcRoute]]);
});
afterAll(async () => {
  await app.close();
});

describe("a signed-in parent books for their child", () => {
  it("by id: the visit is the child's, named as the child", async () => {
    const parent = await provedParent();
    const childId = await addChild(parent);
    const { orderId } = await (await as(parent)).appointments.book(booking({ childId, patient: { name: "typed", phoneNumber: "+961 3 123 456", email: parent.email } }));
    expect(await visitOf(orderId)).toMatchObject({ childId, patientName: "Lina Khoury", childDateOfBirth: null });
  });

  it("for another child: a proved account gets it as one of its children at once", async () => {
    const parent = await provedParent();
    const { orderId } = await (await as(parent)).appointments.book(booking({ child: { name: "Sami Khoury", dateOfBirth: bornMonthsAgo(30) } }));
    const visit = await visitOf(orderId);
    expect(visit.childId).not.toBeNull();
    expect(visit.patientName).toBe("Sami Khoury");
    const { children: mine } = await (await as(parent)).family.list();
    expect(mine).toEqual([expect.objectContaining({ id: visit.childId, firstName: "Sami", lastName: "Khoury", dateOfBirth: bornMonthsAgo(30) })]);
  });

  it("refuses a date of birth that is no child's, under the field", async () => {
    const parent = await provedParent();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await expect((await as(parent)).appointments.book(booking({ child: { name: "Sami", dateOfBirth: tomorrow } }))).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("attacks: parent A books for parent B's child by id", () => {
  it("one call, a batch over HTTP, REST with a Bearer session, and a guest: all the same 'not found', nothing booked", async () => {
    const victim = await provedParent();
    const attacker = await provedParent();
    const childId = await addChild(victim);
    const own = await addChild(attacker, "Own");
    const before = (await db.select().from(appointments)).length;

    await expect((await as(attacker)).appointments.book(booking({ childId }))).rejects.toMatchObject({ code: "NOT_FOUND", message: CHILD_NOT_FOUND });
    await expect((await as(null)).appointments.book(booking({ childId }))).rejects.toMatchObject({ code: "NOT_FOUND", message: CHILD_NOT_FOUND });
    await expect((await as(attacker)).appointments.book(booking({ childId: "not-a-uuid" }))).rejects.toMatchObject({ code: "NOT_FOUND", message: CHILD_NOT_FOUND });

    const token = await bearerOf(attacker);
    const ids = [own, childId, randomUUID(), childId.toUpperCase()];
    const calls = ids.map((id) => booking({ childId: id }));
    const response = await fetch(`${app.url}/api/trpc/${ids.map(() => "appointments.book").join(",")}?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", authorization: `Bearer ${token}` },
      body: JSON.stringify(Object.fromEntries(calls.map((input, i) => [i, { json: input }]))),
    });
    const results = (await response.json()) as Array<{ result?: unknown; error?: { json: { message: string; data: { httpStatus: number } } } }>;
    expect(results[0]!.result).toBeDefined();
    expect(results.slice(1).map((r) => [r.error?.json.message, r.error?.json.data.httpStatus])).toEqual(Array(3).fill([CHILD_NOT_FOUND, 404]));

    const rest = await postBooking(booking({ childId }), { headers: { authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(404);
    expect(JSON.stringify(rest.json)).toContain(CHILD_NOT_FOUND);

    // Only the attacker's booking for their own child was made.
    const after = await db.select().from(appointments);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((visit) => visit.childId === childId)).toEqual([]);
  });

  it("an adult removed from the child is refused at the next booking", async () => {
    const first = await provedParent();
    const second = await provedParent();
    const childId = await sharedChild(first, second);
    await (await as(second)).appointments.book(booking({ childId }));
    await db.delete(childAdults).where(eq(childAdults.userId, second.id));
    await expect((await as(second)).appointments.book(booking({ childId }))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("a guest's child", () => {
  it("stays with the visit, and becomes a child of the account only once a code proves the booking's address", async () => {
    const email = `guest-${randomUUID()}@example.com`;
    const dateOfBirth = bornMonthsAgo(14);
    // REST: the documented body and the child's date of birth; the patient is the child.
    const response = await postBooking(booking({ patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email }, childDateOfBirth: dateOfBirth }));
    expect(response.status).toBe(201);
    const paidRest = (response.json as BookingResponse).data;
    expect((await simulatedAction(paidRest.session.id, "pay")).status).toBe(303);
    const first = await visitOf(paidRest.orderId);
    expect(first).toMatchObject({ childId: null, childDateOfBirth: dateOfBirth, patientName: "Rana Khoury" });
    // tRPC: the child's name and date of birth; the same child twice.
    const { orderId, session } = await (await as(null)).appointments.book(booking({ patient: { name: "x", phoneNumber: "+961 3 123 456", email: email.toUpperCase() }, child: { name: "rana  Khoury", dateOfBirth } }));
    await simulatedAction(session.id, "pay");
    expect(await visitOf(orderId)).toMatchObject({ childId: null, patientName: "rana  Khoury" });
    const childrenBefore = (await db.select().from(children)).length;

    // An account made with that address, even signed in, holds no child until a code proves it.
    const [account] = await db.insert(users).values({ email, firstName: "Rana", lastName: "Khoury" }).returning();
    const accountUser: SessionUser = { id: account!.id, email, firstName: "Rana", lastName: "Khoury", phoneNumber: null, role: "parent", locale: "en" };
    expect((await (await as(accountUser)).family.list()).children).toEqual([]);
    expect((await db.select().from(children)).length).toBe(childrenBefore);
    // Booking again, signed in but unproved: kept with the visit too.
    const unproved = await (await as(accountUser)).appointments.book(booking({ child: { name: "Rana Khoury", dateOfBirth } }));
    expect(await visitOf(unproved.orderId)).toMatchObject({ childId: null, childDateOfBirth: dateOfBirth });

    // The code: one child (same first name and date of birth), both paid visits its own, the unpaid hold not.
    const visitor = await as(null);
    await visitor.users.requestSignInCode({ email });
    await visitor.users.verifySignInCode({ email, otp: await latestCodeFor(email) });
    const { children: mine } = await (await as(accountUser)).family.list();
    expect(mine).toEqual([expect.objectContaining({ firstName: "Rana", lastName: "Khoury", dateOfBirth, myRole: "inviting" })]);
    const visits = await db.select().from(appointments).where(eq(appointments.childId, mine[0]!.id));
    expect(visits.map((v) => v.id).sort()).toEqual([first.id, (await visitOf(orderId)).id].sort());
    expect((await visitOf(unproved.orderId)).childId).toBeNull();
    // The consents given with those bookings now name the child (decision 049).
    const given = await db.select({ appointmentId: consents.appointmentId, childId: consents.childId }).from(consents).where(eq(consents.childId, mine[0]!.id));
    expect(given.map((c) => c.appointmentId).sort()).toEqual([first.id, (await visitOf(orderId)).id].sort());

    // A second proof attaches nothing twice.
    expect(await attachGuestChildren(db, { userId: account!.id, email })).toEqual([]);
    expect((await (await as(accountUser)).family.list()).children).toHaveLength(1);
  });

  it("typed with someone else's address: that account gets nothing while it only signs in with a password", async () => {
    const victim = await provedParent();
    const response = await postBooking(booking({ patient: { name: "Intruder Child", phoneNumber: "+961 3 123 456", email: victim.email }, childDateOfBirth: bornMonthsAgo(20) }));
    const { session } = (response.json as BookingResponse).data;
    await simulatedAction(session.id, "pay");
    // Listing visits, reading the family, booking: none of it attaches the child.
    await (await as(victim)).appointments.mine();
    await (await as(victim)).appointments.book(booking());
    expect((await (await as(victim)).family.list()).children).toEqual([]);
  });
});

describe("a declined card's second try", () => {
  it("checks the child again: a child archived, or past the service's ages at the visit, goes back to the form", async () => {
    const parent = await provedParent();
    const infantsOnly = await createService(db, { minAgeMonths: 0, maxAgeMonths: 11 });
    const retryOf = async (dateOfBirth: string, change: (childId: string) => Promise<unknown>) => {
      const childId = await addChild(parent, "Lina", dateOfBirth);
      const { orderId, session } = await (await as(parent)).appointments.book(booking({ childId, patient: { name: "typed", phoneNumber: "+961 3 123 456", email: parent.email } }, infantsOnly.id));
      await simulatedAction(session.id, "decline");
      await change(childId);
      return retryBooking({ db, provider: getPaymentProvider(), orderId, sessionId: session.id, publicUrl: "http://localhost:3000" });
    };
    // Unchanged: the same time, to pay again.
    expect(await retryOf(bornMonthsAgo(8), async () => {})).toMatchObject({ next: "checkout" });
    // Archived meanwhile.
    expect(await retryOf(bornMonthsAgo(8), (childId) => db.update(children).set({ archivedAt: new Date() }).where(eq(children.id, childId)))).toMatchObject({ next: "form" });
    // Its date of birth corrected to one the service does not take.
    expect(await retryOf(bornMonthsAgo(8), (childId) => db.update(children).set({ dateOfBirth: bornMonthsAgo(30) }).where(eq(children.id, childId)))).toMatchObject({ next: "form" });
  });
});

describe("services' age ranges", () => {
  it("are in the public answer, and the server refuses a child outside them under the service field", async () => {
    const babies = await createService(db, { name: "Newborn check", minAgeMonths: 0, maxAgeMonths: 11 });
    const listed = (await (await as(null)).appointments.listOnlineServices()).find((s) => s.id === babies.id);
    expect(listed).toMatchObject({ minAgeMonths: 0, maxAgeMonths: 11 });

    const parent = await provedParent();
    const toddler = await addChild(parent, "Sami", bornMonthsAgo(20));
    const refused = (await as(parent)).appointments.book(booking({ childId: toddler }, babies.id));
    // The caller's key; the edges (tRPC over HTTP, REST) answer its text in the caller's language.
    await expect(refused).rejects.toMatchObject({ code: "BAD_REQUEST", message: SERVICE_AGE_MESSAGE });
    await expect((await as(null)).appointments.book(booking({ child: { name: "Sami", dateOfBirth: bornMonthsAgo(20) } }, babies.id))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const rest = await postBooking(booking({ childDateOfBirth: bornMonthsAgo(20) }, babies.id));
    expect(rest.status).toBe(400);
    expect(rest.json).toMatchObject({ success: false, code: "BAD_REQUEST", fields: { service: "This service is not for a child of this age on that day. Please choose another." } });
    const inFrench = await postBooking(booking({ childDateOfBirth: bornMonthsAgo(20) }, babies.id), { headers: { "accept-language": "fr" } });
    expect(inFrench.json).toMatchObject({ fields: { service: expect.stringContaining("Ce service n’est pas prévu") } });

    // In range, the same service books; without a child (the documented body) no range applies.
    const baby = await addChild(parent, "Nour", bornMonthsAgo(3));
    await expect((await as(parent)).appointments.book(booking({ childId: baby }, babies.id))).resolves.toMatchObject({ orderId: expect.any(String) });
    expect((await postBooking(booking({}, babies.id))).status).toBe(201);
  });

  it("the back-office saves them, and refuses a youngest age above the oldest", async () => {
    const admin = await createAccount(db, "admin");
    const caller = await testCaller({ user: admin });
    const details = { name: "Teen talk", description: "For teenagers.", priceOnline: "40", priceOffline: "50", bookableOnline: true, imageUrl: "/images/services/adolescent-health.svg" };
    const created = await caller.admin.services.create({ ...details, minAgeMonths: 144, maxAgeMonths: null });
    expect(created).toMatchObject({ minAgeMonths: 144, maxAgeMonths: null });
    await expect(caller.admin.services.create({ ...details, minAgeMonths: 24, maxAgeMonths: 12 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.admin.services.create({ ...details, minAgeMonths: -1 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("either adult sees the child's visits", () => {
  it("including those the other adult booked, named by the child; another family's do not show", async () => {
    const first = await provedParent();
    const second = await createAccount(db, "parent"); // not proved: the child's visits show all the same
    const childId = await sharedChild(first, second);
    const { session } = await (await as(first)).appointments.book(booking({ childId }));
    await simulatedAction(session.id, "pay");
    const stranger = await provedParent();
    const other = await addChild(stranger, "Other");
    const theirs = await (await as(stranger)).appointments.book(booking({ childId: other }));
    await simulatedAction(theirs.session.id, "pay");

    const seen = await (await as(second)).appointments.mine();
    expect(seen.emailVerified).toBe(false);
    expect(seen.upcoming).toEqual([expect.objectContaining({ child: { id: childId, firstName: "Lina" }, status: "confirmed" })]);
    expect((await (await as(first)).appointments.mine()).upcoming.map((v) => v.child?.id)).toEqual([childId]);
  });
});
