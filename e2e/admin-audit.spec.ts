import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { signInToBackOffice, trpcMutation } from "./staff";
import { keepScreenshot } from "./screenshots";

// The audit log reads as sentences in Beirut time, and is filtered by person, kind and days through
// a plain GET form: the address says what is shown, with or without the page's scripts.

// No other test reads this service's online price; it is put back at the end.
const SERVICE = "Growth & Development Assessment";
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/screenshots";

const beirutDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut" }).format(at);
/** "27 Nov 15:02" for each minute from `from` to `to`, in Beirut. */
function beirutMinutes(from: number, to: number): string[] {
  const format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Beirut" });
  const minutes: string[] = [];
  for (let at = from - 60_000; at <= to + 60_000; at += 60_000) {
    const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
    minutes.push(`${parts.day} ${parts.month} ${parts.hour}:${parts.minute}`);
  }
  return minutes;
}

const dollars = (text: string) => `$${Number(text).toFixed(2)}`;

test("the doctor reads a price change in words on a 1366 px desktop, and finds it by person, kind and day", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInToBackOffice(page);
  await page.goto("/admin/services");
  const form = page.getByRole("form", { name: `Edit ${SERVICE}` });
  const price = form.getByLabel("Online price (USD)");
  const before = await price.inputValue();
  const after = before === "42.5" ? "43.5" : "42.5";
  const started = Date.now();
  await price.fill(after);
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(form.locator('[data-save-result="saved"]')).toBeVisible();
  const saved = Date.now();
  try {
    await page.goto("/admin/audit");
    const filters = page.getByRole("form", { name: "Filter the audit log" });
    await filters.getByLabel("Person").selectOption({ label: "Clinic Administrator" });
    await filters.getByLabel("Kind").selectOption({ label: "Services & prices" });
    const today = beirutDay(new Date());
    await filters.getByLabel("From").fill(today);
    await filters.getByLabel("To").fill(today);
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/[?&]kind=service/);
    await expect(page).toHaveURL(new RegExp(`[?&]from=${today}&to=${today}`));

    const changes = page.getByRole("list", { name: "Changes, newest first" });
    const entry = changes.getByRole("listitem").filter({ hasText: `Online price of ${SERVICE}: ${dollars(before)} → ${dollars(after)}` }).first();
    await expect(entry).toContainText(`Edited the service ${SERVICE}`);
    const by = (await entry.locator("p").filter({ hasText: /^by / }).textContent())!;
    expect(beirutMinutes(started, saved).map((minute) => `by Clinic Administrator, ${minute}`)).toContain(by.trim());
    // Only what was asked for: the services' changes.
    for (const title of await changes.locator(":scope > li > p:first-child").allTextContents()) expect(title).toMatch(/service|prices/);
    // No raw record in sight: it is behind "The record as kept".
    await expect(entry.getByText(/"priceOnlineCents"/).first()).toBeHidden();

    const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    await keepScreenshot(page, { path: `${SHOTS}/admin-audit-desktop.png`, fullPage: false });

    // Another person's changes only: not this one.
    await filters.getByLabel("Person").selectOption({ label: "Parents" });
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/[?&]who=parents/);
    await expect(page.getByText(`Online price of ${SERVICE}`)).toHaveCount(0);
  } finally {
    await page.goto("/admin/services");
    await price.fill(before);
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(form.locator('[data-save-result="saved"]')).toBeVisible();
  }
});

test("the audit log's filters work on an 820 px tablet without the page's scripts", async ({ page, browser }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signInToBackOffice(page);
  // A closure far ahead, at night (no slot there), added and removed: two changes of the kind "Closures".
  const day = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
  const reason = `Audit filter ${Date.now()}`;
  const added = await trpcMutation(page, "admin.schedule.addClosure", { startDate: day, endDate: day, startTime: "01:00", endTime: "02:00", reason });
  expect(added.status(), await added.text()).toBe(200);
  const { closure } = ((await added.json()) as { result: { data: { json: { closure: { id: string } } } } }).result.data.json;
  const removed = await trpcMutation(page, "admin.schedule.removeClosure", { id: closure.id });
  expect(removed.status(), await removed.text()).toBe(200);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 820, height: 1180 } });
  try {
    await context.addCookies(await page.context().cookies());
    const plain = await context.newPage();
    await plain.goto("/admin/audit");
    const filters = plain.getByRole("form", { name: "Filter the audit log" });
    await filters.getByLabel("Kind").selectOption({ label: "Closures" });
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(plain).toHaveURL(/\/admin\/audit\?.*kind=closure/);
    await expect(filters.getByLabel("Kind")).toHaveValue("closure");
    const changes = plain.getByRole("list", { name: "Changes, newest first" });
    await expect(changes.getByRole("listitem").filter({ hasText: `Added a closure: ${reason}` })).toContainText("by Clinic Administrator, ");
    await expect(changes.getByRole("listitem").filter({ hasText: `Removed a closure: ${reason}` })).toHaveCount(1);
    for (const title of await changes.locator(":scope > li > p:first-child").allTextContents()) expect(title).toMatch(/closure/);
  } finally {
    await context.close();
  }

  // The same address with the scripts, on the tablet: nothing wider than the screen, no serious accessibility issue.
  await page.goto("/admin/audit?kind=closure");
  await expect(page.getByText(`Added a closure: ${reason}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await keepScreenshot(page, { path: `${SHOTS}/admin-audit-tablet.png`, fullPage: false });
});
