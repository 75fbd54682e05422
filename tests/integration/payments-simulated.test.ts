import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as simulatedPay } from "~/app/api/payments/simulated/[sessionId]/route";
import { POST as trpcPost } from "~/app/api/trpc/[trpc]/route";
import { POST as simulatedWebhook } from "~/app/api/webhooks/simulated/route";
import { POST as stripeWebhook } from "~/app/api/webhooks/stripe/route";
import { appointments, payments, simulatedCheckoutSessions, type services } from "~/server/db/schema";
import { getPaymentProvider, getSimulatedGateway } from "~/server/payments/get-payment-provider";
import { expireStalePayments } from "~/server/services/payments/expire-stale-payments";
import { getOrderStatus } from "~/server/services/payments/get-order-status";
import { callRoute, testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { recipients } from "../support/outbox";
import { deliveredMail } from "../support/jobs";
import { simulatedAction } from "../support/simulated-gateway";

let service: typeof services.$inferSelect;
beforeAll(async () => {
  service = await onlineService(await testDb());
});

let nextDay = 0;
/** Books a fresh slot (a different date each time) and returns the order. */
async function book(startTime = "15:00", email: string | null = "parent@example.com") {
  const date = upcoming(2, 7 + 7 * nextDay++);
  const response = await postBooking(
    bookingPayload(service.id, date, startTime, { patient: { name: "Rana Khoury", phoneNumber: "+9613123456", email } }),
  );
  expect(response.status).toBe(201);
  return { date, ...(response.json as BookingResponse).data };
}

const press = simulatedAction;

async function state(orderId: string) {
  const db = await testDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, payment!.appointmentId!));
  return { payment: payment!, appointment: appointment! };
}

async function mailsFor(orderId: string) {
  return (await deliveredMail()).filter((mail) => (mail.text ?? "").includes(orderId));
}

function signed(rawBody: string) {
  const gateway = getSimulatedGateway()!;
  return new Headers({ "simulated-signature": gateway.signEvent(rawBody), "content-type": "application/json" });
}

describe("the simulated gateway", () => {
  it("Pay confirms through the signed webhook before the browser returns, with e-mails that lead to the visit's page", async () => {
    const { orderId, session } = await book("15:00");
    const result = await press(session.id, "pay");
    expect(result.status).toBe(303);
    expect(result.location).toBe(`http://localhost:3000/appointment/status/pending/${orderId}?session_id=${session.id}`);

    const { payment, appointment } = await state(orderId);
    expect(payment.status).toBe("paid");
    expect(appointment.status).toBe("confirmed");
    // The room is given when the visit is first joined; nothing mailed names one (decision 048).
    expect(appointment.videoRoom).toBeNull();

    const mails = await mailsFor(orderId);
    expect(mails.map((m) => recipients(m)[0]).sort()).toEqual(["hello@littlecedars.clinic", "parent@example.com"]);
    const parentMail = mails.find((m) => recipients(m)[0] === "parent@example.com")!;
    expect(parentMail.subject).toMatch(/^Appointment confirmed: Tuesday .* at 15:00 \(Beirut time\)$/);
    expect(parentMail.text).toContain(`/appointment/manage/${appointment.id}?t=`);
    expect(`${parentMail.text}${parentMail.html}`).not.toMatch(/meet\.jit\.si|8x8\.vc|visit-[0-9a-f]{40}/);
    const invite = parentMail.attachments.find((a) => a.filename === "appointment.ics")!;
    const ics = invite.content.toString();
    // 15:00 in Beirut, written in UTC so calendars place it right in any zone.
    const expectedStart = appointment.startsAt.toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
    expect(ics).toContain(`DTSTART:${expectedStart}`);
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain(`/appointment/manage/${appointment.id}?t=`);
    expect(ics).not.toMatch(/meet\.jit\.si|8x8\.vc|visit-[0-9a-f]{40}/);

    const status = await (await testCaller()).appointments.orderStatus({ orderId });
    expect(status).toEqual({ orderId, status: "paid" });
  });

  it("Decline fails the order and keeps the slot until its hold ends (for the parent's second try); then it is free again", async () => {
    const { orderId, session, date } = await book("16:00");
    const result = await press(session.id, "decline");
    expect(result.location).toBe(`http://localhost:3000/appointment/status/failure?order=${orderId}&session_id=${session.id}`);
    const { payment, appointment } = await state(orderId);
    expect(payment.status).toBe("failed");
    expect(appointment.status).toBe("pending");
    expect(await mailsFor(orderId)).toEqual([]);
    expect((await postBooking(bookingPayload(service.id, date, "16:00"))).status).toBe(409);

    await expireStalePayments({ db: await testDb(), provider: getPaymentProvider(), now: new Date(appointment.holdExpiresAt!.getTime() + 1000) });
    expect((await state(orderId)).appointment.status).toBe("expired");
    const retry = await postBooking(bookingPayload(service.id, date, "16:00"));
    expect(retry.status).toBe(201);
    expect((retry.json as BookingResponse).data.orderId).not.toBe(orderId);
  });

  it("Cancel expires the order and releases the slot", async () => {
    const { orderId, session } = await book("16:30");
    expect((await press(session.id, "cancel")).location).toBe(`http://localhost:3000/appointment/status/failure?order=${orderId}&session_id=${session.id}`);
    const { payment, appointment } = await state(orderId);
    expect(payment.status).toBe("expired");
    expect(appointment.status).toBe("expired");
    // Pressing again on a closed session changes nothing.
    expect((await press(session.id, "pay")).location).toContain("/appointment/status/failure");
    expect((await state(orderId)).payment.status).toBe("expired");
  });

  it("the same webhook many times, racing the return page, confirms once and sends one e-mail", async () => {
    const { orderId, session } = await book("17:00");
    const db = await testDb();
    // The gateway records the payment; its webhook is then delivered (and redelivered) many times.
    await db.update(simulatedCheckoutSessions).set({ status: "complete", paymentStatus: "paid" }).where(eq(simulatedCheckoutSessions.id, session.id));
    const rawBody = JSON.stringify({ id: "evt_replayed", object: "event", type: "checkout.session.completed", data: { object: { object: "checkout.session", id: session.id } } });
    const deliveries = await Promise.all([
      ...Array.from({ length: 10 }, () => simulatedWebhook(new Request("http://localhost:3000/api/webhooks/simulated", { method: "POST", body: rawBody, headers: signed(rawBody) }))),
      getOrderStatus({ db, provider: getPaymentProvider(), orderId, kind: "appointment" }),
      getOrderStatus({ db, provider: getPaymentProvider(), orderId, kind: "appointment" }),
    ]);
    for (const response of deliveries.slice(0, 10)) expect((response as Response).status).toBe(200);
    expect((await state(orderId)).payment.status).toBe("paid");
    const mails = await mailsFor(orderId);
    expect(mails.filter((m) => recipients(m)[0] === "parent@example.com")).toHaveLength(1);
    expect(mails.filter((m) => recipients(m)[0] === "hello@littlecedars.clinic")).toHaveLength(1);
  });

  it("refuses a bad or stale signature with 400 and changes nothing", async () => {
    const { orderId, session } = await book("17:30");
    const db = await testDb();
    await db.update(simulatedCheckoutSessions).set({ status: "complete", paymentStatus: "paid" }).where(eq(simulatedCheckoutSessions.id, session.id));
    const rawBody = JSON.stringify({ id: "evt_forged", object: "event", type: "checkout.session.completed", data: { object: { object: "checkout.session", id: session.id } } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: "someone-elses-secret" });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: process.env.AUTH_SECRET!,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const signature of [forged, stale, "t=1,v1=abc", ""]) {
      const response = await callRoute(simulatedWebhook, {
        url: "http://localhost:3000/api/webhooks/simulated",
        method: "POST",
        body: rawBody,
        headers: { "simulated-signature": signature },
      });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: "BAD_REQUEST", message: "Invalid webhook signature." });
    }
    expect((await state(orderId)).payment.status).toBe("pending");
  });

  it("refuses a payment page post that is not a form, in the one error shape, and changes nothing", async () => {
    const { orderId, session } = await book("18:00");
    const post = (body: string, contentType: string) =>
      callRoute(simulatedPay, {
        url: `http://localhost:3000/api/payments/simulated/${session.id}`,
        method: "POST",
        body,
        params: { sessionId: session.id },
        headers: { "content-type": contentType },
      });
    expect(await post(JSON.stringify({ outcome: "pay" }), "application/json")).toMatchObject({
      status: 415,
      json: { success: false, code: "UNSUPPORTED_MEDIA_TYPE", message: "Send the payment page's form: Pay, Decline or Cancel." },
    });
    expect(await post("outcome=pay", "multipart/form-data; boundary=none")).toMatchObject({
      status: 400,
      json: { success: false, code: "BAD_REQUEST", message: "The form could not be read." },
    });
    expect((await state(orderId)).payment.status).toBe("pending");
  });

  it("refuses a signed event whose ids are not plain text with 400, so it is not redelivered, and changes nothing", async () => {
    const { orderId, session } = await book("18:30");
    const events = [
      { id: "evt_\u0000", object: "event", type: "checkout.session.completed", data: { object: { object: "checkout.session", id: session.id } } },
      { id: 42, object: "event", type: "checkout.session.completed", data: { object: { object: "checkout.session", id: session.id } } },
      { id: "evt_ok", object: "event", type: "checkout.session.completed", data: { object: { object: "checkout.session", id: { $gt: "" } } } },
    ];
    for (const event of events) {
      const rawBody = JSON.stringify(event);
      const response = await callRoute(simulatedWebhook, { url: "http://localhost:3000/api/webhooks/simulated", method: "POST", body: rawBody, headers: Object.fromEntries(signed(rawBody)) });
      expect(response).toMatchObject({ status: 400, json: { code: "BAD_REQUEST", message: "Malformed webhook event." } });
    }
    expect((await state(orderId)).payment.status).toBe("pending");
  });

  it("answers 404 for a session address that the gateway never made, U+0000 included", async () => {
    for (const id of ["sim_cs_\u0000", "a\u0000b", "x".repeat(3000)]) expect((await press(id, "pay")).status).toBe(404);
  });

  it("the Stripe endpoint answers 404 while the simulated gateway takes payments", async () => {
    const response = await stripeWebhook(new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", body: "{}" }));
    expect(response.status).toBe(404);
  });
});

describe("expiry", () => {
  it("the sweeper releases an unpaid hold after 15 minutes, ending the gateway session first", async () => {
    const { orderId, session, date } = await book("18:00");
    const db = await testDb();
    await expireStalePayments({ db, provider: getPaymentProvider(), now: new Date(Date.now() + 14 * 60_000) });
    expect((await state(orderId)).payment.status).toBe("pending");
    // Earlier tests left holds of their own; this order is among those released.
    expect(await expireStalePayments({ db, provider: getPaymentProvider(), now: new Date(Date.now() + 16 * 60_000) })).toBeGreaterThanOrEqual(1);
    const { payment, appointment } = await state(orderId);
    expect(payment.status).toBe("expired");
    expect(appointment.status).toBe("expired");
    const [gatewaySession] = await db.select().from(simulatedCheckoutSessions).where(eq(simulatedCheckoutSessions.id, session.id));
    expect(gatewaySession!.status).toBe("expired");
    expect((await postBooking(bookingPayload(service.id, date, "18:00"))).status).toBe(201);
  });

  it("a payment completed just before the sweep is confirmed, not released", async () => {
    const { orderId, session } = await book("18:30");
    const db = await testDb();
    await db.update(simulatedCheckoutSessions).set({ status: "complete", paymentStatus: "paid" }).where(eq(simulatedCheckoutSessions.id, session.id));
    await expireStalePayments({ db, provider: getPaymentProvider(), now: new Date(Date.now() + 16 * 60_000) });
    expect((await state(orderId)).payment.status).toBe("paid");
    expect((await state(orderId)).appointment.status).toBe("confirmed");
  });

  it("a payment arriving after the hold was released is flagged for refund and never double-books", async () => {
    const { orderId, session, date } = await book("15:30");
    const db = await testDb();
    await db.update(simulatedCheckoutSessions).set({ expiresAt: new Date(Date.now() + 3600_000) }).where(eq(simulatedCheckoutSessions.id, session.id));
    // Released while the provider still showed it open (e.g. its expiry call failed) …
    await db.update(payments).set({ status: "expired" }).where(eq(payments.id, orderId));
    await db.update(appointments).set({ status: "expired" }).where(eq(appointments.id, (await state(orderId)).payment.appointmentId!));
    // … someone else took the slot …
    expect((await postBooking(bookingPayload(service.id, date, "15:30"))).status).toBe(201);
    // … and then the first parent's payment lands.
    await press(session.id, "pay");
    const { payment, appointment } = await state(orderId);
    expect(payment.status).toBe("refund_needed");
    expect(appointment.status).toBe("expired");
    const alert = (await deliveredMail()).find((m) => m.subject === `Refund needed: ${orderId}`);
    expect(alert && recipients(alert)).toEqual(["hello@littlecedars.clinic"]);
    expect(await getOrderStatus({ db, provider: getPaymentProvider(), orderId, kind: "appointment" })).toEqual({ orderId, status: "failed" });
  });

  it("a payment for a visit cancelled while its payment page stayed open never brings the visit back", async () => {
    const { orderId, session, date } = await book("16:30");
    const db = await testDb();
    // The clinic cancels the held visit from the agenda; the parent's payment page is still open …
    await db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, (await state(orderId)).payment.appointmentId!));
    // … another family books the freed time …
    expect((await postBooking(bookingPayload(service.id, date, "16:30"))).status).toBe(201);
    // … and then the first parent pays.
    await press(session.id, "pay");
    const { payment, appointment } = await state(orderId);
    expect(payment.status).toBe("refund_needed");
    expect(appointment.status).toBe("cancelled");
    expect((await deliveredMail()).some((m) => m.subject === `Refund needed: ${orderId}`)).toBe(true);
    // One visit at that time, the other family's.
    const atThatTime = await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.startsAt, appointment.startsAt));
    expect(atThatTime.filter((row) => row.status !== "cancelled")).toHaveLength(1);
  });

  it("the failure page's abandon call, with the checkout's session id, releases the hold at once", async () => {
    const { orderId, session, date } = await book("17:00");
    const result = await (await testCaller()).payments.abandonCheckout({ orderId, sessionId: session.id });
    expect(result).toEqual({ orderId, status: "expired" });
    const { payment, appointment } = await state(orderId);
    expect(payment.status).toBe("expired");
    expect(appointment.status).toBe("expired");
    expect((await postBooking(bookingPayload(service.id, date, "17:00"))).status).toBe(201);
  });

  it("an order number alone, or with another checkout's session id, cancels nothing", async () => {
    const victim = await book("17:30");
    const attacker = await book("18:00");
    const caller = await testCaller();
    const attempts = [
      { orderId: victim.orderId },
      { orderId: victim.orderId, sessionId: "" },
      { orderId: victim.orderId, sessionId: attacker.session.id },
      { orderId: victim.orderId, sessionId: `${victim.session.id}x` },
      { orderId: victim.orderId, sessionId: "sim_cs_guessed-guessed-guessed" },
    ];
    for (const attempt of attempts) {
      await expect(caller.payments.abandonCheckout(attempt as { orderId: string; sessionId: string }), JSON.stringify(attempt)).rejects.toMatchObject({
        code: expect.stringMatching(/^(BAD_REQUEST|NOT_FOUND)$/),
      });
    }
    // Through the HTTP endpoint the browser uses: the one error shape, 404.
    const http = await trpcPost(
      new Request("http://localhost:3000/api/trpc/payments.abandonCheckout", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: { orderId: victim.orderId, sessionId: attacker.session.id } }),
      }),
    );
    expect(http.status).toBe(404);
    expect(JSON.stringify(await http.json())).toContain("This checkout was not found.");

    const { payment, appointment } = await state(victim.orderId);
    expect(payment.status).toBe("pending");
    expect(appointment.status).toBe("pending");
    const [gatewaySession] = await (await testDb()).select().from(simulatedCheckoutSessions).where(eq(simulatedCheckoutSessions.id, victim.session.id));
    expect(gatewaySession).toMatchObject({ status: "open" });
    // The attacker's own order is untouched too, and the victim can still pay.
    expect((await state(attacker.orderId)).payment.status).toBe("pending");
    expect((await press(victim.session.id, "pay")).location).toContain(`/appointment/status/pending/${victim.orderId}`);
    expect((await state(victim.orderId)).payment.status).toBe("paid");
  });
});
