
import { ARABIC_FONT_URL } from "../src/config/arabic-font";
import { axe } from "./axe";
import { expect, test } from "./fixtures";

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("languages", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each language has its address, <html lang dir>, its header and hreflang alternates", async ({ page }) => {
    for (const [path, lang, dir, book] of [
      ["/", "en", "ltr", "Book Appointment"],
      ["/fr", "fr", "ltr", "Prendre rendez-vous"],
      ["/ar", "ar", "rtl", "احجز موعدًا"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await page.getByRole("button", { name: /menu|القائمة/i }).click();
      await expect(page.getByRole("navigation", { name: /Mobile|mobile|الهاتف/ }).getByRole("link", { name: book })).toBeVisible();
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
        links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href") ?? "").pathname]),
      );
      expect(alternates).toEqual(expect.arrayContaining([["en", "/"], ["fr", "/fr"], ["ar", "/ar"], ["x-default", "/"]]));
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test("a first visit follows Accept-Language; the switcher keeps the page and its choice is remembered", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: "ar-LB", extraHTTPHeaders: { "accept-language": "ar-LB,ar;q=0.9,en;q=0.5" } });
    const page = await context.newPage();
    await page.goto("/services");
    await expect(page).toHaveURL(/\/ar\/services$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    // English from the switcher: the same page, and the choice outlives the browser's preference.
    await page.getByRole("button", { name: /القائمة/ }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).not.toHaveURL(/\/ar\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/about");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/about$/);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await context.close();
  });

  test("an unknown address under a language is a 404 in that language, never a half-English page", async ({ page, request }) => {
    // Not a language of ours: an English 404 (first, before a visit to /fr or /ar is remembered).
    for (const [path, heading] of [
      ["/de/services", "Page not found"],
      ["/ar/no-such-page", "الصفحة غير موجودة"],
      ["/fr/no-such-page", "Page introuvable"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    expect((await request.get("/ar/courses/not-a-course")).status()).toBe(404);
  });

  test("the Arabic font is fetched on Arabic pages only, with the page", async ({ browser, baseURL, request }) => {
    /** The font files a first visit to a page downloads (a fresh browser, nothing cached). */
    async function fontsOf(path: string) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const fonts = new Set<string>();
      page.on("response", (response) => {
        if (response.request().resourceType() === "font") fonts.add(new URL(response.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await context.close();
      return fonts;
    }
    const english = await fontsOf("/");
    const french = await fontsOf("/fr");
    const arabic = await fontsOf("/ar");
    expect(english.size).toBeGreaterThan(0);
    expect([...french]).toEqual([...english]);
    // Arabic pages add the Arabic font to what the others load, and the others never load it.
    expect(arabic.has(ARABIC_FONT_URL)).toBe(true);
    const arabicOnly = [...arabic].filter((font) => !english.has(font));
    expect(arabicOnly.length).toBeGreaterThan(0);
    expect([...english].every((font) => arabic.has(font))).toBe(true);
    // The Arabic page asks for it in its head, before any layout would discover it (decision 058).
    const preloadLink = new RegExp(`<link rel="preload" href="${ARABIC_FONT_URL.replace(/\./g, "\\.")}" as="font"`);
    expect(await (await request.get("/ar")).text()).toMatch(preloadLink);
    expect(await (await request.get("/fr")).text()).not.toContain(ARABIC_FONT_URL);
  });

  test("one sitemap lists every page in every language with its alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["", "/fr", "/ar", "/appointment", "/fr/appointment", "/ar/appointment", "/ar/services", "/privacy", "/fr/privacy", "/ar/privacy"]) {
      expect(xml, path).toMatch(new RegExp(`<loc>http://[^<]+:\\d+${path.replace(/\//g, "\\/")}</loc>`));
    }
    expect(xml).toContain('hreflang="ar"');
    expect(xml).toContain('hreflang="fr"');
  });
});
