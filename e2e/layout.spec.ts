import { clinic } from "../src/config/clinic";
import { expect, test } from "./fixtures";
import { keepScreenshot } from "./screenshots";

test.describe("header and footer on a desktop", () => {
  test("the header links navigate client-side, and /blogs is a full page load", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: /main/i });
    // A marker on window survives client-side navigation and disappears on a full page load.
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    for (const [name, url, heading] of [
      ["Courses", "/courses", /Parenting Courses/],
      ["Services", "/services", /Our Services/],
      ["About", "/about", /About/],
      ["Appointment", "/appointment", /Book an Appointment/],
      ["Home", "/", /Gentle, expert care/],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);

    await nav.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Parenting Blog/);
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBeUndefined();
  });

  test("the top bar shows hours, e-mail and phone, and Book Appointment leads to the booking page", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header.getByText(clinic.openingHoursSummary).first()).toBeVisible();
    await expect(header.getByRole("link", { name: clinic.email })).toHaveAttribute("href", `mailto:${clinic.email}`);
    await expect(header.getByRole("link", { name: clinic.phone.display })).toHaveAttribute("href", `tel:${clinic.phone.e164}`);
    await header.getByRole("link", { name: "Book Appointment" }).first().click();
    await expect(page).toHaveURL(/\/appointment$/);
  });

  test("the header changes style after 40 px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the footer has its four groups, both clinics with map links and five distinct social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const group of ["Quick Links", "Popular Links", "Get In Touch", "Follow Us"]) {
      await expect(footer.getByRole("heading", { name: group })).toBeVisible();
    }
    for (const location of clinic.locations) {
      await expect(footer.getByText(location.street)).toBeVisible();
      await expect(footer.locator(`a[href="${location.mapUrl}"]`)).toHaveCount(1);
    }
    for (const social of clinic.social) {
      await expect(footer.locator(`a[href="${social.url}"]`)).toHaveAttribute("target", "_blank");
    }
    expect(new Set(clinic.social.map((s) => new URL(s.url).hostname)).size).toBe(5);
    await expect(footer.getByRole("textbox", { name: /newsletter/i })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the mobile menu opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /menu/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Book Appointment" }).click();
    await expect(page).toHaveURL(/\/appointment$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
  });
});

test("no horizontal scroll at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ["/", "/services", "/about", "/courses", "/appointment", "/login"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test("home screenshots at 390×844 and 1440×900", async ({ page }, testInfo) => {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const file = testInfo.outputPath(`home-${width}x${height}.png`);
    await keepScreenshot(page, { path: file, fullPage: true }, testInfo);
  }
});
