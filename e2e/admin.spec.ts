
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { freshCode, oneSignInAtATime, signInToBackOffice, STAFF_EMAIL, STAFF_PASSWORD } from "./staff";
import { registerAccount } from "./parents";
import { keepScreenshot } from "./screenshots";

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
]) {
  test(`staff sign in with password and their authenticator app, land where they asked, and sign out (${viewport.name})`, async ({ page, browser }) => {
    // The account's app is set up (its first sign-in), here or by an earlier test of the run.
    const elsewhere = await browser.newContext();
    await signInToBackOffice(await elsewhere.newPage());
    await elsewhere.close();

    await page.setViewportSize(viewport);
    const response = await page.goto("/admin");
    // The server sends the visitor to the staff sign-in (a real redirect, nothing of /admin rendered).
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/admin$/);
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.getByRole("form", { name: "Staff sign-in" });
    await form.getByLabel("Email").fill(STAFF_EMAIL);
    await form.getByLabel("Password").fill(STAFF_PASSWORD);
    await form.getByRole("button", { name: "Continue" }).click();
    const codeForm = page.getByRole("form", { name: "Enter your second factor" });
    await expect(codeForm.getByLabel("Code")).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await codeForm.getByLabel("Code").fill("000000");
    await codeForm.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That code is not right. 4 tries left." })).toBeVisible();
    await oneSignInAtATime(STAFF_EMAIL, async () => {
      await codeForm.getByLabel("Code").fill(await freshCode(STAFF_EMAIL));
      await codeForm.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/admin$/);
    });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Good day");
    await expect(page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/screenshots/admin-home-${viewport.name}.png`, fullPage: true });

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  });
}

test("a wrong password says so in the form and opens no second step", async ({ page }) => {
  await page.goto("/admin/login");
  const form = page.getByRole("form", { name: "Staff sign-in" });
  await form.getByLabel("Email").fill(STAFF_EMAIL);
  await form.getByLabel("Password").fill("not-the-password");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByRole("alert").first()).toContainText("Invalid email or password");
  await expect(page.getByRole("form", { name: "Enter your second factor" })).toHaveCount(0);
});

test("a parent signed in on the site is sent to the staff sign-in, not into the back-office", async ({ page, request }) => {
  const email = `parent-admin-${Date.now()}@example.com`;
  await registerAccount(request, { firstName: "Maya", lastName: "Aoun", email, phoneNumber: "+9613123456", password: "Cedar-garden-2931" });
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("Cedar-garden-2931");
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/browse$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});
