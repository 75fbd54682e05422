import NextLink from "next/link";
import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import { localePath, type Locale } from "~/i18n/locales";

/**
 * next/link to a site path in the page's language, for the course views shared by the public page
 * and the dashboard (server and client). It needs only the language, so the views render anywhere
 * next-intl's provider is, unit tests included.
 */
export function CourseLink({ href, ...rest }: Omit<ComponentProps<typeof NextLink>, "href"> & { href: string }) {
  return <NextLink href={localePath(useLocale() as Locale, href)} {...rest} />;
}
