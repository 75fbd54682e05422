import { axe } from "./axe";
import { expect, test } from "./fixtures";

test("the home page shows demo courses, services and guides from the database", async ({ page }) => {
  await page.goto("/");
  const courses = page.getByRole("region", { name: /We know you care/ });
  await expect(courses.getByRole("link", { name: /Learn More/ })).toHaveCount(4);
  const services = page.getByRole("region", { name: /Our Services/ });
  // The services grid loads when the visitor scrolls towards it.
  await services.scrollIntoViewIfNeeded();
  await expect(services.getByRole("heading", { name: "Vaccinations" })).toBeVisible();
  const guides = page.getByRole("region", { name: /Expert Parenting Guides/ });
  await expect(guides.getByRole("link", { name: /Download/ })).toHaveCount(4);
});

test("the home page paints without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // The booking form needs script; the parent is told so and offered the phone instead. (Locators
  // skip <noscript>, so the DOM is read directly.)
  const notice = await page.evaluate(() => {
    const text = document.querySelector("#booking-hero-form-title ~ noscript p");
    return text ? { text: text.textContent, height: text.getBoundingClientRect().height, tel: text.querySelector("a")?.getAttribute("href") } : null;
  });
  expect(notice?.text).toContain("Online booking needs JavaScript");
  expect(notice?.height).toBeGreaterThan(0);
  expect(notice?.tel).toMatch(/^tel:\+961/);
  // No grey placeholders waiting for a script that will not run; the services are one link away.
  const hidden = await page.evaluate(() => ({
    booking: [...document.querySelectorAll("#booking-hero-form-title ~ div .animate-pulse")].map((n) => getComputedStyle(n).display),
    services: [...document.querySelectorAll("section[aria-labelledby=services-title] [aria-busy=true]")].map((n) => getComputedStyle(n).display),
    servicesLink: document.querySelector("section[aria-labelledby=services-title] noscript a")?.getAttribute("href"),
  }));
  expect(hidden.booking.length).toBeGreaterThan(0);
  expect(new Set(hidden.booking)).toEqual(new Set(["none"]));
  expect(hidden.services.length).toBeGreaterThan(0);
  expect(new Set(hidden.services)).toEqual(new Set(["none"]));
  expect(hidden.servicesLink).toBe("/services");
  await context.close();
});

test("a guide downloads as a PDF", async ({ request }) => {
  const response = await request.get("/guides/newborn-care-essentials.pdf");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

for (const path of ["/", "/services", "/about", "/courses", "/appointment", "/login", "/register", "/no-such-page"]) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("the newsletter form in the footer subscribes and says so", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  const input = footer.getByRole("textbox", { name: /newsletter/i });
  await footer.getByRole("button", { name: /join|subscribe/i }).click();
  await expect(page.getByText("Please enter your email.")).toBeVisible();
  await input.fill(`parent-${Date.now()}@example.com`);
  await footer.getByRole("button", { name: /join|subscribe/i }).click();
  await expect(page.getByText("Subscribed successfully!")).toBeVisible();
  await expect(input).toHaveValue("");
});
