import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startFakeMpgs, type MpgsNotification } from "../support/fake-mpgs-server";

const merchantId = "TESTCLINIC01";
const apiPassword = "fake-api-password-0123";
const webhookSecret = "0123456789ABCDEF0123456789ABCDEF";
/** The fake posts its notifications here; a test may hold them to deliver them itself. */
let holdNotifications = false;
const fakeMpgs = await startFakeMpgs({
  merchantId,
  apiPassword,
  webhookSecret,
  deliver: async (notification) => (holdNotifications ? null : notify(notification)),
});
Object.assign(process.env, {
  PAYMENT_PROVIDER: "mpgs",
  MPGS_GATEWAY_URL: fakeMpgs.url,
  MPGS_MERCHANT_ID: merchantId,
  MPGS_API_PASSWORD: apiPassword,
  MPGS_WEBHOOK_SECRET: webhookSecret,
});

// Imported after the environment names the gateway and its local stand-in.
const { POST: mpgsWebhook } = await import("~/app/api/webhooks/mpgs/route");
const { GET: mpgsReturn } = await import("~/app/api/payments/mpgs/return/route");
const { POST: simulatedWebhook } = await import("~/app/api/webhooks/simulated/route");
const { appointments, auditLog, enrollments, payments, webhookEvents } = await import("~/server/db/schema");
const { expireStalePayments } = await import("~/server/services/payments/expire-stale-payments");
const { bookAppointment } = await import("~/server/services/appointments/book-appointment");
const { getPaymentProvider } = await import("~/server/payments/get-payment-provider");
const { createMpgsProvider } = await import("~/server/payments/mpgs-provider");
const { ZBookAppointment } = await import("~/schemas/appointments");
const { clinic } = await import("~/config/clinic");
const { testCaller, testDb, callRoute } = await import("../support/app");
const { bookingPayload, onlineService, postBooking } = await import("../support/booking");
const { upcoming } = await import("../support/dates");
const { deliveredMail } = await import("../support/jobs");
const { recipients } = await import("../support/outbox");
const { createAccount, createCourse } = await import("../support/factories");
const { newParent, registerParent } = await import("../support/accounts");
const { GET: buyRoute } = await import("~/app/api/courses/[id]/buy/route");
const { manageToken } = await import("~/server/services/appointments/manage-link");
type BookingResponse = import("../support/booking").BookingResponse;

afterAll(() => fakeMpgs.close());

let serviceId: string;
beforeAll(async () => {
  serviceId = (await onlineService(await testDb())).id;
});

async function notify(notification: MpgsNotification) {
  return mpgsWebhook(new Request(notification.url, { method: "POST", body: notification.body, headers: notification.headers }));
}

/** The browser arriving at our return route; answers where it is sent next. */
async function comeBack(url: string) {
  const response = await mpgsReturn(new Request(url), { params: Promise.resolve({}) });
  expect(response.status).toBe(303);
  return response.headers.get("location")!;
}

let week = 0;
async function book(startTime: string, overrides: Record<string, unknown> = {}) {
  const response = await postBooking(bookingPayload(serviceId, upcoming(3, 7 + 7 * week++), startTime, overrides));
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return (response.json as BookingResponse).data;
}

async function orderState(orderId: string) {
  const db = await testDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  const [appointment] = payment?.appointmentId ? await db.select().from(appointments).where(eq(appointments.id, payment.appointmentId)) : [];
  return { payment: payment!, appointment: appointment! };
}

const confirmationsOf = async (orderId: string) =>
  (await deliveredMail()).filter((m) => m.subject?.startsWith("Appointment confirmed") && (m.text ?? "").includes(orderId));

describe("the Mastercard Gateway (MPGS) hosted checkout", () => {
  it("opens a session with Basic auth, the server's price as a decimal string and our return and notification addresses; the browser gets our hand-over page, never the successIndicator", async () => {
    const response = await postBooking(bookingPayload(serviceId, upcoming(3, 7 + 7 * week++), "15:00", { amount: 1, price: 1, priceOnlineCents: 1 }));
    expect(response.status).toBe(201);
    const { orderId, session } = (response.json as BookingResponse).data;
    expect(session.url).toBe(`http://localhost:3000/pay/mpgs/${session.id}`);

    const create = fakeMpgs.requests.find((r) => r.path.endsWith("/session") && (r.body?.order as { id?: string })?.id === orderId)!;
    expect(create.path).toBe(`/api/rest/version/100/merchant/${merchantId}/session`);
    expect(create.authorization).toBe(`Basic ${Buffer.from(`merchant.${merchantId}:${apiPassword}`).toString("base64")}`);
    const returnUrl = `http://localhost:3000/api/payments/mpgs/return?order=${orderId}`;
    expect(create.body).toEqual({
      apiOperation: "INITIATE_CHECKOUT",
      checkoutMode: "WEBSITE",
      interaction: {
        operation: "PURCHASE",
        merchant: { name: clinic.name },
        returnUrl,
        cancelUrl: expect.stringMatching(new RegExp(`^${returnUrl.replace(/[?.]/g, "\\$&")}&result=cancel&t=[\\w-]{43}$`)),
        timeout: 30 * 60,
        displayControl: { billingAddress: "HIDE", customerEmail: "HIDE", shipping: "HIDE" },
      },
      order: {
        id: orderId,
        amount: "45.00",
        currency: "USD",
        description: expect.stringContaining("Online Consultation"),
        notificationUrl: "http://localhost:3000/api/webhooks/mpgs",
      },
    });
    const indicator = fakeMpgs.sessions.get(session.id)!.successIndicator;
    expect(JSON.stringify(response.json)).not.toContain(indicator);
    expect((await orderState(orderId)).payment).toMatchObject({ provider: "mpgs", providerRef: session.id, successIndicator: indicator, status: "pending", amountCents: 4500 });
  });

  it("Pay: the notification three times (one id twice) racing the return route confirm once, with one e-mail; the parent lands on the pending page", async () => {
    const { orderId, session } = await book("15:30");
    holdNotifications = true;
    const back = await fakeMpgs.press(session.id, "pay");
    holdNotifications = false;
    const first = fakeMpgs.notifications.at(-1)!;
    const again = fakeMpgs.notificationFor(orderId);
    const [landing, ...replies] = await Promise.all([comeBack(back), notify(first), notify(first), notify(again)]);
    for (const reply of replies) expect(reply.status).toBe(200);
    expect(landing).toBe(`http://localhost:3000/appointment/status/pending/${orderId}?session_id=${session.id}`);
    const { payment, appointment } = await orderState(orderId);
    expect(payment.status).toBe("paid");
    expect(appointment.status).toBe("confirmed");
    expect(await confirmationsOf(orderId)).toHaveLength(1);
    expect(await (await testCaller()).appointments.orderStatus({ orderId })).toEqual({ orderId, status: "paid" });
  });

  it("a notification id is handled once: a replay answers 200 and does nothing", async () => {
    const { orderId, session } = await book("16:00");
    holdNotifications = true;
    await fakeMpgs.press(session.id, "pay");
    holdNotifications = false;
    const notification = fakeMpgs.notifications.at(-1)!;
    const first = await notify(notification);
    expect(await first.json()).toEqual({ received: true, handled: true });
    const replay = await notify(notification);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, handled: false });
    const db = await testDb();
    const events = await db.select().from(webhookEvents).where(and(eq(webhookEvents.provider, "mpgs"), eq(webhookEvents.eventId, notification.headers["x-notification-id"]!)));
    expect(events).toHaveLength(1);
    expect((await orderState(orderId)).payment.status).toBe("paid");
  });

  it("a forged or missing notification secret, or another merchant's notification, is refused (400) and changes nothing", async () => {
    const { orderId, session } = await book("16:30");
    holdNotifications = true;
    await fakeMpgs.press(session.id, "pay");
    holdNotifications = false;
    for (const secret of ["0123456789ABCDEF0123456789ABCDEX", "", null]) {
      const reply = await notify(fakeMpgs.notificationFor(orderId, { secret }));
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ success: false, message: "Invalid webhook signature." });
    }
    const foreign = fakeMpgs.notificationFor(orderId);
    foreign.body = foreign.body.replace(`"merchant":"${merchantId}"`, '"merchant":"OTHERBANKMERCHANT"');
    expect((await notify(foreign)).status).toBe(400);
    expect((await orderState(orderId)).payment.status).toBe("pending");
    expect(await confirmationsOf(orderId)).toHaveLength(0);
  });

  it("the return route never confirms on the indicator: a wrong one goes to the failure page, a right one without a payment stays pending", async () => {
    const { orderId, session } = await book("17:00");
    const returnUrl = `http://localhost:3000/api/payments/mpgs/return?order=${orderId}`;
    const retrievals = () => fakeMpgs.requests.filter((r) => r.method === "GET" && r.path.endsWith(`/order/${orderId}`)).length;
    expect(await comeBack(`${returnUrl}&resultIndicator=guessed0123`)).toBe(`http://localhost:3000/appointment/status/failure?order=${orderId}`);
    expect(await comeBack(returnUrl)).toBe(`http://localhost:3000/appointment/status/failure?order=${orderId}`);
    expect(retrievals()).toBe(0);
    // The right indicator, stolen before any payment: the gateway is asked and says no payment.
    const indicator = fakeMpgs.sessions.get(session.id)!.successIndicator;
    expect(await comeBack(`${returnUrl}&resultIndicator=${indicator}`)).toBe(`http://localhost:3000/appointment/status/pending/${orderId}?session_id=${session.id}`);
    expect(retrievals()).toBe(1);
    expect((await orderState(orderId)).payment.status).toBe("pending");
    expect(await comeBack("http://localhost:3000/api/payments/mpgs/return?order=APT-NOSUCH99&resultIndicator=x")).toBe("http://localhost:3000/appointment/status/failure");
  });

  it("an amount or a currency from RETRIEVE_ORDER that differs from the order's is never confirmed", async () => {
    for (const [time, override] of [
      ["17:30", { totalCapturedAmount: 0.45 }],
      ["18:00", { currency: "EUR" }],
    ] as const) {
      const { orderId, session } = await book(time);
      fakeMpgs.overrideOrder(orderId, override);
      expect(await fakeMpgs.press(session.id, "pay")).toContain("resultIndicator=");
      expect((await notify(fakeMpgs.notificationFor(orderId))).status).toBe(200);
      expect((await orderState(orderId)).payment.status).toBe("pending");
      expect(await confirmationsOf(orderId)).toHaveLength(0);
    }
  });

  it("a notification for an order we do not know is answered 200 and does nothing", async () => {
    const reply = await notify(fakeMpgs.notificationFor("APT-UNKNOWN42", { id: "NOTIF-UNKNOWN-ORDER" }));
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ received: true, handled: false });
    const db = await testDb();
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, "NOTIF-UNKNOWN-ORDER"))).toHaveLength(0);
  });

  it("Decline: the notification fails the attempt, the slot stays held until its time, and the parent reaches the failure page", async () => {
    const { orderId, session } = await book("18:30");
    const back = await fakeMpgs.press(session.id, "decline");
    expect(await comeBack(back)).toBe(`http://localhost:3000/appointment/status/failure?order=${orderId}`);
    const { payment, appointment } = await orderState(orderId);
    expect(payment.status).toBe("failed");
    expect(appointment.status).toBe("pending");
    await expireStalePayments({ db: await testDb(), provider: getPaymentProvider(), now: new Date(appointment.holdExpiresAt!.getTime() + 1000) });
    expect((await orderState(orderId)).appointment.status).toBe("expired");
  });

  it("Cancel on the gateway's page (signed for its order) releases the hold at once and reaches the failure page", async () => {
    const { orderId, session } = await book("15:00");
    const back = await fakeMpgs.press(session.id, "cancel");
    expect(back).toMatch(/&result=cancel&t=[\w-]{43}$/);
    // Signed for its order: the failure page may offer this browser a second try.
    expect(await comeBack(back)).toBe(`http://localhost:3000/appointment/status/failure?order=${orderId}&session_id=${session.id}`);
    // The gateway was asked first (a payment made meanwhile would be confirmed instead).
    expect(fakeMpgs.requests.some((r) => r.method === "GET" && r.path.endsWith(`/order/${orderId}`))).toBe(true);
    const { payment, appointment } = await orderState(orderId);
    expect(payment.status).toBe("expired");
    expect(appointment.status).toBe("expired");
  });

  it("a Cancel address without its signature, or signed for another order, releases nothing: the sweeper does it at expiry", async () => {
    const { orderId } = await book("15:00");
    const other = await book("16:00");
    const signedForOther = (await fakeMpgs.press(other.session.id, "cancel")).split("&t=")[1]!;
    const base = `http://localhost:3000/api/payments/mpgs/return?order=${encodeURIComponent(orderId)}&result=cancel`;
    for (const forged of [base, `${base}&t=${signedForOther}`, `${base}&t=${"A".repeat(43)}`, `${base}&t=${"x".repeat(5000)}`]) {
      expect(await comeBack(forged)).toBe(`http://localhost:3000/appointment/status/failure?order=${orderId}`);
      expect((await orderState(orderId)).payment.status).toBe("pending");
    }
    await expireStalePayments({ db: await testDb(), provider: getPaymentProvider(), now: new Date(Date.now() + 16 * 60_000) });
    const { payment, appointment } = await orderState(orderId);
    expect(payment.status).toBe("expired");
    expect(appointment.status).toBe("expired");
  });

  it("a payment completed just before expiry is confirmed by the sweeper, not released", async () => {
    const { orderId, session } = await book("15:30");
    holdNotifications = true;
    await fakeMpgs.press(session.id, "pay");
    holdNotifications = false;
    await expireStalePayments({ db: await testDb(), provider: getPaymentProvider(), now: new Date(Date.now() + 16 * 60_000) });
    expect((await orderState(orderId)).payment.status).toBe("paid");
  });

  it("a gateway that does not answer (or refuses our credentials) at session creation: a clear 503, the order failed and the hold released", async () => {
    const db = await testDb();
    const date = upcoming(3, 7 + 7 * week++);
    const input = ZBookAppointment.parse(bookingPayload(serviceId, date, "16:00"));
    const settings = { gatewayUrl: fakeMpgs.url, merchantId, webhookSecret, apiVersion: "100", publicUrl: "http://localhost:3000", merchantName: clinic.name };
    fakeMpgs.stallSessions(true);
    const slow = createMpgsProvider({ ...settings, apiPassword, requestTimeoutMs: 300 });
    await expect(bookAppointment({ db, provider: slow, input, consent: { page: "test" }, publicUrl: "http://localhost:3000" })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "Card payments are unavailable right now. Please try again in a few minutes.",
    });
    fakeMpgs.stallSessions(false);
    const wrongPassword = createMpgsProvider({ ...settings, apiPassword: "not-the-password" });
    await expect(bookAppointment({ db, provider: wrongPassword, input, consent: { page: "test" }, publicUrl: "http://localhost:3000" })).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    const rows = await db
      .select({ order: payments.status, appointment: appointments.status })
      .from(payments)
      .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
      .where(and(eq(appointments.serviceId, serviceId), eq(payments.provider, "mpgs"), eq(payments.status, "failed")));
    expect(rows.filter((r) => r.appointment === "cancelled").length).toBeGreaterThanOrEqual(2);
    // The slot is free again: the same time books at once.
    expect((await postBooking(bookingPayload(serviceId, date, "16:00"))).status).toBe(201);
  });

  it("the clinic cancels a paid booking with a refund (PUT …/transaction/{id}, REFUND); a declined or refused refund changes nothing and says why; a retry never refunds twice", async () => {
    const admin = await createAccount(await testDb(), "admin");
    const staffCaller = await testCaller({ user: admin });
    const { orderId, session } = await book("16:00");
    await fakeMpgs.press(session.id, "pay");
    const { appointment } = await orderState(orderId);
    expect(appointment.status).toBe("confirmed");

    for (const [mode, reason] of [
      ["decline", "The bank declined it (DECLINED)."],
      ["error", "Requested refund exceeds the captured amount."],
    ] as const) {
      fakeMpgs.refuseRefundsWith(mode);
      await expect(staffCaller.admin.agenda.cancel({ appointmentId: appointment.id, refund: true, reason: "" })).rejects.toMatchObject({
        code: "CONFLICT",
        message: `The payment provider refused the refund: ${reason} Nothing was changed.`,
      });
      expect(await orderState(orderId)).toMatchObject({ payment: { status: "paid", refundRef: null }, appointment: { status: "confirmed" } });
    }
    fakeMpgs.refuseRefundsWith(null);

    const result = await staffCaller.admin.agenda.cancel({ appointmentId: appointment.id, refund: true, reason: "Doctor ill" });
    expect(result.refunded?.amountCents).toBe(4500);
    const refund = fakeMpgs.requests.filter((r) => r.method === "PUT").at(-1)!;
    // The first id was taken by the declined refund; the next one is deterministic too.
    expect(refund.path).toBe(`/api/rest/version/100/merchant/${merchantId}/order/${orderId}/transaction/refund-${orderId}-2`);
    expect(refund.body).toEqual({ apiOperation: "REFUND", transaction: { amount: "45.00", currency: "USD" } });
    expect(await orderState(orderId)).toMatchObject({ payment: { status: "refunded", refundedCents: 4500, refundRef: `refund-${orderId}-2` }, appointment: { status: "cancelled" } });

    // A retry with the same key (a lost answer) finds the refund instead of making another.
    const again = await getPaymentProvider().refund({ sessionId: session.id, orderId, amountCents: 4500, idempotencyKey: `refund-${orderId}` });
    expect(again.refundId).toBe(`refund-${orderId}-2`);
    const refunds = fakeMpgs.orders.get(orderId)!.transactions.filter((t) => t.type === "REFUND" && t.result === "SUCCESS");
    expect(refunds).toHaveLength(1);
  });

  it("5 staff cancels with a refund at once: one REFUND operation reaches the gateway, one cancel wins, the others say a refund is under way", async () => {
    const db = await testDb();
    const admin = await createAccount(db, "admin");
    const { orderId, session } = await book("16:30");
    await fakeMpgs.press(session.id, "pay");
    const { appointment } = await orderState(orderId);
    const refundCalls = () => fakeMpgs.requests.filter((r) => r.method === "PUT" && r.path.includes(`/order/${orderId}/transaction/`)).length;
    const callers = await Promise.all(Array.from({ length: 5 }, () => testCaller({ user: admin })));
    const results = await Promise.allSettled(callers.map((caller) => caller.admin.agenda.cancel({ appointmentId: appointment.id, refund: true, reason: "Doctor ill" })));
    expect(refundCalls()).toBe(1);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r) => r.status === "rejected")) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
    }
    expect(await orderState(orderId)).toMatchObject({ payment: { status: "refunded", refundedCents: 4500 }, appointment: { status: "cancelled" } });
    // The parent's booking is audited too (issue 25); the staff's cancel once, however many raced.
    const audited = await db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, "appointment"), eq(auditLog.entityId, appointment.id), eq(auditLog.actorKind, "staff")));
    expect(audited).toEqual([{ action: "cancel appointment with refund" }]);
  });

  it("a parent cancels a paid visit from the e-mailed link: refunded through the gateway's REFUND, once, however often pressed", async () => {
    const { orderId, session } = await book("17:00");
    await fakeMpgs.press(session.id, "pay");
    const { appointment } = await orderState(orderId);
    expect(appointment.status).toBe("confirmed");
    const [row] = await (await testDb()).select({ endsAt: appointments.endsAt }).from(appointments).where(eq(appointments.id, appointment.id));
    const token = manageToken(appointment.id, row!.endsAt);
    const caller = await testCaller();
    const [first, second] = await Promise.all([
      caller.appointments.cancelMine({ appointmentId: appointment.id, token }),
      caller.appointments.cancelMine({ appointmentId: appointment.id, token }),
    ]);
    expect(first).toEqual({ status: "cancelled", refundedCents: 4500 });
    expect(second).toEqual(first);
    const refunds = fakeMpgs.orders.get(orderId)!.transactions.filter((t) => t.type === "REFUND" && t.result === "SUCCESS");
    expect(refunds).toEqual([expect.objectContaining({ amount: 45 })]);
    expect(await orderState(orderId)).toMatchObject({ payment: { status: "refunded", refundedCents: 4500 }, appointment: { status: "cancelled" } });
    // Audited beside the staff's changes, with the parent as its author.
    const [patient] = await (await testDb()).select({ email: appointments.patientEmail }).from(appointments).where(eq(appointments.id, appointment.id));
    const audited = await (await testDb()).select().from(auditLog).where(and(eq(auditLog.entity, "appointment"), eq(auditLog.entityId, appointment.id))).orderBy(auditLog.at);
    expect(audited).toEqual([
      expect.objectContaining({ actorKind: "parent", actorVia: "form", actorEmail: patient!.email, action: "book appointment" }),
      expect.objectContaining({ actorKind: "parent", actorVia: "manage link", actorId: null, actorEmail: patient!.email, action: "cancel appointment with refund" }),
    ]);
  });

  it("staff send a payment link for a parent who phoned: the e-mail leads to our hand-over page, and the gateway's payment confirms the visit", async () => {
    const db = await testDb();
    const staff = await createAccount(db, "staff");
    const caller = await testCaller({ user: staff });
    const email = `mpgs-link-${Date.now()}@example.com`;
    const held = await caller.admin.agenda.bookForParent({
      serviceId,
      date: upcoming(3, 7 + 7 * week++),
      startTime: "17:30",
      type: "Online",
      patient: { name: "Rami Khoury", phoneNumber: "+961 3 123 456", email },
      notes: "",
      payment: "link",
      parentToldOfNotice: true,
    });
    const [payment] = await db.select().from(payments).where(eq(payments.id, held.orderId!));
    expect(payment).toMatchObject({ provider: "mpgs", status: "pending", checkoutUrl: `http://localhost:3000/pay/mpgs/${payment!.providerRef}` });
    const mail = (await deliveredMail()).find((m) => recipients(m).includes(email))!;
    expect(mail.text).toContain(payment!.checkoutUrl!);
    await fakeMpgs.press(payment!.providerRef!, "pay");
    expect((await orderState(held.orderId!)).appointment.status).toBe("confirmed");
  });

  it("a course bought through the gateway is enrolled once, however often the notification comes", async () => {
    const db = await testDb();
    const course = await createCourse(db, { title: "MPGS Course", priceCents: 3900, discountPriceCents: 2500 });
    const parent = (await registerParent(newParent())).json as { token: string; user: { id: string; email: string } };
    const bought = await callRoute(buyRoute, { params: { id: course.id }, headers: { authorization: `Bearer ${parent.token}` } });
    const { orderId, session } = bought.json as { orderId: string; session: { id: string } };
    const create = fakeMpgs.requests.find((r) => (r.body?.order as { id?: string })?.id === orderId)!;
    expect((create.body?.order as { amount: string }).amount).toBe("25.00");

    holdNotifications = true;
    const back = await fakeMpgs.press(session.id, "pay");
    holdNotifications = false;
    const notification = fakeMpgs.notifications.at(-1)!;
    const [landing, ...replies] = await Promise.all([comeBack(back), ...Array.from({ length: 3 }, () => notify(notification))]);
    for (const reply of replies) expect(reply.status).toBe(200);
    expect(landing).toBe(`http://localhost:3000/courses/status/pending/${orderId}?session_id=${session.id}`);
    const active = await db.select().from(enrollments).where(eq(enrollments.userId, parent.user.id));
    expect(active.map((e) => e.status)).toEqual(["active"]);
    expect((await deliveredMail()).filter((m) => m.subject === "You're enrolled: MPGS Course")).toHaveLength(1);
  });

  it("the fake's checkout.js hands the browser to the hosted page of the session configured", async () => {
    const script = await (await fetch(`${fakeMpgs.url}/static/checkout/checkout.min.js`)).text();
    const assigned: string[] = [];
    const sandbox = { location: { assign: (url: string) => assigned.push(url) } } as { location: { assign: (url: string) => void }; Checkout?: { configure(c: unknown): void; showPaymentPage(): void } };
    new Function("window", "location", script)(sandbox, sandbox.location);
    sandbox.Checkout!.configure({ session: { id: "SESSION0002ABC" } });
    sandbox.Checkout!.showPaymentPage();
    expect(assigned).toEqual([`${fakeMpgs.url}/checkout/pay/SESSION0002ABC`]);
  });

  it("the simulated gateway's endpoints answer 404 when the Mastercard Gateway is configured", async () => {
    expect((await simulatedWebhook(new Request("http://localhost:3000/api/webhooks/simulated", { method: "POST", body: "{}" }))).status).toBe(404);
  });
});
