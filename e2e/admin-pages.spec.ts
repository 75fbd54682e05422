
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { signInToBackOffice } from "./staff";
import { keepScreenshot } from "./screenshots";

const PAGES = [
  ["/admin", "Good day"],
  ["/admin/agenda?view=week", "Agenda"],
  ["/admin/children", "Children"],
  ["/admin/orders", "Orders"],
  ["/admin/jobs", "E-mails & jobs"],
  ["/admin/sign-in", "Your sign-in"],
  ["/admin/subscribers", "Subscribers"],
  ["/admin/services", "Services & prices"],
  ["/admin/schedule", "Hours & closures"],
  ["/admin/courses", "Courses"],
  ["/admin/content", "Site content"],
  ["/admin/staff", "Staff"],
  ["/admin/audit", "Audit log"],
  ["/admin/record-views", "Who opened children"],
] as const;

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
]) {
  test(`every back-office page, as the admin on a ${viewport.name}: its heading, no serious accessibility issue, no sideways scroll`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInToBackOffice(page);
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toContainText(heading);
      const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${path} ${v.id}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} scrolls sideways`).toBe(true);
      const name = path.replace(/^\/admin\/?/, "").replace(/\?.*$/, "") || "home";
      await keepScreenshot(page, { path: `test-results/screenshots/admin-${name}-${viewport.name}.png`, fullPage: true });
    }
  });
}

test("the back-office menu works by keyboard: Tab reaches each area in order and Enter opens it", async ({ page }) => {
  await signInToBackOffice(page);
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Back-office" });
  await nav.getByRole("link", { name: "Today" }).focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Agenda" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/agenda$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agenda");
});

test("the subscribers table sorts on the server from its column headers, which are plain links", async ({ page }) => {
  await signInToBackOffice(page);
  await page.goto("/admin/subscribers");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: /Subscribed/ })).toHaveAttribute("aria-sort", "descending");
  await table.getByRole("link", { name: /E-mail/ }).click();
  await expect(page).toHaveURL(/sort=email&dir=asc/);
  await expect(table.getByRole("columnheader", { name: /E-mail/ })).toHaveAttribute("aria-sort", "ascending");
  await table.getByRole("link", { name: /E-mail/ }).click();
  await expect(page).toHaveURL(/sort=email&dir=desc/);
  await expect(table.getByRole("columnheader", { name: /E-mail/ })).toHaveAttribute("aria-sort", "descending");
});
