"use client";

import { useRouter } from "next/navigation";
import { useLocale } from "next-intl";
import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { localePath, type Locale } from "~/i18n/locales";

/**
 * The header's links: client-side navigation (spec §2) through the app router the page already
 * runs, prefetched when the visitor points at or focuses a link. next/link does the same with
 * ~3 KB more script and prefetches every link in view, which the home page's budget and a phone
 * on a weak connection cannot afford (docs/decisions/010). Modified clicks (new tab, window)
 * stay the browser's. `href` is a site path; the link goes to it in the page's language.
 */
export function ClientLink({ href: path, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const href = localePath(useLocale() as Locale, path);
  const prefetch = () => router.prefetch(href);

  function navigate(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    router.push(href);
  }

  return <a href={href} {...rest} onClick={navigate} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} />;
}
