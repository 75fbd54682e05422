import type { Metadata } from "next";

import { defaultLocale, localePath, locales, type Locale } from "./locales";

/**
 * A page's canonical address in its language and its hreflang alternates in every language, with
 * x-default on the English (unprefixed) one. Next writes them absolute against metadataBase.
 */
export function languageAlternates(locale: Locale, path: string): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = Object.fromEntries(locales.map((other) => [other, localePath(other, path)]));
  languages["x-default"] = localePath(defaultLocale, path);
  return { canonical: localePath(locale, path), languages };
}
