import { isLocale, LOCALE_HEADER, negotiateLocale, type Locale } from "~/i18n/locales";

/**
 * The language to answer an API call in: the page's language, which the site's own client sends;
 * for other callers, their Accept-Language; else English (decision 032).
 */
export function requestLocale(headers: Headers): Locale {
  const page = headers.get(LOCALE_HEADER);
  return isLocale(page) ? page : negotiateLocale(headers.get("accept-language"));
}
