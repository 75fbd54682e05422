import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as claimRoute } from "~/app/api/appointments/waitlist/[offerId]/claim/route";
import { POST as confirmRoute } from "~/app/api/appointments/waitlist/confirm/[entryId]/route";
import { GET as fullDaysRoute, POST as joinRoute } from "~/app/api/appointments/waitlist/route";
import { CURRENT_NOTICE_VERSION } from "~/config/privacy-notice";
import { waitlistPolicy } from "~/config/visit-policy";
import { addDays, beirutDate, beirutTime } from "~/lib/beirut-time";
import type { Database } from "~/server/db/client";
import { appointments, auditLog, slotHolds, users, waitlistEntries, waitlistOffers, type services } from "~/server/db/schema";
import { forgetTakenSlots } from "~/server/services/appointments/list-time-slots";
import { scheduledSlots } from "~/server/services/appointments/schedule-cache";
import { OFFER_LAPSED_MESSAGE, OFFER_TAKEN_MESSAGE } from "~/server/services/appointments/slot-holds";
import { DAY_CLOSED_MESSAGE, DAY_NOT_FULL_MESSAGE, handleLapsedHolds, joinWaitlist } from "~/server/services/appointments/waitlist";
import { BAD_CONFIRM_LINK, CONFIRM_LINK_EXPIRED, confirmWaitlistPlace } from "~/server/services/appointments/waitlist-confirmation";
import { pruneExpiredRows } from "~/server/services/maintenance/prune-expired-rows";
import { claimWaitlistOffer } from "~/server/services/appointments/waitlist-offer";
import type { PaymentProvider } from "~/server/payments/provider";
import { callRoute, testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { deliveredMail, runQueuedJobs } from "../support/jobs";
import { recipients } from "../support/outbox";
import { simulatedAction } from "../support/simulated-gateway";

let service: typeof services.$inferSelect;
let db: Database;
beforeAll(async () => {
  db = await testDb();
  service = await onlineService(db);
});

let counter = 0;
const unique = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;

/**
 * Fills a day: one paid booking made as a parent would (its manage link cancels it later), and
 * every other scheduled time taken by a confirmed visit.
 */
async function fullDay(date: string, paidTime: string, { pay = true } = {}) {
  const email = unique("booked");
  const response = await postBooking(bookingPayload(service.id, date, paidTime, { patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email } }));
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  const { session } = (response.json as BookingResponse).data;
  const others = (await scheduledSlots(db, date)).filter((slot) => beirutTime(slot.startsAt) !== paidTime);
  await db.insert(appointments).values(
    others.map((slot) => ({ serviceId: service.id, patientName: "Other Family", patientPhone: "+9613000000", startsAt: slot.startsAt, endsAt: slot.endsAt, status: "confirmed" as const })),
  );
  forgetTakenSlots();
  if (!pay) return { sessionId: session.id, appointmentId: "", token: "" };
  expect((await simulatedAction(session.id, "pay")).status).toBe(303);
  const confirmation = (await deliveredMail()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment confirmed"))!;
  const link = new URL(/https?:\/\/\S+\/appointment\/manage\/\S+/.exec(confirmation.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
  return { sessionId: session.id, appointmentId: link.pathname.split("/").at(-1)!, token: link.searchParams.get("t")! };
}

/** The offers e-mailed to each address: their ids and tokens, from the links in the mail. */
async function offersMailedTo(...emails: string[]) {
  const delivered = await deliveredMail();
  return emails.map((email) => offersIn(delivered.filter((m) => recipients(m).includes(email) && m.subject?.startsWith("A time has freed up"))));
}

function offersIn(mail: Awaited<ReturnType<typeof deliveredMail>>) {
  return mail.map((m) => {
    const link = new URL(/https?:\/\/\S+\/appointment\/waitlist\/\S+/.exec(m.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
    return { offerId: link.pathname.split("/").at(-1)!, token: link.searchParams.get("t")!, text: m.text ?? "" };
  });
}

function joiner(date: string, label: string) {
  return { date, name: `Parent ${label}`, email: unique(label), phoneNumber: "+961 3 123 456" };
}

/** The confirmation links e-mailed to an address (latest last): the place's id and token. */
async function confirmLinksMailedTo(email: string) {
  const mail = (await deliveredMail()).filter((m) => recipients(m).includes(email) && m.subject?.startsWith("Confirm your place on the waiting list"));
  return mail.map((m) => {
    const link = new URL(/https?:\/\/\S+\/appointment\/waitlist\/confirm\/\S+/.exec(m.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
    return { entryId: link.pathname.split("/").at(-1)!, token: link.searchParams.get("t")!, text: m.text ?? "", url: link };
  });
}

type Caller = Awaited<ReturnType<typeof testCaller>>;

/** Joins a day's line and confirms the place with the link e-mailed to the address, as the parent would. */
async function joinAndConfirm(caller: Caller, parent: ReturnType<typeof joiner>) {
  expect(await caller.appointments.joinWaitlist(parent)).toEqual({ date: parent.date, confirmed: false, place: null });
  const link = (await confirmLinksMailedTo(parent.email)).at(-1)!;
  return caller.appointments.confirmWaitlistPlace({ entryId: link.entryId, token: link.token });
}

describe("the waiting list", () => {
  it("is joined only for a full day in the next two months, with clear messages; joining twice keeps the first place", async () => {
    const date = upcoming(3, 9);
    const caller = await testCaller({ from: "198.51.100.20" });
    // A day with free times: book one of them instead.
    await expect(caller.appointments.joinWaitlist(joiner(date, "early"))).rejects.toMatchObject({ code: "BAD_REQUEST", message: DAY_NOT_FULL_MESSAGE });
    // A Sunday: no visits at all.
    await expect(caller.appointments.joinWaitlist(joiner(upcoming(7, 9), "sunday"))).rejects.toMatchObject({ message: DAY_CLOSED_MESSAGE });
    // Yesterday and a day beyond the calendar.
    for (const far of [addDays(beirutDate(new Date()), -1), addDays(beirutDate(new Date()), 90)]) {
      await expect(caller.appointments.joinWaitlist(joiner(far, "far"))).rejects.toMatchObject({ message: "Please choose a day within the next two months." });
    }
    // Bad fields: the shared schema's messages.
    await expect(caller.appointments.joinWaitlist({ ...joiner(date, "bad"), email: "not-an-address", phoneNumber: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });

    await fullDay(date, "16:00");
    expect(await caller.appointments.fullDays()).toContain(date);
    const first = joiner(date, "first");
    expect(await joinAndConfirm(caller, first)).toMatchObject({ date, state: "waiting", place: 1 });
    // The same parent again (upper-cased address, a double click): still first, one row.
    expect(await caller.appointments.joinWaitlist({ ...first, email: first.email.toUpperCase() })).toEqual({ date, confirmed: true, place: 1 });
    expect(await joinAndConfirm(caller, joiner(date, "second"))).toMatchObject({ place: 2 });
    const rows = await db.select().from(waitlistEntries).where(eq(waitlistEntries.date, date));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.email === first.email)).toHaveLength(1);
    expect(rows.find((r) => r.email === first.email)!.phone).toBe("+9613123456");
  });

  it("the REST path lists full days and answers a join with 201, or the one error shape", async () => {
    const date = upcoming(4, 9);
    await fullDay(date, "16:00");
    const days = await callRoute(fullDaysRoute, { url: "http://localhost:3000/api/appointments/waitlist" });
    expect(days.status).toBe(200);
    expect((days.json as { data: { days: string[] } }).data.days).toContain(date);
    const url = "http://localhost:3000/api/appointments/waitlist";
    const joined = await callRoute(joinRoute, { url, method: "POST", body: joiner(date, "rest"), from: "198.51.100.21" });
    expect(joined).toMatchObject({ status: 201, json: { success: true, data: { date, confirmed: false, place: null } } });
    const bad = await callRoute(joinRoute, { url, method: "POST", body: { ...joiner(date, "rest-bad"), name: "" }, from: "198.51.100.21" });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, code: "BAD_REQUEST", fields: { name: expect.any(String) } });
  });

  it("a cancelled time is kept for the first parents in line, e-mailed to them; the public cannot take it; the first to book gets it", async () => {
    const date = upcoming(5, 9);
    const visit = await fullDay(date, "16:00");
    const caller = await testCaller({ from: "198.51.100.22" });
    const first = joiner(date, "claim-first");
    const second = joiner(date, "claim-second");
    await joinAndConfirm(caller, first);
    await joinAndConfirm(caller, second);

    expect(await caller.appointments.cancelMine({ appointmentId: visit.appointmentId, token: visit.token })).toMatchObject({ status: "cancelled" });
    await runQueuedJobs({ names: ["offer-freed-time"] });
    const [offerToFirst, offerToSecond] = (await offersMailedTo(first.email, second.email)).map((offers) => offers[0]);
    expect(offerToFirst!.text).toContain("Book this time");
    expect(offerToSecond).toBeDefined();

    // The time shows as taken, and a booking of it from the public is refused with a reason.
    expect((await caller.appointments.timeSlots({ date })).slots.find((s) => s.startTime === "16:00")).toMatchObject({ available: false });
    const stranger = await postBooking(bookingPayload(service.id, date, "16:00", { patient: { name: "Someone Else", phoneNumber: "+961 3 123 456", email: unique("stranger") } }));
    expect(stranger.status).toBe(409);
    expect(stranger.json).toMatchObject({ success: false, message: expect.stringContaining("kept for a family on the waiting list") });

    const view = await caller.appointments.waitlistOffer({ offerId: offerToFirst!.offerId, token: offerToFirst!.token });
    expect(view).toMatchObject({ state: "held", patientName: first.name, email: first.email });
    const claim = { offerId: offerToFirst!.offerId, token: offerToFirst!.token, service: service.id, notes: "Fever", healthDataConsent: true as const };
    // A double click: one booking, the same checkout.
    const [claimed, again] = await Promise.all([caller.appointments.claimWaitlistOffer(claim), caller.appointments.claimWaitlistOffer(claim)]);
    expect(again.checkoutUrl).toBe(claimed.checkoutUrl);
    const checkout = new URL(claimed.checkoutUrl);
    const sessionId = checkout.pathname.split("/").at(-1)!;
    expect((await simulatedAction(sessionId, "pay")).status).toBe(303);
    const booked = await db.select().from(appointments).where(and(eq(appointments.startsAt, new Date(view.startsAt)), inArray(appointments.status, ["pending", "confirmed"])));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ status: "confirmed", patientName: first.name, patientEmail: first.email, notes: "Fever" });
    expect(await caller.appointments.waitlistOffer({ offerId: offerToFirst!.offerId, token: offerToFirst!.token })).toMatchObject({ state: "booked", checkoutUrl: null });
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, first.email));
    expect(entry!.status).toBe("booked");

    // The second parent's link now says it was taken; booking with it is refused.
    const secondClaim = { offerId: offerToSecond!.offerId, token: offerToSecond!.token, service: service.id, notes: "", healthDataConsent: true as const };
    expect(await caller.appointments.waitlistOffer(secondClaim)).toMatchObject({ state: "taken" });
    await expect(caller.appointments.claimWaitlistOffer(secondClaim)).rejects.toMatchObject({ code: "CONFLICT", message: OFFER_TAKEN_MESSAGE });
    // A forged token opens nothing.
    await expect(caller.appointments.waitlistOffer({ ...secondClaim, token: `${secondClaim.token}x` })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("two parents offered one time book it at the same moment: one booking, the other told it was taken", async () => {
    const date = upcoming(1, 16);
    const visit = await fullDay(date, "16:00");
    const caller = await testCaller({ from: "198.51.100.23" });
    const parents = [joiner(date, "race-a"), joiner(date, "race-b"), joiner(date, "race-c")];
    for (const parent of parents) await joinAndConfirm(caller, parent);
    await caller.appointments.cancelMine({ appointmentId: visit.appointmentId, token: visit.token });
    await runQueuedJobs({ names: ["offer-freed-time"] });
    const offers = (await offersMailedTo(...parents.map((p) => p.email))).map((o) => o[0]!);
    expect(offers).toHaveLength(3);
    const outcomes = await Promise.allSettled(offers.map((o) => caller.appointments.claimWaitlistOffer({ offerId: o.offerId, token: o.token, service: service.id, notes: "", healthDataConsent: true })));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const refused of outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected")) {
      expect(refused.reason).toMatchObject({ code: "CONFLICT", message: OFFER_TAKEN_MESSAGE });
    }
    const [slot] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offers[0]!.offerId));
    const active = await db.select().from(appointments).where(and(eq(appointments.startsAt, slot!.startsAt), inArray(appointments.status, ["pending", "confirmed"])));
    expect(active).toHaveLength(1);
  });

  it("a kept time nobody books goes to the next in line, then back to everyone", async () => {
    const date = upcoming(2, 16);
    const visit = await fullDay(date, "16:30");
    const caller = await testCaller({ from: "198.51.100.24" });
    const line = Array.from({ length: waitlistPolicy.offersPerFreedTime + 1 }, (_, i) => joiner(date, `lapse-${i}`));
    for (const parent of line) await joinAndConfirm(caller, parent);
    await caller.appointments.cancelMine({ appointmentId: visit.appointmentId, token: visit.token });
    await runQueuedJobs({ names: ["offer-freed-time"] });
    const firstRound = await offersMailedTo(...line.map((p) => p.email));
    expect(firstRound.map((o) => o.length)).toEqual([1, 1, 1, 0]);
    const [hold] = await db.select().from(slotHolds).where(eq(slotHolds.startsAt, (await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, firstRound[0]![0]!.offerId)))[0]!.startsAt));
    expect(hold!.expiresAt.getTime() - Date.now()).toBeGreaterThan((waitlistPolicy.holdMinutes - 1) * 60_000);

    // The minutes run out: the last parent is offered it (the first three are not asked again).
    const afterFirstHold = new Date(hold!.expiresAt.getTime() + 1000);
    expect(await handleLapsedHolds({ db, now: afterFirstHold })).toBe(1);
    // Handled once, whoever looks next.
    expect(await handleLapsedHolds({ db, now: afterFirstHold })).toBe(0);
    const secondRound = await offersMailedTo(...line.map((p) => p.email));
    expect(secondRound.map((o) => o.length)).toEqual([1, 1, 1, 1]);
    const lapsedOffer = firstRound[0]![0]!;
    await expect(
      caller.appointments.claimWaitlistOffer({ offerId: lapsedOffer.offerId, token: lapsedOffer.token, service: service.id, notes: "", healthDataConsent: true }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(new RegExp(`${OFFER_TAKEN_MESSAGE}|${OFFER_LAPSED_MESSAGE}`)) });

    // That one lapses too and nobody else waits: the hold is dropped, anyone can book the time.
    const [secondHold] = await db.select().from(slotHolds).where(eq(slotHolds.startsAt, hold!.startsAt));
    expect(await handleLapsedHolds({ db, now: new Date(secondHold!.expiresAt.getTime() + 1000) })).toBe(1);
    expect(await db.select().from(slotHolds).where(eq(slotHolds.startsAt, hold!.startsAt))).toHaveLength(0);
    const time = beirutTime(hold!.startsAt);
    expect((await caller.appointments.timeSlots({ date })).slots.find((s) => s.startTime === time)).toMatchObject({ available: true });
    const anyone = await postBooking(bookingPayload(service.id, date, time, { patient: { name: "Anyone", phoneNumber: "+961 3 123 456", email: unique("anyone") } }));
    expect(anyone.status).toBe(201);
  });

  it("an unpaid booking given up at the checkout frees its time to the waiting list", async () => {
    const date = upcoming(4, 16);
    const unpaid = await fullDay(date, "16:00", { pay: false });
    const others = (await scheduledSlots(db, date)).filter((slot) => beirutTime(slot.startsAt) !== "16:00");
    expect(others.length).toBeGreaterThan(0);
    const caller = await testCaller({ from: "198.51.100.26" });
    const parent = joiner(date, "released");
    expect(await joinAndConfirm(caller, parent)).toMatchObject({ date, place: 1 });
    expect((await simulatedAction(unpaid.sessionId, "cancel")).status).toBe(303);
    await runQueuedJobs({ names: ["offer-freed-time"] });
    const offer = (await offersMailedTo(parent.email))[0]![0];
    expect(await caller.appointments.waitlistOffer({ offerId: offer!.offerId, token: offer!.token })).toMatchObject({ state: "held" });
  });

  it("a checkout that cannot be opened gives the parent the kept time back, to try again", async () => {
    const date = upcoming(5, 16);
    const visit = await fullDay(date, "16:00");
    const caller = await testCaller({ from: "198.51.100.27" });
    const parent = joiner(date, "provider-down");
    await joinAndConfirm(caller, parent);
    await caller.appointments.cancelMine({ appointmentId: visit.appointmentId, token: visit.token });
    await runQueuedJobs({ names: ["offer-freed-time"] });
    const offer = (await offersMailedTo(parent.email))[0]![0]!;
    const down = {
      name: "simulated",
      createCheckout: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    } as unknown as PaymentProvider;
    await expect(
      claimWaitlistOffer({ db, provider: down, offerId: offer.offerId, token: offer.token, service: service.id, notes: "", consent: { page: "test" }, publicUrl: "http://localhost:3000" }),
    ).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    // Still kept for them, still theirs to book; nobody else can take it meanwhile.
    expect(await caller.appointments.waitlistOffer({ offerId: offer.offerId, token: offer.token })).toMatchObject({ state: "held" });
    const stranger = await postBooking(bookingPayload(service.id, date, "16:00", { patient: { name: "Someone Else", phoneNumber: "+961 3 123 456", email: unique("stranger") } }));
    expect(stranger.status).toBe(409);
    const claimed = await caller.appointments.claimWaitlistOffer({ offerId: offer.offerId, token: offer.token, service: service.id, notes: "", healthDataConsent: true });
    expect(claimed.checkoutUrl).toMatch(/\/pay\//);
  });

  it("the offer page's form books and goes to the checkout; a refusal goes back to the page with its reason", async () => {
    const date = upcoming(3, 16);
    const visit = await fullDay(date, "16:00");
    const caller = await testCaller({ from: "198.51.100.25" });
    const parents = [joiner(date, "form-a"), joiner(date, "form-b")];
    for (const parent of parents) await joinAndConfirm(caller, parent);
    await caller.appointments.cancelMine({ appointmentId: visit.appointmentId, token: visit.token });
    await runQueuedJobs({ names: ["offer-freed-time"] });
    const [a, b] = (await offersMailedTo(...parents.map((p) => p.email))).map((o) => o[0]!);
    const post = (offer: { offerId: string; token: string }, form: Record<string, string>) =>
      callRoute(claimRoute, {
        url: `http://localhost:3000/api/appointments/waitlist/${offer.offerId}/claim?t=${encodeURIComponent(offer.token)}&from=page`,
        method: "POST",
        body: new URLSearchParams(form).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        params: { offerId: offer.offerId },
      });
    // No service chosen: back to the page, nothing booked.
    const missing = await post(a!, { notes: "" });
    expect(missing.status).toBe(303);
    expect(missing.headers.get("location")).toContain("failed=service");
    // Unticked, the consent for the child's health information is asked for, nothing booked (decision 049).
    const unticked = await post(a!, { service: service.id, notes: "Rash" });
    expect(unticked.headers.get("location")).toContain("failed=consent");
    const booked = await post(a!, { service: service.id, notes: "Rash", healthDataConsent: CURRENT_NOTICE_VERSION });
    expect(booked.status).toBe(303);
    expect(booked.headers.get("location")).toMatch(/\/pay\/[^/]+$/);
    const late = await post(b!, { service: service.id, notes: "", healthDataConsent: CURRENT_NOTICE_VERSION });
    expect(late.headers.get("location")).toBe(`/appointment/waitlist/${b!.offerId}?${new URLSearchParams({ t: b!.token, failed: "taken" })}`);
  });
});

describe("a place counts once its address is confirmed (issue 25)", () => {
  it("the flood: 30 unconfirmed joins from one network hold no place and are offered nothing; the parent who confirms is first and gets the freed time", async () => {
    const date = upcoming(1, 23);
    const visit = await fullDay(date, "16:00");
    const script = await testCaller({ from: "198.51.100.40" });
    const flood = Array.from({ length: 30 }, (_, i) => joiner(date, `flood-${i}`));
    for (const fake of flood) expect(await script.appointments.joinWaitlist(fake)).toEqual({ date, confirmed: false, place: null });
    // The per-network limit still stops the 31st.
    await expect(script.appointments.joinWaitlist(joiner(date, "flood-31"))).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });

    const parent = joiner(date, "real");
    expect(await joinAndConfirm(await testCaller({ from: "198.51.100.41" }), parent)).toMatchObject({ date, state: "waiting", place: 1 });
    await script.appointments.cancelMine({ appointmentId: visit.appointmentId, token: visit.token });
    await runQueuedJobs({ names: ["offer-freed-time"] });
    const [toParent, ...toFlood] = await offersMailedTo(parent.email, ...flood.map((f) => f.email));
    expect(toParent).toHaveLength(1);
    expect(toFlood.flat()).toHaveLength(0);
  });

  it("a wrong, forged, malformed or expired link confirms nothing", async () => {
    const date = upcoming(2, 23);
    await fullDay(date, "16:00");
    const caller = await testCaller({ from: "198.51.100.42" });
    const [a, b] = [joiner(date, "link-a"), joiner(date, "link-b")];
    await caller.appointments.joinWaitlist(a);
    await caller.appointments.joinWaitlist(b);
    const [linkA] = await confirmLinksMailedTo(a.email);
    const [linkB] = await confirmLinksMailedTo(b.email);
    // A's token on B's place, a changed signature, a token with a later expiry written in.
    const [expires, signature] = linkA!.token.split(".");
    for (const token of [linkA!.token, `${expires}.${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`, `${Number(expires) + 3600}.${signature}`]) {
      await expect(caller.appointments.confirmWaitlistPlace({ entryId: linkB!.entryId, token })).rejects.toMatchObject({ code: "FORBIDDEN", message: BAD_CONFIRM_LINK });
    }
    await expect(caller.appointments.confirmWaitlistPlace({ entryId: "not-a-place", token: linkB!.token })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // B's own link, a day and a minute later: too late.
    const late = new Date(Date.now() + (waitlistPolicy.confirmHours * 60 + 1) * 60_000);
    await expect(confirmWaitlistPlace({ db, entryId: linkB!.entryId, token: linkB!.token, now: late })).rejects.toMatchObject({ code: "BAD_REQUEST", message: CONFIRM_LINK_EXPIRED });
    // Over REST: the one error shape.
    const forged = await callRoute(confirmRoute, {
      url: `http://localhost:3000/api/appointments/waitlist/confirm/${linkB!.entryId}?t=${encodeURIComponent(linkA!.token)}`,
      method: "POST",
      params: { entryId: linkB!.entryId },
    });
    expect(forged).toMatchObject({ status: 403, json: { success: false, code: "FORBIDDEN", message: BAD_CONFIRM_LINK } });
    const inFrench = await callRoute(confirmRoute, {
      url: `http://localhost:3000/api/appointments/waitlist/confirm/${linkB!.entryId}?t=${encodeURIComponent(linkA!.token)}`,
      method: "POST",
      headers: { "accept-language": "fr" },
      params: { entryId: linkB!.entryId },
    });
    expect(inFrench.json).toMatchObject({ message: "Ce lien n’est pas valide. Utilisez le lien de l’e-mail de la clinique, ou appelez-nous." });
    const unconfirmed = await db.select({ confirmedAt: waitlistEntries.confirmedAt }).from(waitlistEntries).where(eq(waitlistEntries.date, date));
    expect(unconfirmed).toEqual([{ confirmedAt: null }, { confirmedAt: null }]);
    // B's own link, in time, confirms; A's place is still not in the line.
    expect(await caller.appointments.confirmWaitlistPlace({ entryId: linkB!.entryId, token: linkB!.token })).toMatchObject({ state: "waiting", place: 1 });
  });

  it("parallel confirmations of one place set it once and answer the same place; of two places, two different places", async () => {
    const date = upcoming(3, 23);
    await fullDay(date, "16:00");
    const caller = await testCaller({ from: "198.51.100.43" });
    const parents = [joiner(date, "twice-a"), joiner(date, "twice-b")];
    for (const parent of parents) await caller.appointments.joinWaitlist(parent);
    const [linkA] = await confirmLinksMailedTo(parents[0]!.email);
    const [linkB] = await confirmLinksMailedTo(parents[1]!.email);
    const confirm = (link: { entryId: string; token: string }) => caller.appointments.confirmWaitlistPlace({ entryId: link.entryId, token: link.token });
    const answers = await Promise.all([...Array.from({ length: 6 }, () => confirm(linkA!)), confirm(linkB!)]);
    const placesOfA = new Set(answers.slice(0, 6).map((answer) => answer.place));
    expect(placesOfA.size).toBe(1);
    expect([...placesOfA, answers[6]!.place].sort()).toEqual([1, 2]);
    const rows = await db.select({ confirmedAt: waitlistEntries.confirmedAt }).from(waitlistEntries).where(eq(waitlistEntries.id, linkA!.entryId));
    expect(rows).toHaveLength(1);
    // Confirmed once: a later click changes nothing.
    expect(await confirm(linkA!)).toMatchObject({ place: answers[0]!.place });
    // The parent's own changes are audited (issue 25): one join, one confirmation, for 7 clicks.
    const audited = await db.select({ action: auditLog.action, via: auditLog.actorVia, email: auditLog.actorEmail }).from(auditLog).where(eq(auditLog.entityId, linkA!.entryId)).orderBy(auditLog.at);
    expect(audited).toEqual([
      { action: "join waiting list", via: "form", email: parents[0]!.email },
      { action: "confirm waiting-list place", via: "e-mailed link", email: parents[0]!.email },
    ]);
    expect((await db.select({ confirmedAt: waitlistEntries.confirmedAt }).from(waitlistEntries).where(eq(waitlistEntries.id, linkA!.entryId)))[0]).toEqual(rows[0]);
  });

  it("a signed-in parent whose address is proved needs no e-mail; an unproved account or another address does", async () => {
    const date = upcoming(4, 23);
    await fullDay(date, "16:00");
    const account = async (label: string, proved: boolean) => {
      const email = unique(label);
      const [row] = await db.insert(users).values({ email, firstName: "Rana", lastName: "Khoury", emailVerified: proved ? new Date() : null }).returning({ id: users.id });
      const user = { id: row!.id, email, firstName: "Rana", lastName: "Khoury", phoneNumber: null, role: "parent" as const, locale: "en" as const };
      return { user, caller: await testCaller({ user, from: "198.51.100.44" }) };
    };
    const proved = await account("proved", true);
    expect(await proved.caller.appointments.joinWaitlist({ ...joiner(date, "x"), email: proved.user.email.toUpperCase() })).toEqual({ date, confirmed: true, place: 1 });
    expect(await confirmLinksMailedTo(proved.user.email)).toHaveLength(0);
    const unproved = await account("unproved", false);
    expect(await unproved.caller.appointments.joinWaitlist({ ...joiner(date, "y"), email: unproved.user.email })).toMatchObject({ confirmed: false });
    const other = joiner(date, "someone-else");
    expect(await proved.caller.appointments.joinWaitlist(other)).toMatchObject({ confirmed: false });
    expect(await confirmLinksMailedTo(other.email)).toHaveLength(1);
  });

  it("the e-mail speaks the parent's language; the link's page form confirms and comes back to the page; unconfirmed places expire", async () => {
    const date = upcoming(5, 23);
    await fullDay(date, "16:00");
    const parent = joiner(date, "francais");
    const asked = new Date();
    expect(await joinWaitlist({ db, input: parent, headers: new Headers({ "x-forwarded-for": "198.51.100.45" }), locale: "fr", now: asked })).toMatchObject({ confirmed: false });
    const [mail] = (await deliveredMail()).filter((m) => recipients(m).includes(parent.email));
    expect(mail!.subject).toMatch(/^Confirmez votre place sur la liste d’attente du /);
    expect(mail!.text).toContain(`/fr/appointment/waitlist/confirm/`);
    expect(mail!.text).toContain("Confirmer ma place");
    const arabic = joiner(date, "arabic");
    await joinWaitlist({ db, input: arabic, headers: new Headers({ "x-forwarded-for": "198.51.100.45" }), locale: "ar" });
    const [arabicMail] = (await deliveredMail()).filter((m) => recipients(m).includes(arabic.email));
    expect(arabicMail!.subject).toMatch(/^أكّد مكانك على قائمة انتظار يوم /);
    expect(arabicMail!.text).toContain("/ar/appointment/waitlist/confirm/");
    const url = new URL(/https?:\/\/\S+\/fr\/appointment\/waitlist\/confirm\/\S+/.exec(mail!.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
    const entryId = url.pathname.split("/").at(-1)!;
    const posted = await callRoute(confirmRoute, {
      url: `http://localhost:3000/api/appointments/waitlist/confirm/${entryId}?${new URLSearchParams({ t: url.searchParams.get("t")!, from: "page" })}`,
      method: "POST",
      body: "confirm=1",
      headers: { "content-type": "application/x-www-form-urlencoded", referer: `http://localhost:3000/fr/appointment/waitlist/confirm/${entryId}` },
      params: { entryId },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`/fr/appointment/waitlist/confirm/${entryId}?${new URLSearchParams({ t: url.searchParams.get("t")! })}`);
    expect((await db.select({ confirmedAt: waitlistEntries.confirmedAt }).from(waitlistEntries).where(eq(waitlistEntries.id, entryId)))[0]!.confirmedAt).not.toBeNull();

    // Another family asks the day before and never confirms: a day later their place is gone, the confirmed one stays.
    const dayBefore = new Date(asked.getTime() - 24 * 60 * 60_000 - 60_000);
    const forgetful = joiner(date, "forgetful");
    await joinWaitlist({ db, input: forgetful, headers: new Headers({ "x-forwarded-for": "198.51.100.46" }), now: dayBefore });
    await pruneExpiredRows({ db });
    const left = await db.select({ email: waitlistEntries.email }).from(waitlistEntries).where(eq(waitlistEntries.date, date));
    expect(left.map((row) => row.email).sort()).toEqual([arabic.email, parent.email].sort());
  });
});
