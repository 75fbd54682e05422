import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as emailCopyRoute } from "~/app/api/appointments/confirmation/email/route";
import { GET as calendarRoute } from "~/app/api/appointments/manage/[appointmentId]/calendar/route";
import { POST as retryRoute } from "~/app/api/appointments/retry/route";
import { appointments, consents, payments, type services } from "~/server/db/schema";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { checkManageToken } from "~/server/services/appointments/manage-link";
import { readBookingConfirmation } from "~/server/services/payments/booking-confirmation";
import { releaseLapsedHolds } from "~/server/services/payments/expire-stale-payments";
import { retryBooking } from "~/server/services/payments/retry-booking";
import { callRoute, testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { deliveredMail } from "../support/jobs";
import { recipients } from "../support/outbox";
import { simulatedAction } from "../support/simulated-gateway";

// Issue 26: what the browser back from paying (or from a declined card) sees and may do, and what
// somebody who knows only the order number — shown on screen, read out over the phone — may not.

let service: typeof services.$inferSelect;
beforeAll(async () => {
  service = await onlineService(await testDb());
});

let week = 0;
/** A booking of its own day, with or without an e-mail address; the order and its checkout session. */
async function book(time: string, email: string | null = null, date = upcoming(3, 14 + 7 * week++)) {
  const response = await postBooking(bookingPayload(service.id, date, time, { patient: { name: "Layla Haddad", phoneNumber: "+961 3 123 456", email }, notes: "Fever since yesterday" }));
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  const { orderId, session } = (response.json as BookingResponse).data;
  return { date, orderId, sessionId: session.id };
}

function form(fields: Record<string, string>, page = "http://localhost:3000/ar/appointment/status/success") {
  return { method: "POST", body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000", referer: page } };
}

async function visitOf(orderId: string) {
  const db = await testDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  const [visit] = await db.select().from(appointments).where(eq(appointments.id, payment!.appointmentId!));
  return { payment: payment!, visit: visit! };
}

describe("the confirmation after paying", () => {
  it("shows the browser back from paying its visit and manage link; an order number alone, or with another checkout's session, opens nothing", async () => {
    const mine = await book("15:00");
    const paid = await simulatedAction(mine.sessionId, "pay");
    // The provider's return names the session; the pending page carries it on to the confirmation.
    expect(paid.location).toBe(`http://localhost:3000/appointment/status/pending/${mine.orderId}?session_id=${mine.sessionId}`);
    const db = await testDb();
    const shown = await readBookingConfirmation({ db, provider: getPaymentProvider(), orderId: mine.orderId, sessionId: mine.sessionId, locale: "fr" });
    expect(shown).toMatchObject({ booked: true, status: "confirmed", patientName: "Layla Haddad", serviceName: "Online Consultation", amountCents: 4500, email: null });
    expect(shown.videoVisit).toBe(true);
    expect(JSON.stringify(shown)).not.toMatch(/meet\.jit\.si|8x8\.vc|visit-[0-9a-f]{40}/);
    expect(checkManageToken(shown.appointmentId, shown.manageToken)).toBe("valid");

    // The attack: someone who knows the order number (and has a checkout of their own).
    const theirs = await book("16:00");
    for (const sessionId of [theirs.sessionId, `${mine.sessionId}x`, "sim_cs_guessedguessedguessed"]) {
      await expect(readBookingConfirmation({ db, provider: getPaymentProvider(), orderId: mine.orderId, sessionId, locale: "en" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    // Nor can they have it e-mailed to themselves, or fill a form with its details.
    const before = (await deliveredMail()).length;
    const forged = await callRoute(emailCopyRoute, { url: "http://localhost:3000/api/appointments/confirmation/email", ...form({ order: mine.orderId, session_id: theirs.sessionId, email: "attacker@example.com" }) });
    expect(forged.status).toBe(404);
    expect((await deliveredMail()).length).toBe(before);
    await expect((await testCaller()).appointments.retryDetails({ orderId: mine.orderId, sessionId: theirs.sessionId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("e-mails the confirmation, with its manage link and calendar file, to an address typed on the page, keeping nothing; a few times an hour", async () => {
    const { orderId, sessionId } = await book("15:30");
    await simulatedAction(sessionId, "pay");
    const to = `copy-${Date.now()}@example.com`;
    const sent = await callRoute(emailCopyRoute, { url: "http://localhost:3000/api/appointments/confirmation/email", ...form({ order: orderId, session_id: sessionId, email: to, lang: "ar" }) });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/ar/appointment/status/success?order=${orderId}&session_id=${sessionId}&copy=sent`);
    const mail = (await deliveredMail()).find((m) => recipients(m).includes(to))!;
    expect(mail.text).toContain(orderId);
    expect(mail.text).toMatch(/\/appointment\/manage\/[\w-]+\?t=/);
    expect(mail.attachments.find((a) => a.filename === "appointment.ics")!.content.toString()).toContain("BEGIN:VEVENT");
    // Only sent: the visit keeps no address, so nothing else goes there and no account sees it.
    expect((await visitOf(orderId)).visit.patientEmail).toBeNull();

    const typo = await callRoute(emailCopyRoute, { url: "http://localhost:3000/api/appointments/confirmation/email", ...form({ order: orderId, session_id: sessionId, email: "not-an-address", lang: "en" }) });
    expect(typo.headers.get("location")).toContain("&copy=invalid");
    for (const outcome of ["sent", "sent", "limit"]) {
      const again = await callRoute(emailCopyRoute, { url: "http://localhost:3000/api/appointments/confirmation/email", ...form({ order: orderId, session_id: sessionId, email: to, lang: "en" }) });
      expect(again.headers.get("location")).toContain(`&copy=${outcome}`);
    }
  });

  it("gives the visit's .ics by its manage link, and nothing for a tampered one", async () => {
    const { orderId, sessionId } = await book("16:30");
    await simulatedAction(sessionId, "pay");
    const shown = await readBookingConfirmation({ db: await testDb(), provider: getPaymentProvider(), orderId, sessionId, locale: "en" });
    const url = (token: string) => `http://localhost:3000/api/appointments/manage/${shown.appointmentId}/calendar?t=${token}&lang=fr`;
    const response = await calendarRoute(new Request(url(shown.manageToken!)), { params: Promise.resolve({ appointmentId: shown.appointmentId }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("appointment.ics");
    const ics = await response.text();
    expect(ics).toContain(`DTSTART:${shown.startsAt.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`);
    // An online visit's event leads to the visit's page (its signed link), never to a room.
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain(`/appointment/manage/${shown.appointmentId}?t=${shown.manageToken!}`);
    expect(ics).not.toMatch(/meet\.jit\.si|8x8\.vc|visit-[0-9a-f]{40}/);
    const tampered = await calendarRoute(new Request(url(`${shown.manageToken!.slice(0, -2)}xx`)), { params: Promise.resolve({ appointmentId: shown.appointmentId }) });
    expect(tampered.status).toBe(403);
  });
});

describe("Try again after a declined card", () => {
  it("keeps the slot while its hold lasts and goes straight to a new payment of the same booking", async () => {
    const { date, orderId, sessionId } = await book("17:00");
    expect((await simulatedAction(sessionId, "decline")).location).toBe(`http://localhost:3000/appointment/status/failure?order=${orderId}&session_id=${sessionId}`);
    const declined = await visitOf(orderId);
    expect(declined.payment.status).toBe("failed");
    expect(declined.visit.status).toBe("pending");
    // Nobody else can take the time meanwhile.
    expect((await (await testCaller()).appointments.timeSlots({ date })).slots.find((s) => s.startTime === "17:00")).toMatchObject({ available: false });
    expect((await postBooking(bookingPayload(service.id, date, "17:00"))).status).toBe(409);

    const retried = await callRoute(retryRoute, { url: "http://localhost:3000/api/appointments/retry", ...form({ order: orderId, session_id: sessionId, lang: "fr" }, "http://localhost:3000/fr/appointment/status/failure") });
    expect(retried.status).toBe(303);
    const checkout = retried.headers.get("location")!;
    expect(checkout).toMatch(/\/pay\/sim_cs_/);
    const db = await testDb();
    const attempts = await db.select().from(payments).where(eq(payments.appointmentId, declined.visit.id));
    expect(attempts.map((p) => p.status).sort()).toEqual(["failed", "pending"]);
    const second = attempts.find((p) => p.status === "pending")!;
    expect(second.id).not.toBe(orderId);
    // The rest of the hold's minutes, not new ones.
    expect(second.expiresAt.getTime()).toBe(declined.visit.holdExpiresAt!.getTime());
    expect(second.amountCents).toBe(4500);

    const newSession = /\/pay\/(sim_cs_[\w-]+)/.exec(checkout)![1]!;
    expect((await simulatedAction(newSession, "pay")).location).toContain(`/appointment/status/pending/${second.id}?session_id=${newSession}`);
    expect((await visitOf(second.id)).visit).toMatchObject({ id: declined.visit.id, status: "confirmed", patientName: "Layla Haddad", notes: "Fever since yesterday" });
  });

  it("after the hold the sweeper frees the slot; a try then books the same time if free, else the form gets the details back", async () => {
    const { date, orderId, sessionId } = await book("17:30");
    await simulatedAction(sessionId, "decline");
    const db = await testDb();
    const { visit } = await visitOf(orderId);
    const later = new Date(visit.holdExpiresAt!.getTime() + 60_000);
    expect(await releaseLapsedHolds({ db, now: later })).toBeGreaterThanOrEqual(1);
    expect((await visitOf(orderId)).visit.status).toBe("expired");

    const again = await retryBooking({ db, provider: getPaymentProvider(), orderId, sessionId, publicUrl: "http://localhost:3000", now: later });
    expect(again).toMatchObject({ next: "checkout", url: expect.stringMatching(/\/pay\/sim_cs_/) });
    // The new visit carries the consent the first was booked with (decision 049): the first, never paid, will be pruned with its own.
    const carried = await db
      .select({ appointmentId: consents.appointmentId, page: consents.page, noticeVersion: consents.noticeVersion })
      .from(consents)
      .innerJoin(appointments, eq(appointments.id, consents.appointmentId))
      .where(and(eq(appointments.startsAt, visit.startsAt), eq(consents.purpose, "health_data_care")));
    expect(carried).toHaveLength(2);
    expect(new Set(carried.map((c) => c.appointmentId)).size).toBe(2);
    expect(carried.map((c) => [c.page, c.noticeVersion])).toEqual([carried[0]!, carried[0]!].map((c) => [c.page, c.noticeVersion]));

    // A parent leaves the payment page (Cancel frees the time at once) and another family takes it:
    // their try cannot have it, and the booking form gets what they typed back.
    const left = await book("18:00", null, date);
    await simulatedAction(left.sessionId, "cancel");
    await book("18:00", "other-family@example.com", date);
    expect(await retryBooking({ db, provider: getPaymentProvider(), orderId: left.orderId, sessionId: left.sessionId, publicUrl: "http://localhost:3000" })).toMatchObject({ next: "form" });
    expect(await (await testCaller()).appointments.retryDetails({ orderId: left.orderId, sessionId: left.sessionId })).toEqual({
      service: service.id,
      name: "Layla Haddad",
      phoneNumber: "+9613123456",
      email: "",
      notes: "Fever since yesterday",
      date,
    });
  });
});
