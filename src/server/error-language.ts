import { createTranslator } from "next-intl";

import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import { isMessageKey, messageTextFor } from "~/i18n/message-key";
import { overlay } from "~/i18n/messages";
import arErrors from "~/i18n/messages/ar/errors.json";
import enErrors from "~/i18n/messages/en/errors.json";
import frErrors from "~/i18n/messages/fr/errors.json";

/**
 * API errors in the caller's language (decision 032), turned at the edges (tRPC's error formatter,
 * the REST adapter, the routes that answer by themselves). Services keep throwing English: each
 * English message the site's parents can meet has an entry in the `errors` catalogue, and the
 * English text finds its entry — word for word, or through the entry's {arguments}
 * ("This time is kept … until {time}. …" reads `time` back from the English). Messages that are
 * catalogue keys (zod schemas' messages: "account.validation.emailRequired") become their text.
 * Anything else (the back-office's words, a provider's) stays as it is. English answers are the
 * English messages themselves, unchanged.
 */

type Tree = { [key: string]: string | Tree };
const catalogues: Record<Locale, Tree> = { en: enErrors, fr: frErrors, ar: arErrors };

function leaves(tree: Tree, prefix = ""): Array<[key: string, text: string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

type ErrorTranslator = { (key: string, values?: Record<string, string | number>): string; has(key: string): boolean };

// The `errors` namespace is read synchronously (it is small and imported with this module): the
// proxy's refusals and tRPC's formatter cannot wait for a catalogue to load.
const translators = Object.fromEntries(
  locales.map((locale) => [
    locale,
    createTranslator({ locale, messages: { errors: overlay(catalogues.en, catalogues[locale]) }, namespace: "errors", timeZone: "Asia/Beirut" }) as unknown as ErrorTranslator,
  ]),
) as Record<Locale, ErrorTranslator>;

type EnglishMatch = { key: string; values: Record<string, string | number> };

const MARK = "\u0001";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every English message: the exact ones by text, those with {arguments} as patterns that read them back. */
function englishIndex() {
  const exact = new Map<string, string>();
  const patterns: Array<{ key: string; names: string[]; pattern: RegExp; literal: number }> = [];
  for (const [key, text] of leaves(catalogues.en)) {
    const names = [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*\}/g)].map((m) => m[1]!))];
    if (names.length === 0) {
      exact.set(translators.en(key), key);
      continue;
    }
    // Rendered with markers in place of the arguments, so the literal parts are exactly as printed.
    const marked = translators.en(key, Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])));
    const order: string[] = [];
    const source = marked
      .split(new RegExp(`${MARK}(\\d+)${MARK}`))
      .map((part, i) => {
        if (i % 2 === 0) return escapeRegExp(part);
        order.push(names[Number(part)]!);
        return "(.+?)";
      })
      .join("");
    patterns.push({ key, names: order, pattern: new RegExp(`^${source}$`, "s"), literal: marked.length });
  }
  // The most specific pattern first.
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

let index: ReturnType<typeof englishIndex> | undefined;

/** The catalogue entry of an English message, with the arguments it was made with. */
export function errorEntryOf(english: string): EnglishMatch | null {
  index ??= englishIndex();
  const key = index.exact.get(english);
  if (key) return { key, values: {} };
  for (const { key, names, pattern } of index.patterns) {
    const found = pattern.exec(english);
    if (!found) continue;
    // Numbers stay numbers, so a translation can choose its plural.
    return { key, values: Object.fromEntries(names.map((name, i) => [name, /^\d+$/.test(found[i + 1]!) ? Number(found[i + 1]) : found[i + 1]!])) };
  }
  return null;
}

// Keys of any namespace (forms' schemas use their own) need the whole catalogue, loaded once per
// language: the edges await `loadErrorLanguage` before they answer.
const fullCatalogues = new Map<Locale, (message: string) => string>();

export async function loadErrorLanguage(locale: Locale): Promise<void> {
  if (!fullCatalogues.has(locale)) fullCatalogues.set(locale, await messageTextFor(locale));
}

/** One message in `locale`: a key becomes its text, a known English message its translation. */
export function localizeMessage(locale: Locale, message: string): string {
  if (isMessageKey(message)) {
    const full = fullCatalogues.get(locale);
    if (full) return full(message);
    const inErrors = message.startsWith("errors.") ? message.slice("errors.".length) : null;
    return inErrors && translators[locale].has(inErrors) ? translators[locale](inErrors) : message;
  }
  if (locale === defaultLocale) return message;
  const entry = errorEntryOf(message);
  return entry ? translators[locale](entry.key, entry.values) : message;
}

/** An error's message and per-field messages in `locale` (the rest of it as it was). */
export function localizeError<E extends { message: string; fields?: Record<string, string> }>(locale: Locale, error: E): E {
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([path, text]) => [path, localizeMessage(locale, text)]));
  return { ...error, message: localizeMessage(locale, error.message), ...(fields ? { fields } : {}) };
}

/** A service's refusal shown on a page, in `locale`: the same words the API would answer with. */
export async function errorMessageIn(locale: Locale, message: string): Promise<string> {
  await loadErrorLanguage(locale);
  return localizeMessage(locale, message);
}
