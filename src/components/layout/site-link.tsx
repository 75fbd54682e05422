import { useLocale } from "next-intl";
import type { AnchorHTMLAttributes } from "react";
import { localePath, type Locale } from "~/i18n/locales";

/**
 * A plain link to a page of the site, in the language of the page it sits on ("/appointment" on
 * an Arabic page goes to /ar/appointment). No script of its own, in server and client components.
 */
export function SiteLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const locale = useLocale() as Locale;
  return <a href={localePath(locale, href)} {...rest} />;
}
