import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startFakeStripe } from "../support/fake-stripe-server";

const secretKey = "sk_test_clinic_0123456789";
const webhookSecret = "whsec_test_clinic_0123456789";
const fakeStripe = await startFakeStripe({ secretKey });
Object.assign(process.env, { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: fakeStripe.url });

// Imported after the environment names Stripe and its local stand-in.
const { POST: stripeWebhook } = await import("~/app/api/webhooks/stripe/route");
const { POST: simulatedWebhook } = await import("~/app/api/webhooks/simulated/route");
const { appointments, payments } = await import("~/server/db/schema");
const { expireStalePayments } = await import("~/server/services/payments/expire-stale-payments");
const { getPaymentProvider } = await import("~/server/payments/get-payment-provider");
const { testCaller, testDb } = await import("../support/app");
const { bookingPayload, onlineService, postBooking } = await import("../support/booking");
const { upcoming } = await import("../support/dates");
const { deliveredMail } = await import("../support/jobs");
const { createCourse } = await import("../support/factories");
const { newParent, registerParent } = await import("../support/accounts");
const { GET: buyRoute } = await import("~/app/api/courses/[id]/buy/route");
const { callRoute } = await import("../support/app");
const { enrollments } = await import("~/server/db/schema");
type BookingResponse = import("../support/booking").BookingResponse;

afterAll(() => fakeStripe.close());

let serviceId: string;
beforeAll(async () => {
  serviceId = (await onlineService(await testDb())).id;
});

let week = 0;
async function book(startTime: string) {
  const response = await postBooking(bookingPayload(serviceId, upcoming(3, 7 + 7 * week++), startTime));
  expect(response.status).toBe(201);
  return (response.json as BookingResponse).data;
}

function deliver(event: object, secret = webhookSecret, timestamp?: number) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return stripeWebhook(new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", body: payload, headers: { "stripe-signature": signature } }));
}

const sessionEvent = (id: string, type: string, sessionId: string) => ({
  id,
  object: "event",
  type,
  api_version: "2025-01-01",
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: sessionId, object: "checkout.session" } },
});

async function orderState(orderId: string) {
  const db = await testDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  const [appointment] = await db.select().from(appointments).where(eq(appointments.id, payment!.appointmentId!));
  return { payment: payment!, appointment: appointment! };
}

describe("Stripe Checkout through the official SDK", () => {
  it("creates a session with the server's price, the order id, a 30-minute expiry and an idempotency key", async () => {
    const { orderId, session } = await book("15:00");
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    const create = fakeStripe.requests.find((r) => r.path === "/v1/checkout/sessions" && r.form.get("client_reference_id") === orderId)!;
    expect(create.idempotencyKey).toBe(`checkout:${orderId}`);
    expect(create.form.get("mode")).toBe("payment");
    expect(create.form.get("line_items[0][price_data][unit_amount]")).toBe("4500");
    expect(create.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(create.form.get("metadata[orderId]")).toBe(orderId);
    expect(create.form.get("success_url")).toBe(`http://localhost:3000/appointment/status/pending/${orderId}?session_id={CHECKOUT_SESSION_ID}`);
    expect(create.form.get("cancel_url")).toBe(`http://localhost:3000/appointment/status/failure?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`);
    const { payment } = await orderState(orderId);
    expect(payment).toMatchObject({ provider: "stripe", providerRef: session.id, status: "pending" });
  });

  it("confirms on a signed checkout.session.completed after re-reading the session; replays change nothing", async () => {
    const { orderId, session } = await book("15:30");
    // A completed event before the payer paid (a forged or misordered body) confirms nothing.
    expect((await deliver(sessionEvent("evt_early", "checkout.session.completed", session.id))).status).toBe(200);
    expect((await orderState(orderId)).payment.status).toBe("pending");

    fakeStripe.pay(session.id);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => deliver(sessionEvent("evt_paid", "checkout.session.completed", session.id))),
    );
    for (const reply of replies) expect(reply.status).toBe(200);
    const { payment, appointment } = await orderState(orderId);
    expect(payment.status).toBe("paid");
    expect(appointment.status).toBe("confirmed");
    const confirmations = (await deliveredMail()).filter((m) => m.subject?.startsWith("Appointment confirmed") && (m.text ?? "").includes(orderId));
    expect(confirmations).toHaveLength(1);
  });

  it("the clinic cancels a paid booking with a refund through Stripe's refunds API; a refusal changes nothing and says why", async () => {
    const { createAccount } = await import("../support/factories");
    const admin = await createAccount(await testDb(), "admin");
    const staffCaller = await testCaller({ user: admin });
    const paidBooking = async (time: string) => {
      const { orderId, session } = await book(time);
      fakeStripe.pay(session.id);
      expect((await deliver(sessionEvent(`evt_${orderId}`, "checkout.session.completed", session.id))).status).toBe(200);
      return { orderId, session, appointmentId: (await orderState(orderId)).appointment.id };
    };

    const refused = await paidBooking("17:00");
    fakeStripe.refuseRefundsWith("This charge is disputed and cannot be refunded.");
    await expect(staffCaller.admin.agenda.cancel({ appointmentId: refused.appointmentId, refund: true, reason: "" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "The payment provider refused the refund: This charge is disputed and cannot be refunded. Nothing was changed.",
    });
    fakeStripe.refuseRefundsWith(null);
    expect(await orderState(refused.orderId)).toMatchObject({ payment: { status: "paid", refundRef: null }, appointment: { status: "confirmed" } });

    const { orderId, session, appointmentId } = await paidBooking("17:30");
    const result = await staffCaller.admin.agenda.cancel({ appointmentId, refund: true, reason: "Doctor ill" });
    expect(result.refunded?.amountCents).toBe(4500);
    const refund = fakeStripe.refunds.at(-1)!;
    expect(refund).toMatchObject({ amount: 4500, payment_intent: fakeStripe.sessions.get(session.id)!.payment_intent });
    const create = fakeStripe.requests.filter((r) => r.path === "/v1/refunds").at(-1)!;
    expect(create.idempotencyKey).toBe(`refund-${orderId}`);
    expect(await orderState(orderId)).toMatchObject({ payment: { status: "refunded", refundedCents: 4500, refundRef: refund.id }, appointment: { status: "cancelled" } });
  });

  it("refuses a bad or stale signature with 400", async () => {
    const { orderId, session } = await book("16:00");
    fakeStripe.pay(session.id);
    expect((await deliver(sessionEvent("evt_x", "checkout.session.completed", session.id), "whsec_wrong")).status).toBe(400);
    expect((await deliver(sessionEvent("evt_y", "checkout.session.completed", session.id), webhookSecret, Math.floor(Date.now() / 1000) - 600)).status).toBe(400);
    const unsigned = await stripeWebhook(new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", body: "{}" }));
    expect(unsigned.status).toBe(400);
    expect((await orderState(orderId)).payment.status).toBe("pending");
  });

  it("checkout.session.expired releases the hold", async () => {
    const { orderId, session } = await book("16:30");
    fakeStripe.sessions.get(session.id)!.status = "expired";
    expect((await deliver(sessionEvent("evt_expired", "checkout.session.expired", session.id))).status).toBe(200);
    const { payment, appointment } = await orderState(orderId);
    expect(payment.status).toBe("expired");
    expect(appointment.status).toBe("expired");
  });

  it("the sweeper ends the Stripe session early (expire call) before releasing", async () => {
    const { orderId, session } = await book("17:00");
    await expireStalePayments({ db: await testDb(), provider: getPaymentProvider(), now: new Date(Date.now() + 16 * 60_000) });
    expect(fakeStripe.requests.some((r) => r.path === `/v1/checkout/sessions/${session.id}/expire`)).toBe(true);
    expect((await orderState(orderId)).payment.status).toBe("expired");
  });

  it("the pending page's status call asks Stripe when the webhook is late", async () => {
    const { orderId, session } = await book("17:30");
    fakeStripe.pay(session.id);
    const status = await (await testCaller()).appointments.orderStatus({ orderId });
    expect(status).toEqual({ orderId, status: "paid" });
  });

  it("Cancel on Stripe's page: the failure page's call ends the session with the session id, never with the order number alone", async () => {
    const victim = await book("18:00");
    const other = await book("18:30");
    const caller = await testCaller();
    for (const sessionId of [other.session.id, "cs_test_guessed0000000000"]) {
      await expect(caller.payments.abandonCheckout({ orderId: victim.orderId, sessionId })).rejects.toThrow("This checkout was not found.");
    }
    await expect(caller.payments.abandonCheckout({ orderId: victim.orderId } as { orderId: string; sessionId: string })).rejects.toThrow();
    expect(fakeStripe.requests.some((r) => r.path === `/v1/checkout/sessions/${victim.session.id}/expire`)).toBe(false);
    expect((await orderState(victim.orderId)).payment.status).toBe("pending");
    expect(fakeStripe.sessions.get(victim.session.id)!.status).toBe("open");

    expect(await caller.payments.abandonCheckout({ orderId: victim.orderId, sessionId: victim.session.id })).toEqual({ orderId: victim.orderId, status: "expired" });
    expect(fakeStripe.sessions.get(victim.session.id)!.status).toBe("expired");
    const { payment, appointment } = await orderState(victim.orderId);
    expect(payment.status).toBe("expired");
    expect(appointment.status).toBe("expired");
  });

  it("the simulated gateway's endpoints answer 404 when Stripe is configured", async () => {
    expect((await simulatedWebhook(new Request("http://localhost:3000/api/webhooks/simulated", { method: "POST", body: "{}" }))).status).toBe(404);
  });

  it("a course bought through Stripe is enrolled once, however often the webhook comes", async () => {
    const db = await testDb();
    const course = await createCourse(db, { title: "Stripe Course", priceCents: 3900, discountPriceCents: 2500 });
    const parent = (await registerParent(newParent())).json as { token: string; user: { id: string; email: string } };
    const bought = await callRoute(buyRoute, { params: { id: course.id }, headers: { authorization: `Bearer ${parent.token}` } });
    const { orderId, session } = bought.json as { orderId: string; session: { id: string } };
    const create = fakeStripe.requests.find((r) => r.form.get("client_reference_id") === orderId)!;
    expect(create.form.get("line_items[0][price_data][unit_amount]")).toBe("2500");
    expect(create.form.get("success_url")).toBe(`http://localhost:3000/courses/status/pending/${orderId}?session_id={CHECKOUT_SESSION_ID}`);

    fakeStripe.pay(session.id);
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(sessionEvent("evt_course_paid", "checkout.session.completed", session.id))));
    for (const reply of replies) expect(reply.status).toBe(200);
    const active = await db.select().from(enrollments).where(eq(enrollments.userId, parent.user.id));
    expect(active.map((e) => e.status)).toEqual(["active"]);
    const receipts = (await deliveredMail()).filter((m) => m.subject === "You're enrolled: Stripe Course");
    expect(receipts).toHaveLength(1);
  });
});
