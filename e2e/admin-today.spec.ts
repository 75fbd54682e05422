import { expectAccessible, expectNoSidewaysScroll, staffBooks } from "./agenda";
import { expect, test } from "./fixtures";
import { signInToBackOffice } from "./staff";
import { keepScreenshot } from "./screenshots";
import { beirutToday, openingSoon, setWeeklyHours, weeklyHours } from "./weekly-hours";

// Today needs a visit today, whatever the hour the suite runs at: this test opens today's weekday
// from a few minutes from now for a moment (in the "content" project, after the tests that book),
// books its first time, and puts the week back.

test("Today shows each online visit of the day with Start video visit, for the doctor to open the call", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToBackOffice(page);
  const week = await weeklyHours(page);
  const name = `Lea Mansour ${`${Date.now()}`.slice(-6)}`;
  const soon = openingSoon(week);
  try {
    await setWeeklyHours(page, soon.week);
    await staffBooks(page, { date: soon.date, startTime: soon.startTime, name, type: "Online" });
  } finally {
    await setWeeklyHours(page, week);
  }
  if (soon.date !== beirutToday()) {
    // The day's last minutes: the visit is just after midnight, on Today once the day has turned.
    test.setTimeout(20 * 60_000);
    await expect.poll(beirutToday, { timeout: 15 * 60_000, intervals: [5_000] }).toBe(soon.date);
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
