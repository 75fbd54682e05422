import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";
import { startFakeMpgs } from "../tests/support/fake-mpgs-server";
import { signInToBackOffice } from "./staff";
import { keepScreenshot } from "./screenshots";
import { ownServerReady, startOwnServer, stopOwnServer } from "./own-server";

// The Mastercard Gateway's hosted checkout in a real browser (decision 030): a server of its own
// with PAYMENT_PROVIDER=mpgs against a local gateway speaking its protocol. Our hand-over page
// loads the gateway's checkout.js (allowed by that page's policy only), which sends the parent to
// the bank's page; its Pay notifies our webhook and returns the browser with a result indicator.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 82;
const BASE = `http://127.0.0.1:${PORT}`;
const MERCHANT = "TESTCLINIC01";
const PASSWORD = "mpgs-api-password-e2e";
const SECRET = "mpgs-notification-secret-e2e";
const STAFF_EMAIL = "mpgs-staff@clinic.test";
const STAFF_PASSWORD = "mpgs-staff-password-e2e";
// This server's own data folder: its e-mails (codes) are read from there.
const DATA_DIR = mkdtempSync(path.join(tmpdir(), "clinic-mpgs-"));

test.describe.configure({ mode: "serial" });

let server: ChildProcess;
let gateway: Awaited<ReturnType<typeof startFakeMpgs>>;
let mainDataDir: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // readOutbox() reads DATA_DIR's outbox: this worker reads this server's e-mails.
  mainDataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = DATA_DIR;
  gateway = await startFakeMpgs({ merchantId: MERCHANT, apiPassword: PASSWORD, webhookSecret: SECRET });
  server = startOwnServer({ port: PORT, dataDir: DATA_DIR, settings: { ADMIN_EMAIL: STAFF_EMAIL, ADMIN_PASSWORD: STAFF_PASSWORD, PAYMENT_PROVIDER: "mpgs", MPGS_GATEWAY_URL: gateway.url, MPGS_MERCHANT_ID: MERCHANT, MPGS_API_PASSWORD: PASSWORD, MPGS_WEBHOOK_SECRET: SECRET, } });
  await ownServerReady(BASE);
});

test.afterAll(async () => {
  await stopOwnServer(server);
  await gateway?.close();
  process.env.DATA_DIR = mainDataDir;
});

/** The 6 digits of the newest e-mail to an address with that subject. */
async function codeMailedTo(email: string, subject?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).filter((m) => recipients(m).includes(email) && (!subject || m.subject === subject)).at(-1);
      code = /\b(\d{6})\b/.exec(`${mail?.subject ?? ""} ${mail?.text ?? ""}`)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

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
      healthDataConsent: true,
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
  await keepScreenshot(page, { path: "test-results/screenshots/mpgs-bank-page-phone.png" });
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${BASE}/appointment/status/success\\?order=${booking.orderId}&session_id=${booking.session.id}$`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment is confirmed");
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

test("a parent buys a course on the bank's page on a phone: enrolled once the gateway confirms", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const courses = (await (await fetch(`${BASE}/api/courses`)).json()) as { data: Array<{ id: string; title: string; price: number; discountPrice: number | null }> };
  const course = courses.data.find((c) => (c.discountPrice ?? c.price) > 0)!;
  const email = `mpgs-course-${Date.now()}@example.com`;

  await page.goto(`${BASE}/courses/${course.id}`);
  await page.getByRole("button", { name: "Enroll Now" }).click();
  const emailForm = page.getByRole("form", { name: "Enroll with your e-mail" });
  await emailForm.getByLabel("Email").fill(email);
  await emailForm.getByRole("button", { name: "Send code" }).click();
  const codeForm = page.getByRole("form", { name: "Enter your code" });
  await codeForm.getByLabel("6-digit code").fill(await codeMailedTo(email));
  await codeForm.getByRole("button", { name: "Verify & Continue to Payment" }).click();

  // Our hand-over page, then the bank's page with the course's price.
  await expect(page).toHaveURL(new RegExp(`^${gateway.url}/checkout/pay/`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText((course.discountPrice ?? course.price).toFixed(2));
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${BASE}/courses/status/success\\?order=CRS-`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  const orderId = new URL(page.url()).searchParams.get("order")!;
  expect(gateway.requests.some((r) => r.method === "GET" && r.path.endsWith(`/order/${orderId}`))).toBe(true);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-courses$/);
  await expect(page.getByTestId("my-course").filter({ hasText: course.title })).toBeVisible();
});

test("staff cancel a paid booking with a refund: the gateway's REFUND, then the agenda says so", async ({ page }) => {
  test.slow();
  const booking = await book(2);
  await page.goto(booking.session.url);
  await expect(page).toHaveURL(new RegExp(`^${gateway.url}/checkout/pay/`));
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/appointment/status/success`), { timeout: 20_000 });

  // Staff sign in (password, then their authenticator app) and cancel it from the agenda.
  await signInToBackOffice(page, STAFF_EMAIL, STAFF_PASSWORD, { base: BASE });
  await page.goto(`${BASE}/admin/agenda?date=${booking.date}`);
  // Found by its order number: the search's results are a list with each visit's actions.
  const search = page.getByRole("search", { name: "Search appointments" });
  await search.getByLabel("Search all dates").fill(booking.orderId);
  await search.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: booking.orderId });
  await expect(row).toContainText("Confirmed");
  await row.getByRole("button", { name: /^Cancel/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("checkbox", { name: /Refund \$\d+/ })).toBeChecked();
  await dialog.getByLabel("Reason (for the audit log)").fill("Clinic closed");
  await dialog.getByRole("button", { name: "Cancel the appointment" }).click();
  await expect(page.getByText(/Cancelled and \$\d+(\.\d{2})? refunded\./)).toBeVisible();
  await expect(row).toContainText("Cancelled");

  // The refund went to the gateway as its own transaction on the order.
  const refund = gateway.requests.find((r) => r.method === "PUT" && r.path.includes(`/order/${booking.orderId}/transaction/`) && (r.body as { apiOperation?: string } | null)?.apiOperation === "REFUND");
  expect(refund).toBeTruthy();
});
