import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startFakeMpgs, type MpgsNotification } from "../support/fake-mpgs-server";

// With the Mastercard Gateway, the way back goes through our return route, which finds the
// booking's (or the enrollment's) language and sends the parent to that language's page.

const merchantId = "TESTCLINIC02";
const apiPassword = "fake-api-password-4567";
const webhookSecret = "89ABCDEF0123456789ABCDEF01234567";
const fakeMpgs = await startFakeMpgs({ merchantId, apiPassword, webhookSecret, deliver: async (notification) => notify(notification) });
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
const { POST: book } = await import("~/app/api/appointments/book/route");
const { GET: buyRoute } = await import("~/app/api/courses/[id]/buy/route");
const { env } = await import("~/env");
const { callRoute, testDb } = await import("../support/app");
const { bookingPayload, bookUrl, onlineService } = await import("../support/booking");
const { upcoming } = await import("../support/dates");
const { createCourse } = await import("../support/factories");
const { newParent, registerParent } = await import("../support/accounts");
type BookingResponse = import("../support/booking").BookingResponse;

afterAll(() => fakeMpgs.close());

let serviceId: string;
beforeAll(async () => {
  serviceId = (await onlineService(await testDb())).id;
});

async function notify(notification: MpgsNotification) {
  return mpgsWebhook(new Request(notification.url, { method: "POST", body: notification.body, headers: notification.headers }));
}

async function comeBack(url: string) {
  const response = await mpgsReturn(new Request(url), { params: Promise.resolve({}) });
  expect(response.status).toBe(303);
  return response.headers.get("location")!;
}

describe("the Mastercard Gateway in the parent's language", () => {
  it("an Arabic booking: the hand-over page and both ways back are the Arabic pages", async () => {
    const bookIn = async (time: string) => {
      const response = await callRoute(book, { url: bookUrl, method: "POST", body: bookingPayload(serviceId, upcoming(4, 8), time), headers: { "x-site-locale": "ar" }, from: `198.18.7.${time.slice(0, 2)}` });
      expect(response.status, JSON.stringify(response.json)).toBe(201);
      return (response.json as BookingResponse).data;
    };
    const paying = await bookIn("15:00");
    expect(paying.session.url).toBe(`${env.PUBLIC_URL}/ar/pay/mpgs/${encodeURIComponent(paying.session.id)}`);
    expect(await comeBack(await fakeMpgs.press(paying.session.id, "pay"))).toBe(`${env.PUBLIC_URL}/ar/appointment/status/pending/${paying.orderId}?session_id=${paying.session.id}`);

    const declining = await bookIn("16:00");
    expect(await comeBack(await fakeMpgs.press(declining.session.id, "decline"))).toBe(`${env.PUBLIC_URL}/ar/appointment/status/failure?order=${declining.orderId}`);
  });

  it("a French enrollment comes back to the French course pages; an unknown order to the English failure page", async () => {
    const course = await createCourse(await testDb(), { priceCents: 2000 });
    const parent = (await registerParent(newParent(), {}, { from: "198.18.8.1" })).json as { token: string };
    const bought = await callRoute(buyRoute, { params: { id: course.id }, headers: { authorization: `Bearer ${parent.token}`, "x-site-locale": "fr" } });
    const { orderId, session } = bought.json as { orderId: string; session: { id: string; url: string } };
    expect(session.url).toBe(`${env.PUBLIC_URL}/fr/pay/mpgs/${encodeURIComponent(session.id)}`);
    expect(await comeBack(await fakeMpgs.press(session.id, "pay"))).toBe(`${env.PUBLIC_URL}/fr/courses/status/pending/${orderId}?session_id=${session.id}`);
    expect(await comeBack(`${env.PUBLIC_URL}/api/payments/mpgs/return?order=CRS-NOSUCH99&resultIndicator=x`)).toBe(`${env.PUBLIC_URL}/appointment/status/failure`);
  });
});
