import { locale as rootLocale } from "next/root-params";
import { getRequestConfig } from "next-intl/server";

import { CLINIC_TIME_ZONE } from "~/lib/calendar-date";
import { defaultLocale, isLocale, type Locale } from "./locales";
import { loadMessages } from "./messages";

/** The page's language: the [locale] root segment (next/root-params keeps pages static). */
async function pageLocale(): Promise<Locale> {
  try {
    const value = await rootLocale();
    return isLocale(value) ? value : defaultLocale;
  } catch {
    // Route handlers and the back-office have no [locale] segment; they pass a locale or get English.
    return defaultLocale;
  }
}

/**
 * next-intl's configuration for server components: the language, its messages and the clinic's
 * time zone, so every date and time on a page is Beirut time whatever the server's zone.
 */
export default getRequestConfig(async ({ locale: requested }) => {
  const locale = isLocale(requested) ? requested : await pageLocale();
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: CLINIC_TIME_ZONE,
  };
});
