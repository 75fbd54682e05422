
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { signInToBackOffice } from "./staff";
import { keepScreenshot } from "./screenshots";

// Adolescent Health: no other test reads its price. The price is put back at the end.
const SERVICE = "Adolescent Health";

test("the admin changes a price on a phone and /services shows it at once; a bad price is refused under its field", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToBackOffice(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Services & prices" }).click();
  const form = page.getByRole("form", { name: `Edit ${SERVICE}` });
  const price = form.getByLabel("In-clinic price (USD)");
  const before = await price.inputValue();

  await price.fill("-5");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(price).toBeFocused();
  await expect(form.getByText("A price cannot be negative.")).toBeVisible();

  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await keepScreenshot(page, { path: "test-results/screenshots/admin-services-phone.png", fullPage: false });

  try {
    await price.fill("87.50");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Saved. The public pages show it now.")).toBeVisible();
    await page.goto("/services");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: SERVICE, exact: true }) });
    await expect(card.getByTestId("service-price")).toHaveText("$87.50");
  } finally {
    await page.goto("/admin/services");
    const again = page.getByRole("form", { name: `Edit ${SERVICE}` });
    await again.getByLabel("In-clinic price (USD)").fill(before);
    await again.getByRole("button", { name: "Save" }).click();
    await expect(again.getByText("Saved. The public pages show it now.")).toBeVisible();
  }
});
