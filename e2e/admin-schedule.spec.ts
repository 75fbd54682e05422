import { type Locator, type Page } from "@playwright/test";

import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { signInToBackOffice } from "./staff";
import { keepScreenshot } from "./screenshots";

// Other tests book the first free days; the closures here are weeks ahead, each viewport its own day.

/** A Tuesday to Saturday at least `daysAhead` days from now, as YYYY-MM-DD and the calendar's label. */
function clinicDayAhead(daysAhead: number) {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 1) date.setUTCDate(date.getUTCDate() + 1);
  const iso = date.toISOString().slice(0, 10);
  const weekday = date.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
  const month = date.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });
  // react-datepicker's label: "Choose Tuesday, January 12th, 2027", or "Not available: …" when closed.
  const label = new RegExp(`^(Choose|Not available:) ${weekday}, ${month} ${date.getUTCDate()}(st|nd|rd|th), ${date.getUTCFullYear()}$`);
  return { iso, label };
}

/** The booking calendar's cell of a day, moving months forward until it shows. */
async function bookingCalendarDay(page: Page, label: RegExp): Promise<Locator> {
  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Book an Appointment" });
  const calendar = form.getByTestId("booking-calendar");
  await expect(calendar).toHaveAttribute("aria-busy", "false");
  const day = calendar.locator(".react-datepicker__day:not(.react-datepicker__day--outside-month)").and(calendar.getByRole("gridcell", { name: label }));
  for (let month = 0; month < 4 && (await day.count()) === 0; month += 1) {
    await calendar.getByRole("button", { name: "Next Month" }).click();
    await expect(calendar).toHaveAttribute("aria-busy", "false");
  }
  return day;
}

for (const [viewport, daysAhead] of [
  [{ name: "phone", width: 390, height: 844 }, 45],
  [{ name: "desktop", width: 1440, height: 900 }, 52],
] as const) {
  test(`the admin closes a day and it disappears from the booking calendar, then reopens it (${viewport.name})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { iso, label } = clinicDayAhead(daysAhead);
    await expect(await bookingCalendarDay(page, label)).toHaveAttribute("aria-disabled", "false");

    await signInToBackOffice(page);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Hours & closures" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Hours & closures" })).toBeVisible();

    const add = page.getByRole("form", { name: "Add a closure" });
    // Nothing typed yet: the reason is required, and the message says so under its field.
    await add.getByLabel("From (date)").fill(iso);
    await add.getByRole("button", { name: "Add closure" }).click();
    await expect(add.getByLabel("Reason")).toBeFocused();
    await expect(add.getByText("Please give a reason (e.g. Holiday, Doctor away).")).toBeVisible();
    await add.getByLabel("Reason").fill(`Doctor away ${viewport.name}`);
    await add.getByRole("button", { name: "Add closure" }).click();
    await expect(add.getByText("Closure added. Its slots are no longer offered.")).toBeVisible();
    const closures = page.getByRole("list", { name: "Closures ahead" });
    await expect(closures).toContainText(`Doctor away ${viewport.name}`);
    await expect(closures).toContainText(`${iso}, all day`);

    // The same day again is refused with the reason why.
    await add.getByLabel("From (date)").fill(iso);
    await add.getByLabel("From (time)").fill("16:00");
    await add.getByLabel("Reason").fill("Again");
    await add.getByRole("button", { name: "Add closure" }).click();
    await expect(add.getByRole("alert").first()).toContainText(`This overlaps the closure “Doctor away ${viewport.name}”`);

    const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/screenshots/admin-schedule-${viewport.name}.png`, fullPage: true });

    await expect(await bookingCalendarDay(page, label)).toHaveAttribute("aria-disabled", "true");

    // Reopened: the day is offered again.
    await page.goto("/admin/schedule");
    await page.getByRole("button", { name: `Remove the closure “Doctor away ${viewport.name}”` }).click();
    await expect(page.getByRole("list", { name: "Closures ahead" }).filter({ hasText: `Doctor away ${viewport.name}` })).toHaveCount(0);
    await expect(await bookingCalendarDay(page, label)).toHaveAttribute("aria-disabled", "false");
  });
}

test("hours that make no sense are refused under the field, and nothing is saved", async ({ page }) => {
  await signInToBackOffice(page);
  await page.goto("/admin/schedule");
  const hours = page.getByRole("form", { name: "Opening hours" });
  await hours.getByLabel("Closes on Tuesday").fill("14:00");
  await hours.getByRole("button", { name: "Save opening hours" }).click();
  await expect(hours.getByLabel("Closes on Tuesday")).toBeFocused();
  await expect(hours.getByText("Closing time must be after opening time.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "Opening hours" }).getByLabel("Closes on Tuesday")).toHaveValue("19:00");
});
