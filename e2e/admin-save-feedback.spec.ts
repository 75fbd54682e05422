import { type Locator, type Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { signInToBackOffice } from "./staff";
import { keepScreenshot } from "./screenshots";

// A back-office form's result shows where staff look — beside the button they pressed, and as a
// toast at the top of the screen — not above a long form, off-screen. One shared component.

// No other test reads this service's online price; it is put back at the end.
const SERVICE = "Breastfeeding & Nutrition Support";
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/screenshots";

/** The result beside the button: in view, and on the button's line or just under it. */
async function expectBesideButton(page: Page, form: Locator, button: Locator, text: string) {
  const result = form.locator('[data-save-result="saved"]');
  await expect(result).toContainText(text);
  await expect(result).toBeInViewport();
  const [resultBox, buttonBox] = [await result.boundingBox(), await button.boundingBox()];
  expect(Math.abs(resultBox!.y + resultBox!.height / 2 - (buttonBox!.y + buttonBox!.height / 2))).toBeLessThan(60);
  // And as a toast, at the top of the screen.
  await expect(page.locator('[aria-live="off"]').filter({ hasText: text })).toBeInViewport();
}

test("the doctor saves a price and the opening hours on a 1366 px desktop: 'Saved' shows beside the Save button and as a toast", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInToBackOffice(page);
  await page.goto("/admin/services");
  const form = page.getByRole("form", { name: `Edit ${SERVICE}` });
  const price = form.getByLabel("Online price (USD)");
  const before = await price.inputValue();
  const save = form.getByRole("button", { name: "Save", exact: true });
  try {
    await price.fill(before === "61.25" ? "61.75" : "61.25");
    await save.click();
    await expectBesideButton(page, form, save, "Saved. The public pages show it now.");
    // Its time says it is this save's (Beirut clock).
    await expect(form.locator('[data-save-result="saved"] time')).toHaveText(/^\d{2}:\d{2}$/);
    await keepScreenshot(page, { path: `${SHOTS}/admin-saved-service-desktop.png` });
    // A change after the save: "Saved" no longer holds, and goes.
    await price.fill("62");
    await expect(form.locator('[data-save-result="saved"]')).toHaveCount(0);
  } finally {
    await price.fill(before);
    await save.click();
    await expect(form.locator('[data-save-result="saved"]')).toContainText("Saved.");
  }

  // The week's hours, saved as they are: the result is beside "Save opening hours", at the form's foot.
  await page.goto("/admin/schedule");
  const hours = page.getByRole("form", { name: "Opening hours" });
  const saveHours = hours.getByRole("button", { name: "Save opening hours" });
  await saveHours.click();
  await expectBesideButton(page, hours, saveHours, "Opening hours saved.");
  await keepScreenshot(page, { path: `${SHOTS}/admin-saved-hours-desktop.png` });
});
