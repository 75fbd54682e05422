import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, type Page, type TestInfo } from "@playwright/test";

import type { Locale } from "../src/i18n/locales";
import { axe } from "./axe";
import { keepScreenshot } from "./screenshots";

// What the specs of the French and Arabic pages share: the catalogues' texts, the page's language
// and direction, no sideways scroll, no catalogue key shown as text, no serious axe violation, and
// screenshots kept with the test's results.

type Tree = { [key: string]: string | Tree };

const catalogues = path.join(import.meta.dirname, "../src/i18n/messages");
const loaded = new Map<string, Tree>();

/** A catalogue text: msg("ar", "account.login.title"), `{name}` arguments replaced, <tags> dropped. */
export function msg(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, ...rest] = key.split(".");
  const file = `${locale}/${namespace}`;
  if (!loaded.has(file)) loaded.set(file, JSON.parse(readFileSync(path.join(catalogues, `${file}.json`), "utf8")) as Tree);
  let node: string | Tree | undefined = loaded.get(file);
  for (const part of rest) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no message ${locale} ${key}`);
  const text = Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{${name}}`, String(value)), node);
  return text.replace(/<\/?[A-Za-z]+>/g, "");
}

/** Every catalogue key ("home.hero.label" …), to make sure none shows as text instead of its message. */
function catalogueKeys(): string[] {
  const keys: string[] = [];
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const full = `${prefix}.${key}`;
      if (typeof value === "string") keys.push(full);
      else walk(value, full);
    }
  };
  for (const file of readdirSync(path.join(catalogues, "en"))) {
    walk(JSON.parse(readFileSync(path.join(catalogues, "en", file), "utf8")) as Tree, file.replace(/\.json$/, ""));
  }
  return keys;
}
export const KEYS = catalogueKeys();
/** What a key left untranslated would look like: "home.hero.label", "blog.aside.title". */
export const KEY_LIKE = /\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z.]+\b/g;

/** The page's visible text and the texts only assistive technology reads (labels, alt, title). */
export async function allText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder], [aria-roledescription]")].flatMap((node) =>
      ["aria-label", "alt", "title", "placeholder", "aria-roledescription"].map((name) => node.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
}

/** No catalogue key in the page's text, neither a known one nor anything shaped like one. */
export async function expectNoCatalogueKey(page: Page, where: string) {
  const text = await allText(page);
  expect(KEYS.filter((key) => text.includes(key)), where).toEqual([]);
  expect(text.match(KEY_LIKE) ?? [], where).toEqual([]);
}

/** The welcome popup would cover the page 3 s in; tests about other things mark it as seen. */
export async function skipWelcomePopup(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("popupShown", "true"));
}

export async function expectLanguage(page: Page, locale: Locale) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
}

export async function expectNoSidewaysScroll(page: Page, where: string) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBeLessThanOrEqual(0);
}

export async function expectNoSeriousAxeIssue(page: Page, where: string) {
  // Colours are judged at rest: a toast fading in or out has the contrast of its half-way opacity,
  // so the check waits for the toasts (2–4 s) to leave.
  await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(0, { timeout: 15_000 });
  const results = await axe(page).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), where).toEqual([]);
}

/** A full-page screenshot kept with the test's results, for a look at the layout (not in CI: e2e/screenshots.ts). */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await keepScreenshot(page, { path: testInfo.outputPath(`${name}.png`), fullPage: true }, testInfo);
}
