import { useLocale, useTranslations } from "next-intl";
import { clinic } from "~/config/clinic";
import { intlLocale, type Locale } from "~/i18n/locales";
import { formatPrice } from "~/lib/money";

/**
 * Small pieces of text the content pages build from the clinic's details, in the page's language:
 * lists of cities ("Jbeil and Jounieh", « Jbeil et Jounieh », "جبيل وجونية"), prices, years.
 */

export type ListOptions = { type?: "conjunction" | "disjunction"; style?: "long" | "short" };

/** A list in the language's own words; English keeps its British form ("a, b and c", no Oxford comma). */
export function listText(locale: Locale, items: readonly string[], { type = "conjunction", style = "long" }: ListOptions = {}): string {
  const tag = locale === "en" && style === "short" ? "en" : intlLocale(locale);
  return new Intl.ListFormat(tag, { type, style }).format(items);
}

/** The clinics' cities, from the shared catalogue (the header and footer name them too). */
export function cityNames(t: (key: string) => string): string[] {
  return clinic.locations.map((location) => t(`clinic.location.${location.id}.city`));
}

/** In a component: `useCities()` → "Jbeil and Jounieh"; `useCities({ type: "disjunction" })` → "Jbeil or Jounieh". */
export function useCities(options?: ListOptions): string {
  const t = useTranslations("common");
  return listText(useLocale() as Locale, cityNames(t), options);
}

/**
 * A price in dollars. English keeps the site's form ('$45', '$45.50', 'Free'); the other languages
 * use their own number and currency format (« 45 $US », "‏45 US$").
 */
export function priceText(locale: Locale, cents: number, free: string): string {
  if (locale === "en") return formatPrice(cents);
  if (!Number.isFinite(cents) || cents <= 0) return free;
  const digits = cents % 100 === 0 ? 0 : 2;
  const text = new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: clinic.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
  // Without Intl's direction marks: the pages show prices in a left-to-right <bdi>.
  return text.replace(/[\u200e\u200f\u061c]/g, "");
}

/** Years are names, not quantities: passed to messages as text so they never get a group separator ("2,010"). */
export const foundedYear = String(clinic.foundedYear);
