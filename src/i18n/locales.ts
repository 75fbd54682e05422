// The site's languages. Plain data and functions, no Next.js: the server's jobs and e-mails, the
// REST adapter and the tests use them as well as the pages (decision 032).

export const locales = ["en", "fr", "ar"] as const;
export type Locale = (typeof locales)[number];

/** English is the default: its pages keep the unprefixed addresses (/appointment); the others are /fr/…, /ar/…. */
export const defaultLocale: Locale = "en";

/** Each language's name in itself, for the language switcher. */
export const localeNames: Record<Locale, string> = { en: "English", fr: "Français", ar: "العربية" };

/** The Open Graph locale of each language. */
export const openGraphLocales: Record<Locale, string> = { en: "en_US", fr: "fr_FR", ar: "ar_LB" };

/** The page's language, sent by the site's own client with each API call (the server answers in it). */
export const LOCALE_HEADER = "x-site-locale";

/**
 * The Intl locale of each language: how its dates, times, numbers, prices and lists are written, on
 * the pages, in the e-mails and on the certificates alike. English day first ("27 November 2026");
 * French ("27 novembre 2026"); Arabic as Lebanon writes it, with the Levantine month names
 * ("تشرين الثاني", "أيار", not "نوفمبر", "مايو") and the Latin digits of the prices, times and phone
 * numbers around them (ar-LB alone writes ٢٧). Node and Chromium both have these three.
 */
const intlLocales: Record<Locale, string> = { en: "en-GB", fr: "fr", ar: "ar-LB-u-nu-latn" };

/** The locale to give Intl (DateTimeFormat, NumberFormat, ListFormat…) for a language of the site. */
export function intlLocale(locale: Locale): string {
  return intlLocales[locale];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The address of a site path in a language: `localePath("ar", "/appointment")` → "/ar/appointment". */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The language a path is in and the path without its prefix: "/fr/courses" → fr, "/courses". */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split("/")[1];
  if (first && first !== defaultLocale && isLocale(first)) {
    const rest = pathname.slice(first.length + 1);
    return { locale: first, path: rest === "" ? "/" : rest };
  }
  return { locale: defaultLocale, path: pathname };
}

/**
 * The best of our languages for an Accept-Language header ("ar-LB,ar;q=0.9,en;q=0.8" → ar), else
 * English. Quality values are honoured; a region falls back to its language.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const ranked = acceptLanguage
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? defaultLocale;
}
