import { type Page, type TestInfo } from "@playwright/test";

import { LOCALE_HEADER, localePath } from "../src/i18n/locales";
import { readOutbox, recipients } from "../tests/support/outbox";
import { expect, test } from "./fixtures";
import { expectLanguage, expectNoCatalogueKey, expectNoSeriousAxeIssue, expectNoSidewaysScroll, msg, skipWelcomePopup, snap } from "./i18n";
import { registerAccount, uniqueEmail } from "./parents";
import { bookedVisit, freeSlot, paidVisit } from "./visits";

// Every page a parent can reach, in Arabic, on a phone and on a desktop: the page is right to left
// and in Arabic, nothing scrolls sideways, no catalogue key shows instead of its text, no text is
// cut off by its box, no serious axe violation; and a full-page screenshot of each is kept with the
// test's results (test-results/e2e/…/ar-*.png) for a person to look at the mirrored layout (outside
// CI, or with E2E_SCREENSHOTS=1: e2e/screenshots.ts).
// The French pages, whose words are the longest, are checked for sideways scroll and cut-off text
// on a phone.

const TRANSLATED = "/blogs/fever-in-babies-and-children";
const UNTRANSLATED = "/blogs/vaccination-calendar-basics-lebanon";

/** The pages anyone can open by their address, each with a name for its screenshot. */
const PUBLIC_PAGES: Array<[name: string, path: string, status?: number]> = [
  ["home", "/"],
  ["services", "/services"],
  ["about", "/about"],
  ["courses", "/courses"],
  ["blogs", "/blogs"],
  ["article", TRANSLATED],
  ["article-english", UNTRANSLATED],
  ["appointment", "/appointment"],
  ["waitlist", "/appointment/waitlist"],
  ["login", "/login"],
  ["register", "/register"],
  ["forgot-password", "/forgot-password"],
  ["appointment-payment-failed", "/appointment/status/failure?order=APT-000000000"],
  ["not-found", "/x", 404],
];

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

const PASSWORD = "Cedar-garden-2931";

/**
 * Texts cut off sideways: an element holding text whose content is wider than its box while the
 * box hides what overflows (overflow hidden/clip, an ellipsis), or whose text pokes out of the
 * nearest ancestor that hides its overflow. Screen-reader-only texts and the carousels' slides,
 * which sit outside their viewport on purpose, are left out.
 */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const hides = (style: CSSStyleDeclaration) => style.overflowX !== "visible";
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (!ownText || ["SCRIPT", "STYLE", "OPTION", "TEXTAREA", "TITLE"].includes(element.tagName)) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest("[data-carousel] [aria-roledescription]")) continue;
      // Screen-reader-only texts (the skip link until focused) are clipped to nothing on purpose.
      let hidden = false;
      for (let node: HTMLElement | null = element; node && !hidden; node = node.parentElement) {
        const style = getComputedStyle(node);
        hidden = style.clip !== "auto" || style.clipPath === "inset(50%)";
      }
      if (hidden) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.display !== "inline" && (hides(style) || style.textOverflow === "ellipsis") && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${describe(element)} is ${element.scrollWidth}px wide in ${element.clientWidth}px`);
        continue;
      }
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (!hides(parentStyle)) continue;
        const outer = parent.getBoundingClientRect();
        if (outer.width > 1 && (box.left < outer.left - 1 || box.right > outer.right + 1)) {
          found.push(`${describe(element)} pokes out of ${describe(parent)}`);
        }
        break;
      }
    }
    return found;
  });
}

/**
 * A closed select shows its chosen option on one line and cuts off the rest without a sign. Any
 * option may be the chosen one: each is measured in the select's own font against the room inside
 * its padding.
 */
async function cutOffSelections(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d")!;
    const found: string[] = [];
    for (const select of document.body.querySelectorAll("select")) {
      // The phone field's country select is a transparent layer over its flag: it shows no text.
      if (!select.checkVisibility({ opacityProperty: true })) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      for (const option of select.options) {
        const width = context.measureText(option.text.trim()).width;
        if (width > room + 1) found.push(`select#${select.id} "${option.text.trim()}" needs ${Math.ceil(width)}px in ${Math.floor(room)}px`);
      }
    }
    return found;
  });
}

/** Arabic text drawn with letter-spacing, which pulls its joined letters apart. */
async function spacedArabic(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /[\u0600-\u06ff]/.test(node.textContent!)))
      .filter((element) => !["normal", "0px"].includes(getComputedStyle(element).letterSpacing))
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 30)}": ${getComputedStyle(element).letterSpacing}`),
  );
}

/**
 * Scrolls down the page a screen at a time and back, so that what loads on the way (images, the
 * services grid) is checked and in the screenshot. Two frames per screen are enough: the
 * intersection observers that load things report on the frame after the scroll.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await twoFrames();
    }
    window.scrollTo(0, 0);
  });
}

/** Everything this spec asks of an Arabic page, and its screenshot. */
async function checkArabicPage(page: Page, testInfo: TestInfo, name: string) {
  await expectLanguage(page, "ar");
  await scrollThrough(page);
  await page.evaluate(() => document.fonts.ready);
  await expectNoSidewaysScroll(page, name);
  await expectNoCatalogueKey(page, name);
  expect(await clippedTexts(page), `${name}: text cut off`).toEqual([]);
  expect(await cutOffSelections(page), `${name}: a select's choice cut off`).toEqual([]);
  expect(await spacedArabic(page), `${name}: Arabic letters spaced apart`).toEqual([]);
  await expectNoSeriousAxeIssue(page, name);
  await snap(page, testInfo, `ar-${name}`);
}

const ar = (path: string) => localePath("ar", path);

for (const size of SIZES) {
  test.describe(`Arabic pages on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch, reducedMotion: "reduce" });
    // Each page is scrolled through, checked by axe and photographed whole: more than the default 30 s
    // on a loaded two-core machine.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await skipWelcomePopup(page);
    });

    for (const [name, path, status = 200] of PUBLIC_PAGES) {
      test(`${ar(path)}`, async ({ page }, testInfo) => {
        const response = await page.goto(ar(path));
        expect(response?.status()).toBe(status);
        if (name === "home") {
          // The services grid loads when the visitor scrolls to it.
          const grid = page.locator("section[aria-labelledby=services-title]");
          await grid.scrollIntoViewIfNeeded();
          await expect(grid.getByTestId("service-price").first()).toBeVisible();
        }
        await checkArabicPage(page, testInfo, `${name}-${size.name}`);
      });
    }

    test("the welcome popup, and the menu on a phone", async ({ page }, testInfo) => {
      await page.clock.install();
      // This test wants the popup: forget the beforeEach's "already shown".
      await page.addInitScript(() => window.localStorage.removeItem("popupShown"));
      await page.goto(ar("/"));
      await page.clock.fastForward(3_100);
      await expect(page.getByRole("dialog")).toBeVisible();
      await checkArabicPage(page, testInfo, `welcome-popup-${size.name}`);
      if (size.name !== "phone") return;
      await page.getByRole("dialog").getByRole("button", { name: msg("ar", "home.popup.close") }).click();
      await page.getByRole("button", { name: msg("ar", "common.nav.openMenu") }).click();
      await expect(page.getByRole("navigation", { name: msg("ar", "common.nav.mobile") })).toBeVisible();
      await checkArabicPage(page, testInfo, `menu-${size.name}`);
    });

    test("the testimonials stay inside their carousel when the window is resized", async ({ page }) => {
      // Reduced motion (this describe's setting) once left the cards shifted by their gap after a resize.
      await page.goto(ar("/"));
      const carousel = page.locator('[data-carousel="testimonials"]');
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveAttribute("data-ready", "true");
      await page.setViewportSize({ width: size.viewport.width - 80, height: size.viewport.height });
      await page.setViewportSize(size.viewport);
      // The carousel measures itself again on the next frame (a ResizeObserver): let two frames pass.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const section = (await carousel.boundingBox())!;
      const card = (await carousel.locator("[data-active=true] figure").boundingBox())!;
      expect(card.x).toBeGreaterThanOrEqual(section.x - 1);
      expect(card.x + card.width).toBeLessThanOrEqual(section.x + section.width + 1);
    });

    test("a course page", async ({ page }, testInfo) => {
      await page.goto(ar("/courses"));
      await page.getByTestId("course-card").first().getByRole("link").first().click();
      await expect(page).toHaveURL(/\/ar\/courses\/[0-9a-f-]+$/);
      await expect(page.getByRole("heading", { level: 2, name: msg("ar", "courses.details.content") })).toBeVisible();
      await checkArabicPage(page, testInfo, `course-${size.name}`);
    });

    test("the booking form with a day chosen and its times", async ({ page }, testInfo) => {
      await page.goto(ar("/appointment"));
      const form = page.getByRole("form", { name: msg("ar", "booking.form.label") });
      const calendar = form.getByTestId("booking-calendar");
      await expect(calendar).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
      await form.getByRole("radiogroup", { name: msg("ar", "booking.form.service.label"), exact: true }).getByRole("radio").first().check();
      await calendar.locator('.react-datepicker__day[aria-disabled="false"]:not(.react-datepicker__day--outside-month)').first().click();
      const times = form.getByRole("group", { name: new RegExp(`^${msg("ar", "booking.form.time.legend")}`) });
      await expect(times.locator("button[aria-pressed]").first()).toBeVisible();
      await checkArabicPage(page, testInfo, `appointment-day-${size.name}`);
    });

    test("the payment page, the success page and the visit's own page", async ({ page, request, baseURL }, testInfo) => {
      test.setTimeout(240_000);
      const slot = await freeSlot(request, size.name === "phone" ? 12 : 13);
      const session = await bookedVisit(request, baseURL!, uniqueEmail(`ar-pages-pay-${size.name}`), slot, "ar");
      await page.goto(ar(`/pay/${session}`));
      await expect(page.getByTestId("order-id")).toHaveText(/^APT-/);
      await checkArabicPage(page, testInfo, `pay-${size.name}`);
      await page.getByRole("button", { name: msg("ar", "status.pay.simulated.pay"), exact: true }).click();
      await expect(page).toHaveURL(/\/ar\/appointment\/status\/success\?order=APT-/);
      await expect(page.getByTestId("order-id").filter({ visible: true })).toHaveText(/^APT-/);
      await checkArabicPage(page, testInfo, `appointment-paid-${size.name}`);

      const link = await paidVisit(request, baseURL!, uniqueEmail(`ar-pages-manage-${size.name}`), await freeSlot(request, size.name === "phone" ? 14 : 15));
      await page.goto(ar(new URL(link).pathname + new URL(link).search));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await checkArabicPage(page, testInfo, `manage-visit-${size.name}`);
    });

    test("the newsletter's unsubscribe page", async ({ page, request }, testInfo) => {
      const email = uniqueEmail(`ar-pages-newsletter-${size.name}`);
      const subscribed = await request.post("/api/newsletter/subscribe", { data: { email }, headers: { [LOCALE_HEADER]: "ar" } });
      expect(subscribed.ok(), await subscribed.text()).toBe(true);
      let link = "";
      await expect
        .poll(async () => {
          const mail = (await readOutbox()).find((m) => recipients(m).includes(email));
          link = /https?:\/\/[^\s]+\/newsletter\/unsubscribe\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
          return link;
        })
        .not.toBe("");
      const address = new URL(link);
      await page.goto(`${address.pathname}${address.search}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("ar", "home.newsletter.unsubscribe.title"));
      await checkArabicPage(page, testInfo, `unsubscribe-${size.name}`);
    });

    test("a parent's dashboard: courses, a lesson, appointments", async ({ page, request, baseURL }, testInfo) => {
      test.setTimeout(480_000);
      const email = uniqueEmail(`ar-pages-parent-${size.name}`);
      await registerAccount(page.request, { firstName: "ليلى", lastName: "حداد", email, phoneNumber: "+961 3 123 456", password: PASSWORD });

      await page.goto(ar("/dashboard/browse"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("ar", "dashboard.browse.title"));
      await checkArabicPage(page, testInfo, `dashboard-browse-${size.name}`);

      await page.goto(ar("/dashboard/my-courses"));
      await expect(page.getByText(msg("ar", "courses.myCourses.empty"))).toBeVisible();
      await checkArabicPage(page, testInfo, `dashboard-no-course-${size.name}`);

      // Enrolled in the free course (signed in, Enroll Now enrolls at once).
      await page.goto(ar("/courses"));
      const free = page.getByTestId("course-card").filter({ has: page.getByTestId("course-price").getByText(msg("ar", "courses.format.free"), { exact: true }) });
      await free.getByRole("link").first().click();
      await page.getByRole("button", { name: msg("ar", "courses.enroll.enrollNow") }).click();
      await expect(page).toHaveURL(/\/ar\/dashboard\/my-courses$/);
      await expect(page.getByTestId("my-course")).toHaveCount(1);
      await checkArabicPage(page, testInfo, `dashboard-my-courses-${size.name}`);

      await page.getByTestId("my-course").getByRole("link", { name: new RegExp(`^${msg("ar", "courses.myCourses.details")}`) }).click();
      await expect(page).toHaveURL(/\/ar\/dashboard\/courses\/[^/]+$/);
      await expect(page.getByRole("button", { name: msg("ar", "courses.details.alreadyEnrolled") })).toBeDisabled();
      await checkArabicPage(page, testInfo, `dashboard-course-${size.name}`);

      await page.getByRole("link", { name: msg("ar", "courses.details.startWatching") }).click();
      await expect(page.getByRole("heading", { level: 2, name: msg("ar", "courses.player.outline") })).toBeVisible();
      await checkArabicPage(page, testInfo, `dashboard-lesson-${size.name}`);

      // A paid visit with the address the registration's code proved: shown at once.
      await paidVisit(request, baseURL!, email, await freeSlot(request, size.name === "phone" ? 16 : 17));
      await page.goto(ar("/dashboard/appointments"));
      await expect(page.getByRole("list", { name: msg("ar", "dashboard.appointments.upcomingList") }).getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
      await checkArabicPage(page, testInfo, `dashboard-appointments-${size.name}`);
    });
  });
}

test.describe("French pages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: "reduce" });

  test("no page scrolls sideways", async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    await skipWelcomePopup(page);
    await page.goto("/fr/courses");
    const course = await page.getByTestId("course-card").first().getByRole("link").first().getAttribute("href");
    for (const [name, path, status = 200] of [...PUBLIC_PAGES, ["course", course!.replace(/^\/fr/, "")] as [string, string]]) {
      const response = await page.goto(localePath("fr", path));
      expect(response?.status(), path).toBe(status);
      await expectLanguage(page, "fr");
      await scrollThrough(page);
      await expectNoSidewaysScroll(page, `fr ${path}`);
      expect(await clippedTexts(page), `fr ${path}: text cut off`).toEqual([]);
      expect(await cutOffSelections(page), `fr ${path}: a select's choice cut off`).toEqual([]);
      await snap(page, testInfo, `fr-${name}-phone`);
    }
  });
});
