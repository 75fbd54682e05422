import { expect, test } from "@playwright/test";

// Decision 011: `npm start` serves pages whose script chunks are requested only once the first
// contentful paint is on screen, and compresses what it serves.

const CHUNK_TAG = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("popupShown", "true"));
});

for (const path of ["/", "/about", "/courses", "/appointment"]) {
  test(`${path} paints before it requests its scripts, then hydrates`, async ({ page }) => {
    await page.goto(path);
    // Hydrated: the header's menu button opens the menu (a click before hydration does nothing).
    const toggle = page.getByRole("button", { name: /menu/i });
    await expect(async () => {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.tap();
      await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass({ timeout: 15_000 });

    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      chunkStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.chunkStarts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.chunkStarts)).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity);
  });
}

test("the HTML carries the loader instead of Next's script tags, compressed", async ({ request }) => {
  const response = await request.get("/about", { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("gzip");
  const html = await response.text();
  expect(html).not.toMatch(CHUNK_TAG);
  expect(html).toContain("self.__paintFirst=");
  expect(html.match(/"\/_next\/static\/chunks\/[^"]+\.js"/g)?.length).toBeGreaterThan(3);
});

// Decision 013: the build marks every chunk for eager compilation (V8 reads the hint on line 1 only).
test("the chunks a page loads carry V8's compile hint on their first line", async ({ request }) => {
  const html = await (await request.get("/appointment")).text();
  const chunks = [...new Set(html.match(/\/_next\/static\/chunks\/[^"]+\.js/g) ?? [])];
  expect(chunks.length).toBeGreaterThan(3);
  for (const chunk of chunks) {
    expect((await (await request.get(chunk)).text()).startsWith("//# allFunctionsCalledOnLoad\n"), chunk).toBe(true);
  }
});

test("other responses pass through untouched", async ({ request }) => {
  const api = await request.get("/api/services");
  expect(api.headers()["content-type"]).toContain("application/json");
  expect((await api.json()).data.length).toBeGreaterThan(0);
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Sitemap:");
});
