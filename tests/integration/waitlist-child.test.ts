import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { beirutDate } from "~/lib/calendar-date";
import { beirutTime } from "~/lib/beirut-time";
import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { appointments, childAdults, users, waitlistEntries, type services } from "~/server/db/schema";
import { SERVICE_AGE_MESSAGE } from "~/server/services/appointments/book-appointment";
import { forgetTakenSlots } from "~/server/services/appointments/list-time-slots";
import { scheduledSlots } from "~/server/services/appointments/schedule-cache";
import { CHILD_NOT_FOUND } from "~/server/services/family/child-access";
import { testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount, createService } from "../support/factories";
import { deliveredMail, runQueuedJobs } from "../support/jobs";
import { recipients } from "../support/outbox";
import { simulatedAction } from "../support/simulated-gateway";

// The waiting list carries the child (decision 054): a signed-in parent's child by id, or a guest's
// child by name and date of birth, kept with the place; the visit booked from its offer is that
// child's.

let db: Database;
let service: typeof services.$inferSelect;
beforeAll(async () => {
  db = await testDb();
  service = await onlineService(db);
});

let counter = 0;
const unique = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;
const as = (user: SessionUser | null) => testCaller({ user, from: `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

/** A date of birth `months` whole months before today (Beirut), a few days earlier so the count is whole. */
function bornMonthsAgo(months: number): string {
  const [y, m, d] = beirutDate(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - months, d - 3)).toISOString().slice(0, 10);
}

async function provedParent(): Promise<SessionUser> {
  const parent = await createAccount(db, "parent");
  await db.update(users).set({ emailVerified: new Date() }).where(eq(users.id, parent.id));
  return parent;
}

async function addChild(user: SessionUser, firstName: string, dateOfBirth = bornMonthsAgo(8)) {
  return (await (await as(user)).family.add({ firstName, lastName: "Khoury", dateOfBirth, healthDataConsent: true })).id;
}

/** Fills a day: one paid booking (its manage link cancels it later), every other time taken. */
async function fullDay(date: string, paidTime = "16:00") {
  const email = unique("booked");
  const response = await postBooking(bookingPayload(service.id, date, paidTime, { patient: { name: "Rana Haddad", phoneNumber: "+961 3 123 456", email } }));
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  const { session } = (response.json as BookingResponse).data;
  const others = (await scheduledSlots(db, date)).filter((slot) => beirutTime(slot.startsAt) !== paidTime);
  await db.insert(appointments).values(
    others.map((slot) => ({ serviceId: service.id, patientName: "Other Family", patientPhone: "+9613000000", startsAt: slot.startsAt, endsAt: slot.endsAt, status: "confirmed" as const })),
  );
  forgetTakenSlots();
  expect((await simulatedAction(session.id, "pay")).status).toBe(303);
  const confirmation = (await deliveredMail()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment confirmed"))!;
  const link = new URL(/https?:\/\/\S+\/appointment\/manage\/\S+/.exec(confirmation.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
  return { appointmentId: link.pathname.split("/").at(-1)!, token: link.searchParams.get("t")! };
}

/** Frees the paid time of a full day and answers the offer e-mailed to `email`. */
async function offerAfterCancel(visit: { appointmentId: string; token: string }, email: string) {
  await (await as(null)).appointments.cancelMine(visit);
  await runQueuedJobs({ names: ["offer-freed-time"] });
  const mail = (await deliveredMail()).filter((m) => recipients(m).includes(email) && m.subject?.startsWith("A time has freed up"));
  expect(mail).toHaveLength(1);
  const link = new URL(/https?:\/\/\S+\/appointment\/waitlist\/\S+/.exec(mail[0]!.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
  return { offerId: link.pathname.split("/").at(-1)!, token: link.searchParams.get("t")! };
}

/** Books the offered time and pays: the visit made. */
async function claimAndPay(offer: { offerId: string; token: string }, serviceId = service.id) {
  const claimed = await (await as(null)).appointments.claimWaitlistOffer({ ...offer, service: serviceId, notes: "", healthDataConsent: true });
  expect((await simulatedAction(new URL(claimed.checkoutUrl).pathname.split("/").at(-1)!, "pay")).status).toBe(303);
  const view = await (await as(null)).appointments.waitlistOffer(offer);
  const [visit] = await db.select().from(appointments).where(and(eq(appointments.startsAt, view.startsAt), inArray(appointments.status, ["confirmed"])));
  return visit!;
}

/** The visits My appointments lists for an account. */
async function visitsSeenBy(user: SessionUser) {
  const mine = await (await as(user)).appointments.mine();
  return [...mine.upcoming, ...mine.past].map((visit) => visit.id);
}

const place = (parent: { email: string }, date: string, extra: Record<string, unknown> = {}) => ({
  date,
  name: "Typed Name",
  email: parent.email,
  phoneNumber: "+961 3 123 456",
  ...extra,
});

describe("a place on the waiting list for a child", () => {
  it("a signed-in parent's child by id: the place is the child's, and so is the visit booked from its offer (its age checked)", async () => {
    const date = upcoming(2, 9);
    const visit = await fullDay(date);
    const parent = await provedParent();
    const lina = await addChild(parent, "Lina");
    expect(await (await as(parent)).appointments.joinWaitlist(place(parent, date, { childId: lina }))).toEqual({ date, confirmed: true, place: 1 });
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, parent.email));
    expect(entry).toMatchObject({ childId: lina, userId: parent.id, childDateOfBirth: null, patientName: "Lina Khoury" });

    const offer = await offerAfterCancel(visit, parent.email);
    // A newborn's service is not for an eight-month-old: refused as on the booking form.
    const newborn = await createService(db, { name: "Newborn check", minAgeMonths: 0, maxAgeMonths: 3 });
    await expect((await as(null)).appointments.claimWaitlistOffer({ ...offer, service: newborn.id, notes: "", healthDataConsent: true })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: SERVICE_AGE_MESSAGE,
    });
    const booked = await claimAndPay(offer);
    expect(booked).toMatchObject({ childId: lina, patientName: "Lina Khoury", patientEmail: parent.email, childDateOfBirth: null });
    // The other adult of the child sees the visit too (decision 046).
    const second = await provedParent();
    await db.insert(childAdults).values({ childId: lina, userId: second.id, role: "invited" });
    expect(await visitsSeenBy(second)).toContain(booked.id);
  });

  it("another family's child, a guessed id, or any id from a guest: the one 'Child not found.', and no place", async () => {
    const date = upcoming(3, 9);
    await fullDay(date);
    const victim = await provedParent();
    const attacker = await provedParent();
    const childId = await addChild(victim, "Nour");
    for (const [caller, id] of [
      [attacker, childId],
      [attacker, "00000000-0000-4000-8000-000000000000"],
      [attacker, "not-a-uuid"],
      [null, childId],
    ] as const) {
      await expect((await as(caller)).appointments.joinWaitlist(place(attacker, date, { childId: id }))).rejects.toMatchObject({ code: "NOT_FOUND", message: CHILD_NOT_FOUND });
    }
    expect(await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, attacker.email))).toEqual([]);
  });

  it("a guest's child by name and date of birth: kept with the place, then with the visit as a guest's child", async () => {
    const date = upcoming(4, 9);
    const visit = await fullDay(date);
    const guest = { email: unique("guest") };
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await expect((await as(null)).appointments.joinWaitlist(place(guest, date, { name: "Sami Haddad", dateOfBirth: future }))).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const born = bornMonthsAgo(14);
    expect(await (await as(null)).appointments.joinWaitlist(place(guest, date, { name: "Sami Haddad", dateOfBirth: born }))).toMatchObject({ confirmed: false });
    const confirm = (await deliveredMail()).find((m) => recipients(m).includes(guest.email) && m.subject?.startsWith("Confirm your place"))!;
    const link = new URL(/https?:\/\/\S+\/appointment\/waitlist\/confirm\/\S+/.exec(confirm.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
    await (await as(null)).appointments.confirmWaitlistPlace({ entryId: link.pathname.split("/").at(-1)!, token: link.searchParams.get("t")! });
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, guest.email));
    expect(entry).toMatchObject({ childId: null, userId: null, childDateOfBirth: born, patientName: "Sami Haddad" });

    const booked = await claimAndPay(await offerAfterCancel(visit, guest.email));
    expect(booked).toMatchObject({ childId: null, childDateOfBirth: born, patientName: "Sami Haddad", patientEmail: guest.email });
  });

  it("an adult removed from the child after joining: the visit keeps the name only, not the child", async () => {
    const date = upcoming(5, 9);
    const visit = await fullDay(date);
    const first = await provedParent();
    const second = await provedParent();
    const childId = await addChild(first, "Lea");
    await db.insert(childAdults).values({ childId, userId: second.id, role: "invited" });
    expect(await (await as(second)).appointments.joinWaitlist(place(second, date, { childId }))).toMatchObject({ confirmed: true });
    await (await as(first)).family.removeAdult({ childId, adultId: second.id });

    const booked = await claimAndPay(await offerAfterCancel(visit, second.email));
    expect(booked).toMatchObject({ childId: null, childDateOfBirth: null, patientName: "Lea Khoury", patientEmail: second.email });
    expect(await visitsSeenBy(first)).not.toContain(booked.id);
  });
});
