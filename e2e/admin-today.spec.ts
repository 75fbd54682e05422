import { type Page } from "@playwright/test";

import { expectAccessible, expectNoSidewaysScroll, staffBooks } from "./agenda";
import { expect, test } from "./fixtures";
import { signInToBackOffice, trpcMutation } from "./staff";
import { keepScreenshot } from "./screenshots";

// Today needs a visit today, whatever the hour the suite runs at: this test opens today's weekday
// round the clock for a moment (in the "content" project, after the tests that book), books the
// next free time, and puts the week back.

type Week = Array<{ weekday: number; open: boolean; opensAt: string; closesAt: string; slotMinutes: number }>;

const beirutToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut" }).format(new Date());
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

async function weeklyHours(page: Page): Promise<Week> {
  const answer = await page.request.get("/api/trpc/admin.schedule.get");
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { data: { json: { week: Week } } } }).result.data.json.week;
}

async function setWeeklyHours(page: Page, week: Week) {
  const saved = await trpcMutation(page, "admin.schedule.setWeeklyHours", { days: week });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Today's next free time a few minutes ahead, with today's weekday open all day in 10-minute slots. */
async function nextFreeTimeToday(page: Page, week: Week): Promise<{ date: string; startTime: string } | null> {
  const date = beirutToday();
  await setWeeklyHours(page, week.map((day) => (day.weekday === isoWeekday(date) ? { ...day, open: true, opensAt: "00:00", closesAt: "23:59", slotMinutes: 10 } : day)));
  const slots = (await (await page.request.get(`/api/appointments/timeslots?date=${date}`)).json()) as { data: { slots: Array<{ startTime: string; available: boolean }> } };
  const soon = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Beirut", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(Date.now() + 2 * 60_000));
  const slot = slots.data.slots.find((s) => s.available && s.startTime > soon);
  return slot ? { date, startTime: slot.startTime } : null;
}

test("Today shows each online visit of the day with Start video visit, for the doctor to open the call", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToBackOffice(page);
  const week = await weeklyHours(page);
  const name = `Lea Mansour ${`${Date.now()}`.slice(-6)}`;
  try {
    let time = await nextFreeTimeToday(page, week);
    if (!time) {
      // The last ten minutes of the day: tomorrow is a few minutes away.
      test.setTimeout(20 * 60_000);
      const today = beirutToday();
      await expect.poll(beirutToday, { timeout: 15 * 60_000, intervals: [5_000] }).not.toBe(today);
      await setWeeklyHours(page, week);
      time = await nextFreeTimeToday(page, week);
    }
    expect(time).not.toBeNull();
    await staffBooks(page, { date: time!.date, startTime: time!.startTime, name, type: "Online" });
  } finally {
    await setWeeklyHours(page, week);
  }

  await page.goto("/admin");
  const row = page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: name });
  const video = row.getByRole("link", { name: `Start video visit with ${name} (opens in a new tab)` });
  await expect(video).toHaveAttribute("href", /^\/admin\/visit\/[0-9a-f-]{36}$/);
  await expect(video).toHaveAttribute("target", "_blank");
  await expectAccessible(page);
  await keepScreenshot(page, { path: "test-results/screenshots/admin-today-video-desktop.png", fullPage: true });

  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(video).toBeVisible();
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, { path: "test-results/screenshots/admin-today-video-tablet.png", fullPage: true });
});
