import type { Page } from "@playwright/test";

import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { signInToBackOffice } from "./staff";
import { hydratedElement } from "./hydration";
import { keepScreenshot } from "./screenshots";

// Newborn Care Visit: no other test reads its texts. Its Arabic description is put back at the end.
const SERVICE = "Newborn Care Visit";
const ENGLISH_DESCRIPTION = "The first visits after you bring your baby home";

type ServiceRead = { id: string; name: string; description: string };

/** `catalogue.services`, the public read the pages' data comes from, in a language. */
async function servicesIn(page: Page, locale: "en" | "fr" | "ar"): Promise<ServiceRead[]> {
  const input = encodeURIComponent(JSON.stringify({ json: { locale } }));
  const response = await page.request.get(`/api/trpc/catalogue.services?input=${input}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { data: { json: ServiceRead[] } } }).result.data.json;
}

async function axeSeriousViolations(page: Page) {
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.use({ viewport: { width: 390, height: 844 } });

test("the admin writes a service's Arabic description next to the English one; the Arabic read shows it, English and French stay", async ({ page }, testInfo) => {
  test.slow();
  await signInToBackOffice(page);
  const arabic = `زيارات المولود الأولى في العيادة، مع فحص الوزن والرضاعة. (${Date.now()})`;
  const id = (await servicesIn(page, "en")).find((s) => s.name === SERVICE)!.id;
  const frenchBefore = (await servicesIn(page, "fr")).find((s) => s.id === id)!;

  await page.goto("/admin/services");
  const form = page.getByRole("form", { name: `Edit ${SERVICE}` });
  const field = form.getByLabel("Description in Arabic");
  await expect(field).toHaveAttribute("dir", "rtl");
  await expect(field).toHaveAttribute("lang", "ar");
  const before = await field.inputValue();
  expect(before).not.toBe("");

  // Too long: refused under its own field, which takes the focus; nothing is saved.
  await field.fill("ن".repeat(601));
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(form.getByText("At most 600 characters.")).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect(await axeSeriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await keepScreenshot(form, { path: testInfo.outputPath("admin-service-translations-phone.png") });

  try {
    await field.fill(arabic);
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(form.getByText("Saved. The public pages show it now.")).toBeVisible();

    // The Arabic read has the new description; English and French are as they were.
    await expect.poll(async () => (await servicesIn(page, "ar")).find((s) => s.id === id)?.description).toBe(arabic);
    const english = (await servicesIn(page, "en")).find((s) => s.id === id)!;
    expect(english.name).toBe(SERVICE);
    expect(english.description).toContain(ENGLISH_DESCRIPTION);
    expect((await servicesIn(page, "fr")).find((s) => s.id === id)).toEqual(frenchBefore);

    // The back-office shows what was saved, after a reload.
    await page.reload();
    await expect(page.getByRole("form", { name: `Edit ${SERVICE}` }).getByLabel("Description in Arabic")).toHaveValue(arabic);

    // Emptied, the Arabic read shows the English description. (Emptied once React has the field: its
    // hydration resets a textarea's selection, and a select-all-and-delete across it removes one letter.)
    const again = page.getByRole("form", { name: `Edit ${SERVICE}` });
    await hydratedElement(again.getByLabel("Description in Arabic"));
    await again.getByLabel("Description in Arabic").fill("");
    await again.getByRole("button", { name: "Save", exact: true }).click();
    await expect(again.getByText("Saved. The public pages show it now.")).toBeVisible();
    await expect.poll(async () => (await servicesIn(page, "ar")).find((s) => s.id === id)?.description).toContain(ENGLISH_DESCRIPTION);
  } finally {
    await page.goto("/admin/services");
    const restore = page.getByRole("form", { name: `Edit ${SERVICE}` });
    await restore.getByLabel("Description in Arabic").fill(before);
    await restore.getByRole("button", { name: "Save", exact: true }).click();
    await expect(restore.getByText("Saved. The public pages show it now.")).toBeVisible();
  }
});

test("/ar/services shows the Arabic name and description of the demo services", async ({ page }) => {
  // Not Newborn Care Visit: the test above changes its Arabic description while this one may run.
  await page.goto("/ar/services");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "تقييم النموّ والتطوّر", exact: true }) });
  await expect(card).toContainText("نظرة مفصّلة على مراحل التطوّر والنطق والمهارات الحركية");
  // The Arabic visit is remembered (a cookie) and would bring /services back to /ar/services.
  await page.context().clearCookies();
  await page.goto("/services");
  await expect(page.getByRole("heading", { name: "Growth & Development Assessment", exact: true })).toBeVisible();
});
