import { defineRouting } from "next-intl/routing";

import { defaultLocale, locales } from "./locales";

/**
 * Locale routing (decision 032): English at the unprefixed addresses, French and Arabic under
 * /fr and /ar. A first visit to an unprefixed page is sent to the language its Accept-Language
 * asks for; choosing a language in the switcher is remembered in the NEXT_LOCALE cookie for a year.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeCookie: { maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
  // The pages set their own hreflang alternates (metadata), with the public address.
  alternateLinks: false,
});
