import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { startFakeMpgs } from "../tests/support/fake-mpgs-server";

// The Mastercard Gateway's hosted checkout in a real browser (decision 030): a server of its own
// with PAYMENT_PROVIDER=mpgs against a local gateway speaking its protocol. Our hand-over page
// loads the gateway's checkout.js (allowed by that page's policy only), which sends the parent to
// the bank's page; its Pay notifies our webhook and returns the browser with a result indicator.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 82;
const BASE = `http://127.0.0.1:${PORT}`;
const MERCHANT = "TESTCLINIC01";
const PASSWORD = "mpgs-api-password-e2e";
const SECRET = "mpgs-notification-secret-e2e";

test.describe.configure({ mode: "serial" });

let server: ChildProcess;
let gateway: Awaited<ReturnType<typeof startFakeMpgs>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  gateway = await startFakeMpgs({ merchantId: MERCHANT, apiPassword: PASSWORD, webhookSecret: SECRET });
  server = spawn(process.execPath, ["scripts/start.mjs"], {
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(PORT),
      HOSTNAME: "127.0.0.1",
      PUBLIC_URL: BASE,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "clinic-mpgs-")),
      DEMO_DATA: "1",
      LOG_LEVEL: "warn",
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      PAYMENT_PROVIDER: "mpgs",
      MPGS_GATEWAY_URL: gateway.url,
      MPGS_MERCHANT_ID: MERCHANT,
      MPGS_API_PASSWORD: PASSWORD,
      MPGS_WEBHOOK_SECRET: SECRET,
    },
  });
  await expect.poll(async () => (await fetch(`${BASE}/api/healthz`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [250] }).toBe(200);
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    process.kill(-server.pid!, "SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await gateway?.close();
});

/** A booking through the REST path the site's form posts to; answers where the browser goes to pay. */
async function book(skip: number) {
  const services = (await (await fetch(`${BASE}/api/services`)).json()) as { data: Array<{ _id: string; bookableOnline: boolean }> };
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const days = (await (await fetch(`${BASE}/api/appointments/available-days?from=${from}&to=${to}`)).json()) as { data: { days: Array<{ date: string; freeSlots: number }> } };
  const day = days.data.days.find((d) => d.freeSlots > 1)!;
  const slots = (await (await fetch(`${BASE}/api/appointments/timeslots?date=${day.date}`)).json()) as { data: { slots: Array<{ startTime: string; endTime: string; available: boolean }> } };
  const slot = slots.data.slots.filter((s) => s.available)[skip]!;
  const booked = await fetch(`${BASE}/api/appointments/book`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({
      service: services.data.find((s) => s.bookableOnline)!._id,
      date: day.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      type: "Online",
      patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email: `mpgs-${Date.now()}@example.com` },
      notes: "",
    }),
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { data } = (await booked.json()) as { data: { orderId: string; session: { id: string; url: string } } };
  return { ...data, date: day.date, startTime: slot.startTime };
}

test("a parent pays a booking on the bank's page on a phone: back on the site, confirmed by the gateway's notification", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const booking = await book(0);
  expect(booking.session.url).toBe(`${BASE}/pay/mpgs/${booking.session.id}`);
  // The hand-over page loads the gateway's checkout.js, which shows the bank's page.
  await page.goto(booking.session.url);
  await expect(page).toHaveURL(new RegExp(`^${gateway.url}/checkout/pay/`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("USD");
  await page.screenshot({ path: "test-results/screenshots/mpgs-bank-page-phone.png" });
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${BASE}/appointment/status/success\\?order=${booking.orderId}$`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  // The slot is taken, and the gateway was asked for the order (never trusting the browser alone).
  const slots = (await (await fetch(`${BASE}/api/appointments/timeslots?date=${booking.date}`)).json()) as { data: { slots: Array<{ startTime: string; available: boolean }> } };
  expect(slots.data.slots.find((s) => s.startTime === booking.startTime)?.available).toBe(false);
  expect(gateway.requests.some((r) => r.method === "GET" && r.path.endsWith(`/order/${booking.orderId}`))).toBe(true);
});

test("a parent declines on the bank's page: the failure page, with Try Again", async ({ page }) => {
  test.slow();
  const booking = await book(1);
  await page.goto(booking.session.url);
  await expect(page).toHaveURL(new RegExp(`^${gateway.url}/checkout/pay/`));
  await page.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/appointment/status/failure`), { timeout: 20_000 });
  await expect(page.getByRole("link", { name: /Try Again/i }).or(page.getByRole("button", { name: /Try Again/i }))).toBeVisible();
});
