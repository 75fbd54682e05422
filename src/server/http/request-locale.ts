import { isLocale, LOCALE_HEADER, negotiateLocale, splitLocalePath, type Locale } from "~/i18n/locales";

/**
 * The language to answer an API call in: the page's language, which the site's own client sends;
 * for other callers, their Accept-Language; else English (decision 032).
 */
export function requestLocale(headers: Headers): Locale {
  const page = headers.get(LOCALE_HEADER);
  return isLocale(page) ? page : negotiateLocale(headers.get("accept-language"));
}

/**
 * The language of the page a plain form was posted from (decision 032): forms send no
 * x-site-locale, but the browser names the page in Referer. Without it, the caller's language.
 * Where the answer sends the browser back to that page, it stays in its language.
 */
export function formPageLocale(headers: Headers): Locale {
  const referer = headers.get("referer");
  if (referer) {
    try {
      return splitLocalePath(new URL(referer).pathname).locale;
    } catch {
      // Not an address: no page to follow.
    }
  }
  return requestLocale(headers);
}
