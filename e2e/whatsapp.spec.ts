import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { clinic } from "../src/config/clinic";
import { startFakeWhatsApp, type SentTemplate } from "../tests/support/fake-whatsapp-server";
import { expectNoSeriousAxeIssue } from "./i18n";
import { codeSentTo } from "./parents";
import { keepScreenshot } from "./screenshots";
import { signInToBackOffice } from "./staff";
import { ownServerReady, startOwnServer, stopOwnServer } from "./own-server";

// WhatsApp messages to parents who chose them (decision 053), in a real browser: a server of its own
// with the four WhatsApp settings, calling a local stand-in for Meta's Cloud API (the fake of
// tests/support, started here; nothing leaves the machine). The test posts the signed status
// notifications Meta would, as the fake does, to the server's webhook.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 84;
const BASE = `http://127.0.0.1:${PORT}`;
const STAFF_EMAIL = "whatsapp-staff@clinic.test";
const STAFF_PASSWORD = "whatsapp-staff-password-e2e";
const WHATSAPP = { phoneNumberId: "106540352242922", accessToken: "EAAe2eSystemUserToken0123456789", appSecret: "e2e-app-secret-0123456789abcdef" };
const DATA_DIR = mkdtempSync(path.join(tmpdir(), "clinic-whatsapp-"));

test.describe.configure({ mode: "serial" });

let server: ChildProcess;
let fake: Awaited<ReturnType<typeof startFakeWhatsApp>>;
let mainDataDir: string | undefined;
/** The parent of the first test: the second signs in with their address. */
let parentEmail = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The staff's authenticator state is kept beside this server's database.
  mainDataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = DATA_DIR;
  fake = await startFakeWhatsApp({ ...WHATSAPP, webhookUrl: `${BASE}/api/webhooks/whatsapp` });
  server = startOwnServer({ port: PORT, dataDir: DATA_DIR, settings: { ADMIN_EMAIL: STAFF_EMAIL, ADMIN_PASSWORD: STAFF_PASSWORD, WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId, WHATSAPP_ACCESS_TOKEN: WHATSAPP.accessToken, WHATSAPP_APP_SECRET: WHATSAPP.appSecret, WHATSAPP_VERIFY_TOKEN: "e2e-verify-token-0123456789", WHATSAPP_API_URL: fake.url, } });
  await ownServerReady(BASE);
});

test.afterAll(async () => {
  await stopOwnServer(server);
  await fake?.close();
  process.env.DATA_DIR = mainDataDir;
});

/** Holds every script chunk of the app until `release()` (as e2e/early-input.spec.ts does). */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));

test("a parent ticks WhatsApp while booking in Arabic on a phone; the confirmation goes on WhatsApp; the receptionist sees it delivered, then read", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `whatsapp-${Date.now()}@example.com`;
  parentEmail = email;
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));

  // The form in the server's HTML, filled in before its scripts run, the WhatsApp box too.
  const scripts = await holdScripts(page);
  await page.goto(`${BASE}/ar/appointment`, { waitUntil: "domcontentloaded" });
  const form = page.locator("main form");
  await form.locator('input[name="service"]').first().check();
  await form.locator('input[name="name"]').fill("ليلى حداد");
  await form.getByRole("textbox", { name: "رقم الهاتف", exact: true }).fill("+961 71 234 567");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="date"]').first().check();
  await form.locator('input[name="healthDataConsent"]').check();
  const whatsapp = form.getByRole("checkbox", { name: /واتساب/ });
  // Offered unticked, naming the clinic, in the page's language.
  await expect(whatsapp).not.toBeChecked();
  await expect(form.locator(`label[for="${await whatsapp.getAttribute("id")}"]`)).toContainText(clinic.name);
  await whatsapp.check();
  expect(await hydrated(page)).toBe(false);

  scripts.release();
  const send = form.locator('button[type="submit"]');
  await expect(send).toBeEnabled();
  await expect(whatsapp).toBeChecked();
  // The chosen day's times (the group "الساعة"), the last free one booked.
  const times = form.getByRole("group", { name: /^الساعة/ }).locator("button[aria-pressed]:enabled");
  await expect(times.first()).toBeVisible();
  await times.last().click();
  await expect(times.last()).toHaveAttribute("aria-pressed", "true");
  await keepScreenshot(page, { path: "test-results/screenshots/whatsapp-booking-ar-phone.png" });
  await send.click();

  // The test gateway's page, then Pay.
  await expect(page).toHaveURL(/\/ar\/pay\/sim_cs_/);
  await page.getByRole("button", { name: "ادفع", exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/appointment\/status\/success/, { timeout: 20_000 });
  expect(pageErrors).toEqual([]);

  // The Cloud API (the fake) received the confirmation: the approved template, in Arabic, to the number.
  let confirmation: SentTemplate | undefined;
  await expect
    .poll(() => (confirmation = fake.sent.find((m) => m.to === "96171234567" && m.template === "visit_confirmation"))?.language, { timeout: 30_000 })
    .toBe("ar");
  expect(confirmation!.parameters.parent_name).toBe("ليلى حداد");
  expect(confirmation!.buttonSuffix).toMatch(/^ar\/appointment\/manage\/[\w-]+\?t=/);

  // The receptionist, on a tablet, finds the visit and opens it: the message is there.
  await page.setViewportSize({ width: 820, height: 1180 });
  await signInToBackOffice(page, STAFF_EMAIL, STAFF_PASSWORD, { base: BASE });
  await page.goto(`${BASE}/admin/agenda`);
  const search = page.getByRole("search", { name: "Search appointments" });
  await search.getByLabel("Search all dates").fill(email);
  await search.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: "ليلى حداد" });
  await expect(row.getByRole("list", { name: /^Messages to/ })).toContainText("Confirmation");
  await row.getByRole("link", { name: /^Open in the agenda/ }).click();
  const panel = page.getByRole("dialog");
  const messages = panel.getByRole("list", { name: /^Messages to/ });
  await expect(messages.getByRole("listitem").filter({ hasText: "Confirmation" })).toContainText("Sent to WhatsApp");

  // Meta's notifications, signed with the app's secret: sent, then delivered…
  expect(await fake.sendStatuses(confirmation!, ["sent", "delivered"])).toEqual([expect.objectContaining({ status: 200 }), expect.objectContaining({ status: 200 })]);
  await page.reload();
  const confirmationLine = messages.getByRole("listitem").filter({ hasText: "Confirmation" });
  await expect(confirmationLine.getByTestId("message-status")).toHaveText("Delivered");
  await expectNoSeriousAxeIssue(page, "the visit's messages on the agenda");
  await keepScreenshot(page, { path: "test-results/screenshots/whatsapp-agenda-delivered-820.png" });
  // …then read.
  await fake.sendStatuses(confirmation!, ["read"]);
  await page.reload();
  await expect(confirmationLine.getByTestId("message-status")).toHaveText("Read");
  // Readable at 820 px: the panel's message line fits without scrolling sideways.
  expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // The parent's reply shows on the visit, with a one-tap answer on WhatsApp.
  await fake.sendInbound("96171234567", "شكراً، سنكون هناك");
  await page.reload();
  await expect(panel.getByText("“شكراً، سنكون هناك”")).toBeVisible();
  await expect(panel.getByRole("link", { name: /^Answer on WhatsApp/ })).toHaveAttribute("href", "https://wa.me/96171234567");

  // The parent turns WhatsApp off from their visit's page (the confirmation's button): said beside the box.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/${confirmation!.buttonSuffix}`);
  const toggle = page.getByRole("checkbox", { name: /واتساب/ });
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await toggle.uncheck();
  await expect(page.getByTestId("whatsapp-choice-result")).toHaveText("تم الحفظ: أُوقفت رسائل واتساب، وتصلك الرسائل بالبريد الإلكتروني.");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /واتساب/ })).not.toBeChecked();
});

test("the parent signs in with the booking's address: My Appointments turns WhatsApp back on for their next visit's number, and says it was saved", async ({ page }) => {
  test.setTimeout(60_000);
  expect(parentEmail).not.toBe("");
  const asSite = { origin: BASE };
  expect((await page.request.post(`${BASE}/api/user/registerEnroll`, { data: { email: parentEmail }, headers: asSite })).ok()).toBe(true);
  const otp = await codeSentTo(parentEmail);
  expect((await page.request.post(`${BASE}/api/user/verifyotp`, { data: { email: parentEmail, otp }, headers: asSite })).ok()).toBe(true);

  await page.goto(`${BASE}/dashboard/appointments`);
  const section = page.getByRole("region", { name: "WhatsApp messages" });
  const toggle = section.getByRole("checkbox", { name: /on WhatsApp from/ });
  // Turned off on the visit's page in the first test.
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await toggle.check();
  await expect(section.getByTestId("whatsapp-choice-result")).toHaveText("Saved: messages about your visits now come on WhatsApp.");
  await page.reload();
  await expect(page.getByRole("region", { name: "WhatsApp messages" }).getByRole("checkbox", { name: /on WhatsApp from/ })).toBeChecked();
});
