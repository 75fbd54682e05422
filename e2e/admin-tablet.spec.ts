import { type Locator } from "@playwright/test";

import { expectAccessible, expectNoSidewaysScroll } from "./agenda";
import { expect, test } from "./fixtures";
import { signInToBackOffice } from "./staff";
import { keepScreenshot } from "./screenshots";

// The back-office on a tablet, upright (820 px) and sideways or a small laptop (1024 px): the
// fields keep the room their contents need. (The pages' accessibility at phone and desktop widths
// is checked in admin-pages.spec.ts; the agenda's is checked here, its layout being the one that
// changes most between them.)

/** Lines a label takes: its height over its line height. */
const linesOf = (label: Locator) => label.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));

/**
 * Whether a time field shows its whole value: its width against the width of "03:00 PM" (what a
 * browser on a 12-hour clock writes for 15:00) in its font, with its padding and the clock button.
 */
const showsWholeTime = (field: Locator) =>
  field.evaluate((input) => {
    const style = getComputedStyle(input);
    const probe = document.createElement("span");
    probe.style.font = style.font;
    probe.style.position = "absolute";
    probe.style.whiteSpace = "nowrap";
    probe.textContent = "03:00 PM";
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    return { room: Math.round(room), text: Math.round(text) };
  });

for (const width of [820, 1024]) {
  test(`the back-office at ${width} px: the agenda's search, the opening hours and Today keep their room`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 1100 });
    await signInToBackOffice(page);

    await page.goto("/admin/agenda");
    const search = page.getByLabel("Search all dates");
    const box = await search.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(240);
    expect(await linesOf(page.locator("label[for=agenda-search]"))).toBe(1);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await keepScreenshot(page, { path: `test-results/screenshots/admin-agenda-${width}.png`, fullPage: true });

    await page.goto("/admin/schedule");
    const hours = page.getByRole("form", { name: "Opening hours" });
    for (const day of ["Monday", "Saturday"]) {
      for (const name of [`Opens on ${day}`, `Closes on ${day}`]) {
        const { room, text } = await showsWholeTime(hours.getByLabel(name));
        expect(room, `${name}: ${room} px for ${text} px of text`).toBeGreaterThanOrEqual(text);
      }
    }
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, { path: `test-results/screenshots/admin-schedule-${width}.png`, fullPage: true });

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Good day");
    await expect(page.getByRole("main")).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, { path: `test-results/screenshots/admin-today-${width}.png`, fullPage: true });
  });
}
