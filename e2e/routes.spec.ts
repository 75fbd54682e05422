import { expect, test } from "./fixtures";

// Every route of spec §2 answers with its heading.
const routes: Array<[path: string, heading: RegExp]> = [
  ["/", /Gentle, expert care/],
  ["/courses", /Parenting Courses/],
  ["/about", /About Little Cedars Pediatrics/],
  ["/appointment", /Book an Appointment/],
  ["/services", /Our Services/],
  ["/login", /Log in/],
  ["/register", /Create an account/],
  ["/forgot-password", /Reset your password/],
  ["/blogs", /Parenting Blog/],
  ["/appointment/status/success", /Payment Successful/],
  ["/appointment/status/failure", /Payment Failed/],
  ["/appointment/status/pending/APT-TEST-1", /Payment Pending/],
  ["/courses/status/success", /Payment Successful/],
  ["/courses/status/failure", /Payment Failed/],
  ["/courses/status/pending/CRS-TEST-1", /Payment Pending/],
];

for (const [path, heading] of routes) {
  test(`${path} renders its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    // No unfilled {placeholder} reaches a page.
    expect(await page.locator("body").innerText()).not.toMatch(/\{[a-zA-Z]+\}/);
  });
}

test("the dashboard sends a visitor to log in", async ({ page }) => {
  for (const path of ["/dashboard/browse", "/dashboard/my-courses"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path).replace(/%2F/g, "(%2F|/)")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Log in/);
  }
});

test("the pending page shows the order id from its address", async ({ page }) => {
  await page.goto("/appointment/status/pending/APT-TEST-1");
  await expect(page.getByText("APT-TEST-1")).toBeVisible();
  await expect(page.getByText("pending", { exact: true })).toBeVisible();
});

test("an unknown page is a real 404 with a link home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await page.getByRole("main").getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("health and API answer JSON", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(await health.json()).toEqual({ ok: true });
  const services = await request.get("/api/services");
  const body = (await services.json()) as { data: Array<{ name: string }> };
  expect(body.data.map((s) => s.name)).toContain("Vaccinations");
  const missing = await request.get("/api/nothing-here");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
});

test("addresses with broken percent-escapes are 404s in their language, never a server error", async ({ page, request }) => {
  // Sent raw, as a hostile client sends them; Next alone answered each with a plain-text 500,
  // dynamic page segments (/pay/%ff) and static folders (/images/%ff) included.
  const pages: Array<[path: string, lang: string, heading: string]> = [
    ["/%ff", "en", "Page not found"],
    ["/%25", "en", "Page not found"],
    ["/about%25", "en", "Page not found"],
    ["/fr/about%25", "fr", "Page introuvable"],
    ["/ar/about%25", "ar", "الصفحة غير موجودة"],
    ["/pay/%ff", "en", "Page not found"],
    ["/fr/courses/%c0%af", "fr", "Page introuvable"],
    ["/ar/appointment/manage/%", "ar", "الصفحة غير موجودة"],
    ["/certificates/%ff", "en", "Page not found"],
    ["/images/%ff", "en", "Page not found"],
    ["/_next/static/%ff", "en", "Page not found"],
  ];
  for (const [path, lang, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole("link", { name: { en: "Back to the home page", fr: "Retour à l'accueil", ar: "العودة إلى الصفحة الرئيسية" }[lang]! }), path).toBeVisible();
  }
  for (const path of ["/api/courses/%ff", "/api/appointments/manage/%25/cancel", "/api/admin/media/%c0%af"]) {
    const response = await request.get(path, { headers: { "accept-language": "ar" } });
    expect(response.status(), path).toBe(404);
    expect(await response.json(), path).toMatchObject({ success: false, code: "NOT_FOUND" });
  }
});
