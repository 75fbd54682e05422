import { readFileSync } from "node:fs";

import { formatLongDate, formatSlotTime } from "../src/components/appointments/calendar-dates";
import { LOCALE_HEADER } from "../src/i18n/locales";
import { readOutbox, recipients } from "../tests/support/outbox";
import { expect, test } from "./fixtures";
import { expectLanguage, expectNoCatalogueKey, expectNoSeriousAxeIssue, expectNoSidewaysScroll, msg } from "./i18n";
import { uniqueEmail } from "./parents";
import { bookedOrder, freeSlot } from "./visits";
import { keepScreenshot } from "./screenshots";

// Issue 26, item 1: what a parent reads after paying, on a phone. A parent who gave no e-mail
// address has only this page; somebody who knows only the order number (shown on screen, read out
// over the phone) must see nothing of it. Each test takes its own slot months ahead (freeSlot 20+).

test.use({ viewport: { width: 390, height: 844 } });

test.describe("abroad", () => {
  // The parent's phone is on Paris time: the page gives the time on its clock as well as Beirut's.
  test.use({ timezoneId: "Europe/Paris" });

  test("ar, phone, no e-mail given: the confirmation shows the visit in Beirut and phone time, its calendar file, the video visit and the manage link, and e-mails itself on request", async ({ page, request, baseURL }, testInfo) => {
    test.slow(); // a payment, a download, an e-mail
    const slot = await freeSlot(request, 20);
    const { orderId, sessionId } = await bookedOrder(request, baseURL!, "", slot, { locale: "ar", name: "ليلى حداد" });
    const services = (await (await request.get("/api/services", { headers: { [LOCALE_HEADER]: "ar" } })).json()) as { data: Array<{ _id: string; name: string }> };
    const serviceName = services.data.find((s) => s._id === slot.service)!.name;

    // The test bank's page, then back: the return address names the checkout session.
    await page.goto(`/ar/pay/${sessionId}`);
    await page.getByRole("button", { name: msg("ar", "status.pay.simulated.pay"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/appointment/status/success\\?order=${orderId}&session_id=${sessionId}$`));
    await expectLanguage(page, "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("ar", "status.confirmation.title"));

    const details = page.getByTestId("confirmation-details");
    await expect(details).toContainText(serviceName);
    await expect(details).toContainText("ليلى حداد");
    await expect(details).toContainText(msg("ar", "booking.when", { date: formatLongDate(slot.date, "ar"), time: formatSlotTime(slot.startTime, "ar") }));
    await expect(details).toContainText(/US\$/);
    await expect(details.getByTestId("order-id")).toHaveText(orderId);
    // Paris is an hour or two behind Beirut: the phone's own time is given too, its zone named in Arabic.
    await expect(page.getByTestId("device-time")).toContainText(/بتوقيتك \(.*أوروبا.*\)/);

    await expect(page.getByRole("heading", { name: msg("ar", "status.confirmation.video.title") })).toBeVisible();
    // The video visit is reached from the visit's own page (decision 048), in the page's language.
    await expect(page.getByRole("link", { name: msg("ar", "status.confirmation.video.join") })).toHaveAttribute("href", /^\/ar\/appointment\/manage\/[\w-]+\?t=/);
    await expect(page.getByRole("heading", { name: msg("ar", "status.confirmation.copy.onlyTitle") })).toBeVisible();

    await expectNoSidewaysScroll(page, "confirmation");
    await expectNoCatalogueKey(page, "confirmation");
    await expectNoSeriousAxeIssue(page, "confirmation");
    await page.evaluate(() => document.fonts.ready);
    await keepScreenshot(page, { path: testInfo.outputPath("confirmation-ar-phone.png"), fullPage: true });

    // Add to calendar: the visit's .ics, in Arabic, at its UTC time.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: msg("ar", "status.confirmation.addToCalendar") }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("appointment.ics");
    const ics = readFileSync((await file.path())!, "utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    // It leads to the visit's page, never to a video room (decision 048).
    expect(ics.replace(/\r\n[ \t]/g, "")).toMatch(/\/appointment\/manage\/[\w-]+\?t=/);
    expect(ics).not.toMatch(/meet\.jit\.si|8x8\.vc|visit-[0-9a-f]{40}/);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    // E-mail me this: the confirmation goes to the address typed, and the page says so.
    const to = uniqueEmail("confirmation-copy");
    await page.getByLabel(msg("ar", "status.confirmation.copy.label")).fill(to);
    await page.getByRole("button", { name: msg("ar", "status.confirmation.copy.submit") }).click();
    await expect(page).toHaveURL(/&copy=sent$/);
    await expect(page.getByRole("status").filter({ hasText: msg("ar", "status.confirmation.copy.sent") })).toBeVisible();
    await expect
      .poll(async () => (await readOutbox()).find((m) => recipients(m).includes(to))?.text ?? "")
      .toMatch(new RegExp(`${orderId}[\\s\\S]*/ar/appointment/manage/`));

    // The manage link opens the visit's own page.
    await page.getByRole("link", { name: msg("ar", "status.confirmation.manage") }).click();
    await expect(page).toHaveURL(/\/ar\/appointment\/manage\/[\w-]+\?t=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("ar", "booking.manage.title"));
  });
});

test("the order number alone, or with another checkout's session, shows nothing of the booking and no manage link", async ({ page, request, baseURL }) => {
  const mine = await bookedOrder(request, baseURL!, "", await freeSlot(request, 21), { name: "Rana Khoury" });
  const paid = await request.post(`/api/payments/simulated/${mine.sessionId}`, { headers: { origin: baseURL! }, form: { outcome: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  // The attacker has a checkout of their own, and knows the parent's order number.
  const theirs = await bookedOrder(request, baseURL!, "", await freeSlot(request, 22), { name: "Someone Else" });

  for (const address of [
    `/appointment/status/success?order=${mine.orderId}`,
    `/appointment/status/success?order=${mine.orderId}&session_id=${theirs.sessionId}`,
    `/appointment/status/success?order=${mine.orderId}&session_id=sim_cs_guessedguessedguessed`,
    `/appointment/status/failure?order=${mine.orderId}&session_id=${theirs.sessionId}`,
  ]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1 }), address).toHaveText(/^Payment (Successful|Failed)$/);
    await expect(page.getByText("Rana Khoury"), address).toHaveCount(0);
    await expect(page.locator('a[href*="/appointment/manage/"]'), address).toHaveCount(0);
    await expect(page.locator('a[href*="/calendar?"]'), address).toHaveCount(0);
    await expect(page.getByRole("button", { name: "E-mail me this" }), address).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Try Again" }), address).toHaveCount(0);
  }

  // The browser that paid sees it all.
  await page.goto(`/appointment/status/success?order=${mine.orderId}&session_id=${mine.sessionId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment is confirmed");
  await expect(page.getByTestId("confirmation-details")).toContainText("Rana Khoury");
  await expect(page.getByRole("link", { name: "Change or cancel" })).toHaveAttribute("href", /^\/appointment\/manage\/[\w-]+\?t=/);
});
