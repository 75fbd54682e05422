
import { readOutbox, recipients } from "../tests/support/outbox";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./parents";
import { freeSlot, paidVisit } from "./visits";
import { keepScreenshot } from "./screenshots";

// A parent cancels from the link in their confirmation e-mail: no account, a phone or a desktop.

for (const [index, viewport] of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
].entries()) {
  test(`a parent cancels a paid visit from the e-mail's link and is refunded; the slot is free again (${viewport.name})`, async ({ page, request, baseURL }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`manage-${viewport.name}`);
    const slot = await freeSlot(request, index);
    const link = await paidVisit(request, baseURL!, email, slot);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment");
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
    // Days ahead: the video visit says when it opens, and offers no room yet.
    await expect(page.getByTestId("video-countdown")).toContainText("The video visit opens");
    await expect(page.getByRole("link", { name: "Join the video visit" })).toHaveCount(0);
    await page.getByRole("link", { name: "Cancel this appointment" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this appointment?" })).toBeVisible();
    await expect(page.getByText(/is refunded in full to your card/)).toBeVisible();
    const audit = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(audit.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepScreenshot(page, { path: `test-results/screenshots/manage-appointment-${viewport.name}.png`, fullPage: true });

    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your appointment is cancelled");
    await expect(page.getByRole("status")).toContainText("Cancelled.");
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    // Whether and how much comes back, and the way to book again.
    await expect(page.getByTestId("refund")).toContainText(/^\$\d+ is refunded to your card \(banks take 5 to 10 days to show it\)\./);
    await expect(page.getByRole("link", { name: "Book another appointment" })).toHaveAttribute("href", "/appointment");
    await keepScreenshot(page, { path: `test-results/screenshots/manage-appointment-cancelled-${viewport.name}.png`, fullPage: true });

    const slots = (await (await request.get(`/api/appointments/timeslots?date=${slot.date}`)).json()) as { data: { slots: Array<{ startTime: string; available: boolean }> } };
    expect(slots.data.slots.find((s) => s.startTime === slot.startTime)?.available).toBe(true);
    await expect.poll(async () => (await readOutbox()).filter((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment cancelled")).length).toBe(1);
  });
}

test("a parent moves the visit to another day's free time from the e-mail's link, on a phone", async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("manage-move");
  const slot = await freeSlot(request, 3);
  await page.goto(await paidVisit(request, baseURL!, email, slot));
  await page.getByRole("link", { name: "Move to another time" }).click();
  await expect(page.getByRole("heading", { name: "Move this appointment" })).toBeVisible();
  await expect(page.getByText("You can move it 2 more times")).toBeVisible();
  // The booking form's calendar and times: a free day of next month, then a free time of it.
  const calendar = page.getByTestId("booking-calendar");
  await expect(calendar).toHaveAttribute("aria-busy", "false");
  await calendar.getByRole("button", { name: "Next Month" }).click();
  const days = calendar.locator('.react-datepicker__day[aria-disabled="false"]:not(.react-datepicker__day--outside-month)');
  await expect(days.first()).toBeVisible();
  // The month's last free day: the booking flows take its first ones.
  await days.last().click();
  const newTime = page.getByRole("group", { name: /Time/ }).locator("button[aria-pressed]:enabled").last();
  const time = (await newTime.innerText()).trim();
  await newTime.click();
  await expect(page.getByRole("status").filter({ hasText: "New time:" })).toContainText(`at ${time} (Beirut time)`);
  const audit = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(audit.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await keepScreenshot(page, { path: "test-results/screenshots/manage-appointment-move-phone.png", fullPage: true });
  await page.getByRole("button", { name: "Move it to this time" }).click();

  await expect(page.getByRole("status")).toContainText("Moved.");
  await expect(page.getByText(`at ${time} (Beirut time)`)).toBeVisible();
  await expect(page.getByText("You can move it yourself until 24 hours before.")).toBeVisible();
  const before = (await (await request.get(`/api/appointments/timeslots?date=${slot.date}`)).json()) as { data: { slots: Array<{ startTime: string; available: boolean }> } };
  expect(before.data.slots.find((s) => s.startTime === slot.startTime)?.available).toBe(true);
  await expect
    .poll(async () => (await readOutbox()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment moved"))?.attachments.map((a) => a.content.toString()).join(""))
    .toContain("SEQUENCE:1");
});

test("a link that was tampered with opens nothing and says what to do", async ({ page, request, baseURL }) => {
  const link = await paidVisit(request, baseURL!, uniqueEmail("manage-tampered"), await freeSlot(request, 2));
  const url = new URL(link);
  url.searchParams.set("t", `${url.searchParams.get("t")!.slice(0, -3)}abc`);
  await page.goto(url.toString());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link cannot open an appointment");
  await expect(page.getByText(/This link is not valid/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, cancel it" })).toHaveCount(0);
});
