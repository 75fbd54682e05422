import { defaultLocale, isLocale, LOCALE_HEADER, type Locale } from "~/i18n/locales";
import type { TRPCContext } from "./trpc";

/**
 * The language a public read of the services and courses answers in (decision 033): the one the
 * input names; else the page's, which the site's own client and server components send with each
 * call (x-site-locale); else English. Not Accept-Language (which the context's locale, used for
 * error messages, falls back to): other callers get English unless they ask, so an existing
 * client's answers never change.
 */
export function contentLocale(ctx: TRPCContext, requested: Locale | undefined): Locale {
  return requested ?? pageLocale(ctx) ?? defaultLocale;
}

/** The language of the site's page that made the call (x-site-locale), if it said a known one. */
export function pageLocale(ctx: TRPCContext): Locale | undefined {
  const page = ctx.headers.get(LOCALE_HEADER);
  return isLocale(page) ? page : undefined;
}
