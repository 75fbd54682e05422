import type { Locale } from "../locales";

/**
 * The catalogues, one file per namespace and language (messages/<locale>/<namespace>.json): each
 * part of the site owns its namespaces, so they change without touching each other's. A test
 * checks that every language has exactly the keys English has (tests/unit/catalogues.test.ts).
 */
export const namespaces = [
  "common",
  "home",
  "about",
  "services",
  "courses",
  "blog",
  "booking",
  "status",
  "account",
  "dashboard",
  "family",
  "privacy",
  "validation",
  "errors",
  "email",
  "video",
] as const;
export type Namespace = (typeof namespaces)[number];

export type Messages = Record<string, unknown>;

async function loadCatalogue(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    namespaces.map(async (namespace) => {
      const file = (await import(`./${locale}/${namespace}.json`)) as { default: Messages };
      return [namespace, file.default] as const;
    }),
  );
  return Object.fromEntries(parts);
}

function isObject(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `translated` over `fallback`, key by key: a key the translation lacks reads the fallback's text. */
export function overlay(fallback: Messages, translated: Messages): Messages {
  const result: Messages = { ...fallback };
  for (const [key, value] of Object.entries(translated)) {
    const under = fallback[key];
    result[key] = isObject(under) && isObject(value) ? overlay(under, value) : value;
  }
  return result;
}

const loaded = new Map<Locale, Promise<Messages>>();

/**
 * A language's messages, with English under them: a key a translation lacks (the catalogue test
 * fails first) shows the English text rather than the key.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages =
      locale === "en"
        ? loadCatalogue("en")
        : Promise.all([loadCatalogue("en"), loadCatalogue(locale)]).then(([english, translated]) => overlay(english, translated));
    loaded.set(locale, messages);
  }
  return messages;
}

/**
 * Only the parts of the catalogue a client component tree reads, for NextIntlClientProvider: a
 * namespace ("account") or a subtree of one ("booking.form.phone").
 */
export function pickParts(messages: Messages, parts: readonly string[]): Messages {
  const picked: Messages = {};
  for (const part of parts) {
    const path = part.split(".");
    let source: unknown = messages;
    for (const key of path) source = isObject(source) ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of path.slice(0, -1)) {
      const next = isObject(target[key]) ? target[key] : {};
      target[key] = next;
      target = next;
    }
    const last = path.at(-1)!;
    const existing = target[last];
    // Two parts of one subtree ("booking.form" and "booking") keep both.
    target[last] = isObject(existing) && isObject(source) ? overlay(existing, source) : source;
  }
  return picked;
}
