import { type Locator, type Page } from "@playwright/test";

import { clinic } from "../src/config/clinic";
import { localePath, type Locale } from "../src/i18n/locales";
import { readOutbox, recipients } from "../tests/support/outbox";
import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { expectNoCatalogueKey, skipWelcomePopup } from "./i18n";

// The public content pages (home, about, services, blog) in French and Arabic: every text from the
// catalogues, the right language and direction, links that keep the language, no serious
// accessibility problem, carousels that run right to left, the newsletter in the page's language,
// and articles shown in the page's language or, until translated, in English with a note.

const TRANSLATED = "/blogs/fever-in-babies-and-children";
const UNTRANSLATED = "/blogs/vaccination-calendar-basics-lebanon";
const PAGES = ["/", "/about", "/services", "/blogs", TRANSLATED, UNTRANSLATED];
const LANGUAGES: Array<Exclude<Locale, "en">> = ["fr", "ar"];

/** On the home page, the services grid loads when the visitor scrolls to it: wait for it. */
async function loadServicesGrid(page: Page) {
  const grid = page.locator("section[aria-labelledby=services-title]");
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.getByTestId("service-price").first()).toBeVisible();
}

for (const locale of LANGUAGES) {
  for (const pagePath of PAGES) {
    const url = localePath(locale, pagePath);

    test(`${url}: language and direction, no catalogue key, links in the language, no serious accessibility violation`, async ({ page }) => {
      await skipWelcomePopup(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      if (pagePath === "/") await loadServicesGrid(page);

      await expectNoCatalogueKey(page, url);

      // Every link to a page of the site stays in the language (files and the API excepted).
      const hrefs = await page.locator("main a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(0);
      const stray = hrefs.filter((href) => !href.startsWith(`/${locale}`) && !/^\/(guides|images|api)\//.test(href));
      expect(stray).toEqual([]);

      // The page's own hreflang alternates and canonical address.
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(pagePath === UNTRANSLATED ? 0 : 1);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
      const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname;
      expect(canonical.replace(/\/$/, "") || "/").toBe(pagePath === UNTRANSLATED ? pagePath : url);

      const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}

test("the Arabic home page is in Arabic: hero, sections, testimonials, guides, structured data and Open Graph", async ({ page }) => {
  await skipWelcomePopup(page);
  await page.goto("/ar");
  await expect(page).toHaveTitle(`${clinic.name} | طبيبة أطفال في جبيل وجونية، لبنان`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("رعاية لطيفة وخبيرة في كل مراحل الطفولة");
  await expect(page.getByRole("heading", { name: "ماذا يقول الأهل" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "أدلّة عملية للأهل" })).toBeVisible();
  await expect(page.getByRole("link", { name: /تنزيل أساسيات رعاية المولود الجديد/ })).toHaveAttribute("href", "/guides/newborn-care-essentials.pdf");
  await expect(page.locator('[data-carousel="testimonials"] figcaption').first()).toContainText("رانيا ك.");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_LB");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /طبيبة أطفال/);

  const graph = await structuredData(page);
  const webPage = graph.find((node) => node["@type"] === "WebPage");
  expect(webPage).toMatchObject({ inLanguage: "ar", url: expect.stringMatching(/\/ar$/) as unknown });
  const clinics = graph.filter((node) => node["@type"] === "MedicalClinic");
  expect(clinics.map((node) => node.name)).toEqual([`${clinic.name} — عيادة جبيل`, `${clinic.name} — عيادة جونية`]);
});

test("the French about page answers its questions in French, with the hours in French, in its structured data too", async ({ page }) => {
  await page.goto("/fr/about");
  await expect(page).toHaveTitle(/^À propos \| /);
  await expect(page.getByRole("heading", { name: "Questions fréquentes" })).toBeVisible();
  await expect(page.getByText(/Nos deux cliniques, à Jbeil et Jounieh, sont ouvertes du lundi au vendredi/)).toBeVisible();
  const hours = page.getByRole("article", { name: "Horaires d'ouverture" });
  await expect(hours).toContainText("Du lundi au vendredi");
  await expect(hours).toContainText("Fermé");
  const faq = (await structuredData(page)).find((node) => node["@type"] === "FAQPage");
  expect(faq?.inLanguage).toBe("fr");
  expect(JSON.stringify(faq)).toContain("Acceptez-vous les assurances ?");
});

test("the Arabic services page shows each card's price and its booking buttons in Arabic", async ({ page }) => {
  await page.goto("/ar/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("خدماتنا");
  const cards = page.getByRole("article").filter({ has: page.getByTestId("service-price") });
  await expect(cards).toHaveCount(8);
  for (const price of await cards.getByTestId("service-price").all()) await expect(price).toHaveText(/^[\d.,]+\sUS\$( - [\d.,]+\sUS\$)?$/);
  for (const book of await cards.getByRole("link", { name: /^احجز عبر الإنترنت/ }).all()) await expect(book).toHaveAttribute("href", /^\/ar\/appointment\?service=[a-z-]+$/);
  await expect(page.getByRole("heading", { name: "لماذا تختارون خدماتنا لطب الأطفال؟" })).toBeVisible();
});

/** The page's JSON-LD, nodes of every @graph flattened. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const json = JSON.parse(text) as Record<string, unknown> & { "@graph"?: Array<Record<string, unknown>> };
    return json["@graph"] ?? [json];
  });
}

function hero(page: Page) {
  return page.locator('[data-carousel="hero"]');
}

function slides(carousel: Locator) {
  return carousel.locator("[data-active]");
}

async function activeIndex(carousel: Locator): Promise<number> {
  return slides(carousel).evaluateAll((nodes) => nodes.findIndex((n) => n.getAttribute("data-active") === "true"));
}

/**
 * Clicks a carousel button and follows the slide that becomes active, frame by frame, by its right
 * edge, where slides settle on a right-to-left page: the distance from the carousel's right edge
 * to the slide's (positive = the slide comes in from the left) until it settles.
 */
async function followSlideIn(carousel: Locator, button: Locator, targetIndex: number) {
  await button.evaluate((node) => {
    (window as unknown as { __clickTarget: Element }).__clickTarget = node;
  });
  return carousel.evaluate(async (root, index) => {
    const slide = root.querySelectorAll<HTMLElement>("[data-active]")[index]!;
    // The slide's content: a slide may have padding between it and the next one.
    const target = slide.firstElementChild!;
    const viewport = slide.parentElement!.parentElement!;
    const offset = () => viewport.getBoundingClientRect().right - target.getBoundingClientRect().right;
    const offsets: number[] = [];
    const start = performance.now();
    (window as unknown as { __clickTarget: HTMLElement }).__clickTarget.click();
    const width = viewport.getBoundingClientRect().width;
    while (performance.now() - start < 3000) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const value = offset();
      // With loop on, a slide may sit at its natural place for a frame before the carousel moves it.
      if (Math.abs(value) <= width * 1.01) offsets.push(value);
      if (Math.abs(value) < 1) break;
    }
    return offsets;
  }, targetIndex);
}

test.describe("carousels on an Arabic page", () => {
  test.beforeEach(async ({ page }) => {
    await skipWelcomePopup(page);
  });

  test("the hero runs right to left: Next brings the next slide in from the left, Previous from the right", async ({ page }) => {
    await page.goto("/ar");
    const carousel = hero(page);
    await expect(carousel).toHaveAttribute("aria-roledescription", "عرض متتابع");
    await carousel.getByRole("button", { name: "إيقاف العرض مؤقتًا" }).click();
    const next = carousel.getByRole("button", { name: "الشريحة التالية" });
    const previous = carousel.getByRole("button", { name: "الشريحة السابقة" });

    // The buttons sit where they point: Previous on the right (the start), Next on the left.
    const [nextBox, previousBox] = [await next.boundingBox(), await previous.boundingBox()];
    expect(previousBox!.x).toBeGreaterThan(nextBox!.x);

    const forward = await followSlideIn(carousel, next, 1);
    expect(forward[0]).toBeGreaterThan(0);
    expect(Math.abs(forward.at(-1)!)).toBeLessThan(1);
    expect(await activeIndex(carousel)).toBe(1);
    await expect(slides(carousel).nth(1).getByRole("heading")).toHaveText("برامج متابعة صحة الطفل");

    const back = await followSlideIn(carousel, previous, 0);
    expect(back[0]).toBeLessThan(0);
    expect(await activeIndex(carousel)).toBe(0);

    // The first dot is the rightmost one.
    const dots = carousel.getByRole("button", { name: /عرض الشريحة/ });
    expect((await dots.first().boundingBox())!.x).toBeGreaterThan((await dots.last().boundingBox())!.x);
    await dots.nth(2).click();
    await expect(slides(carousel).nth(2)).toHaveAttribute("data-active", "true");
  });

  test("a swipe towards the right shows the next hero slide, as a right-to-left reader expects", async ({ page }) => {
    await page.goto("/ar");
    const carousel = hero(page);
    await carousel.getByRole("button", { name: "إيقاف العرض مؤقتًا" }).click();
    const box = (await carousel.boundingBox())!;
    const y = box.y + box.height / 2;
    // Over more than half the width: the slide it leads to is the nearest, however slow the drag.
    await page.mouse.move(box.x + box.width * 0.15, y);
    await page.mouse.down();
    for (let step = 1; step <= 14; step++) await page.mouse.move(box.x + box.width * (0.15 + step * 0.05), y);
    await page.mouse.up();
    await expect(slides(carousel).nth(1)).toHaveAttribute("data-active", "true");
  });

  test("the testimonials move the right way with their buttons", async ({ page }) => {
    await page.goto("/ar");
    const carousel = page.locator('[data-carousel="testimonials"]');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: "إيقاف الشهادات مؤقتًا" }).click();
    await page.mouse.move(0, 0);
    const forward = await followSlideIn(carousel, carousel.getByRole("button", { name: "الشهادة التالية" }), 1);
    expect(forward[0]).toBeGreaterThan(0);
    expect(Math.abs(forward.at(-1)!)).toBeLessThan(1);
    expect(await activeIndex(carousel)).toBe(1);
    // The shown card sits inside the carousel, not cut off at either side.
    const viewport = (await carousel.locator("[data-active=true] figure").boundingBox())!;
    const section = (await carousel.boundingBox())!;
    expect(viewport.x).toBeGreaterThanOrEqual(section.x - 1);
    expect(viewport.x + viewport.width).toBeLessThanOrEqual(section.x + section.width + 1);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the Arabic hero's buttons work by touch, and no page scrolls sideways in Arabic or French", async ({ page }) => {
    await skipWelcomePopup(page);
    await page.goto("/ar");
    const carousel = hero(page);
    await carousel.getByRole("button", { name: "إيقاف العرض مؤقتًا" }).click();
    await carousel.getByRole("button", { name: "الشريحة التالية" }).tap();
    await expect(slides(carousel).nth(1)).toHaveAttribute("data-active", "true");
    for (const locale of LANGUAGES) {
      for (const pagePath of PAGES) {
        await page.goto(localePath(locale, pagePath));
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${locale} ${pagePath}`).toBe(0);
      }
    }
  });

  test("the footer's newsletter form answers in Arabic: empty, invalid, then subscribed", async ({ page }) => {
    await skipWelcomePopup(page);
    await page.goto("/ar/about");
    const footer = page.getByRole("contentinfo");
    const input = footer.getByRole("textbox", { name: "اشترك في نشرتنا الإخبارية" });
    const join = footer.getByRole("button", { name: "اشترك" });
    await join.click();
    await expect(page.getByText("يُرجى إدخال بريدك الإلكتروني.")).toBeVisible();
    await input.fill("not-an-address");
    await join.click();
    await expect(page.getByText("يُرجى إدخال عنوان بريد إلكتروني صالح.")).toBeVisible();
    const email = `ar-footer-${Date.now()}@example.com`;
    await input.fill(email);
    await join.click();
    await expect(page.getByText("تمّ الاشتراك بنجاح!")).toBeVisible();
    await expect(input).toHaveValue("");

    // The welcome e-mail (in Arabic) links to the Arabic unsubscribe page, which asks in Arabic.
    let link = "";
    await expect
      .poll(async () => {
        const mail = (await readOutbox()).find((m) => recipients(m).includes(email));
        link = /http:\/\/[^\s]+\/newsletter\/unsubscribe\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
        return link;
      })
      .not.toBe("");
    const address = new URL(link);
    expect(address.pathname).toMatch(/^\/ar\/newsletter\/unsubscribe\//);
    await page.goto(`${address.pathname}${address.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("إلغاء الاشتراك في النشرة الإخبارية");
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("button", { name: "إلغاء الاشتراك" })).toBeVisible();
  });

  test("the welcome popup speaks Arabic and subscribes", async ({ page }) => {
    await page.clock.install();
    await page.goto("/ar");
    await expect(hero(page).getByRole("button", { name: "الشريحة التالية" })).toBeEnabled();
    await page.clock.fastForward(3_100);
    const popup = page.getByRole("dialog", { name: `أهلًا بكم في ${clinic.name}` });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText("نرعى العائلات منذ عام 2010");
    await expect(popup.getByRole("link", { name: /احجز موعدًا/ })).toHaveAttribute("href", "/ar/appointment");
    await popup.getByRole("textbox", { name: "اشترك في نشرتنا الإخبارية" }).fill(`ar-popup-${Date.now()}@example.com`);
    await popup.getByRole("button", { name: "اشترك" }).click();
    await expect(page.getByText("تمّ الاشتراك بنجاح!")).toBeVisible();
    await popup.getByRole("button", { name: "إغلاق رسالة الترحيب" }).click();
    await expect(popup).toBeHidden();
  });
});

test.describe("blog articles", () => {
  test("a translated article is in the page's language, dated the language's way", async ({ page }) => {
    await page.goto(localePath("ar", TRANSLATED));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الحرارة عند الرضّع والأطفال: متى تتصلون بالطبيب؟");
    await expect(page.getByTestId("not-translated")).toHaveCount(0);
    await expect(page.locator("article [lang]")).toHaveCount(0);
    await expect(page.locator("time")).toHaveText("6 تشرين الأول 2026");
    await expect(page.getByRole("heading", { level: 2, name: "اتصلوا بنا فورًا إذا" })).toBeVisible();
    await expect(page.getByRole("link", { name: /مدوّنة الأهل/ })).toHaveAttribute("href", "/ar/blogs");
    const posting = (await structuredData(page)).find((node) => node["@type"] === "BlogPosting");
    expect(posting?.inLanguage).toBe("ar");

    await page.goto(localePath("fr", TRANSLATED));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("La fièvre chez le bébé et l'enfant : quand appeler le médecin");
    await expect(page.locator("time")).toHaveText("6 octobre 2026");
    await expect(page.getByText(/\d+ min de lecture/)).toBeVisible();
  });

  for (const locale of LANGUAGES) {
    test(`an article not yet in ${locale === "ar" ? "Arabic" : "French"} shows the English text, marked English, with a note`, async ({ page }) => {
      await page.goto(localePath(locale, UNTRANSLATED));
      const note = page.getByTestId("not-translated");
      await expect(note).toHaveText(
        locale === "ar"
          ? "هذا المقال غير متوفّر بالعربية بعد. إليكم نسخته الأصلية بالإنجليزية."
          : "Cet article n'est pas encore disponible en français. Voici sa version originale en anglais.",
      );
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(/^Your child's vaccinations in Lebanon/);
      await expect(heading).toHaveAttribute("lang", "en");
      // The date and reading time stay in the page's language.
      await expect(page.locator("article header time")).toHaveText(locale === "ar" ? "10 آذار 2026" : "10 mars 2026");
      const body = page.locator("article div[lang]");
      await expect(body).toHaveAttribute("lang", "en");
      await expect(body).toHaveAttribute("dir", "ltr");
      await expect(body).toContainText("Ministry of Public Health");
      // The page around it stays in its language.
      await expect(page.getByRole("complementary")).toContainText(locale === "ar" ? "قلقون على طفلكم؟" : "Inquiet pour votre enfant ?");
    });
  }

  test("the Arabic blog list shows translated articles in Arabic and marks the English one", async ({ page }) => {
    await page.goto("/ar/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مدوّنة الأهل");
    const posts = page.getByRole("article");
    await expect(posts).toHaveCount(3);
    await expect(page.getByRole("link", { name: "الحرارة عند الرضّع والأطفال: متى تتصلون بالطبيب؟" })).toHaveAttribute("href", `/ar${TRANSLATED}`);
    await expect(page.getByRole("link", { name: "عادات نوم صحية للأطفال الصغار" })).toBeVisible();
    const english = posts.filter({ hasText: "Your child's vaccinations in Lebanon" });
    await expect(english).toContainText("بالإنجليزية");
    await expect(english.locator("h2")).toHaveAttribute("lang", "en");
    for (const post of await posts.all()) await expect(post).toContainText(/مدة القراءة/);
  });
});
