import type { Page } from "@playwright/test";

import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { signInToBackOffice } from "./staff";
import { keepScreenshot } from "./screenshots";

// The site's own words edited in the back-office (decision 034) and shown by the running server's
// public pages at once, without a restart. Runs with the other tests that change shared content
// (the "content" project); what it changes is put back at the end.

const TESTIMONIAL = "Edit the testimonial of Rania K.";
const QUESTION = "Edit the question “Do you accept insurance?”";

async function axeSeriousViolations(page: Page) {
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The structured data of the page, every node. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const json = JSON.parse(text) as Record<string, unknown> & { "@graph"?: Array<Record<string, unknown>> };
    return json["@graph"] ?? [json];
  });
}

/** Saves one field of a back-office form and waits for the server's "Saved". */
async function saveField(page: Page, form: string, field: string, value: string) {
  const edit = page.getByRole("form", { name: form });
  await edit.getByLabel(field, { exact: true }).fill(value);
  await edit.getByRole("button", { name: "Save", exact: true }).click();
  await expect(edit.getByText("Saved. The public pages show it now.")).toBeVisible();
}

test("staff write a testimonial's Arabic words and an answer in French; /ar and /fr/about show them at once", async ({ page, browser }, testInfo) => {
  test.slow();
  await page.addInitScript(() => window.localStorage.setItem("popupShown", "true"));
  await signInToBackOffice(page);
  const arabicQuote = `جاءت الدكتورة إلى موعدنا في الوقت تمامًا وشرحت كل شيء. (${Date.now()})`;
  const frenchAnswer = `Oui, la plupart des assurances. Apportez la carte de votre enfant. (${Date.now()})`;

  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site content");
  await expect(page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Site content" })).toHaveAttribute("aria-current", "page");
  const testimonial = page.getByRole("form", { name: TESTIMONIAL });
  const quoteField = testimonial.getByLabel("Words in Arabic", { exact: true });
  await expect(quoteField).toHaveAttribute("dir", "rtl");
  await expect(quoteField).toHaveAttribute("lang", "ar");
  const quoteBefore = await quoteField.inputValue();
  expect(quoteBefore).toContain("الدكتورة حداد");
  const answerBefore = await page.getByRole("form", { name: QUESTION }).getByLabel("Answer in French", { exact: true }).inputValue();
  expect(answerBefore).toContain("les assurances sont acceptées");

  // The English answer is required: refused under its own field, which takes the focus; nothing saved.
  const question = page.getByRole("form", { name: QUESTION });
  const englishAnswer = question.getByLabel("Answer", { exact: true });
  const englishBefore = await englishAnswer.inputValue();
  await englishAnswer.fill("");
  await question.getByRole("button", { name: "Save", exact: true }).click();
  await expect(question.getByText("Please enter the answer in English.")).toBeVisible();
  await expect(englishAnswer).toBeFocused();
  await expect(englishAnswer).toHaveAttribute("aria-invalid", "true");
  expect(await axeSeriousViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: testInfo.outputPath("admin-site-content.png"), fullPage: true });
  await englishAnswer.fill(englishBefore);

  try {
    await saveField(page, TESTIMONIAL, "Words in Arabic", arabicQuote);
    await saveField(page, QUESTION, "Answer in French", frenchAnswer);

    // The running server's public pages, in their language (the cache learns of the edit within 250 ms).
    await expect(async () => {
      await page.goto("/ar");
      await expect(page.locator('[data-carousel="testimonials"]')).toContainText(arabicQuote, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('[data-carousel="testimonials"] figcaption').first()).toContainText("رانيا ك.");

    await expect(async () => {
      await page.goto("/fr/about");
      await expect(page.getByRole("heading", { name: "Acceptez-vous les assurances ?" }).locator("xpath=..")).toContainText(frenchAnswer, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const faq = (await structuredData(page)).find((node) => node["@type"] === "FAQPage");
    expect(faq?.inLanguage).toBe("fr");
    expect(JSON.stringify(faq)).toContain(frenchAnswer);

    // English stays as it was (a visitor without the language cookie this browser now has).
    const english = await browser.newPage();
    await english.goto("/");
    await expect(english.locator('[data-carousel="testimonials"]')).toContainText("Dr. Haddad saw our daughter the same afternoon");
    await expect(english.locator('[data-carousel="testimonials"]')).not.toContainText(arabicQuote);
    await english.goto("/about");
    await expect(english.getByText("Yes, insurance is accepted.")).toBeVisible();
    await expect(english.getByText(frenchAnswer)).toHaveCount(0);
    await english.close();

    // The back-office shows what was saved, after a reload.
    await page.goto("/admin/content");
    await expect(page.getByRole("form", { name: TESTIMONIAL }).getByLabel("Words in Arabic", { exact: true })).toHaveValue(arabicQuote);
    await expect(page.getByRole("form", { name: QUESTION }).getByLabel("Answer in French", { exact: true })).toHaveValue(frenchAnswer);
  } finally {
    await page.goto("/admin/content");
    await saveField(page, TESTIMONIAL, "Words in Arabic", quoteBefore);
    await saveField(page, QUESTION, "Answer in French", answerBefore);
  }
});
