import { localePath, type Locale } from "~/i18n/locales";

/**
 * The payment page in the page's language. Our own hosted pages (the test gateway's /pay/…, the
 * Mastercard hand-over /pay/mpgs/…) are pages of the site, so on an Arabic page /pay/… becomes
 * /ar/pay/…; a provider's page elsewhere (Stripe) is left as it is.
 */
export function paymentPageIn(locale: Locale, url: string, siteOrigin: string): string {
  try {
    const target = new URL(url, siteOrigin);
    if (target.origin !== new URL(siteOrigin).origin || !target.pathname.startsWith("/pay/")) return url;
    return `${target.origin}${localePath(locale, target.pathname)}${target.search}${target.hash}`;
  } catch {
    return url;
  }
}
