"use client";

import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

/**
 * The header's links: client-side navigation (spec §2) through the app router the page already
 * runs, prefetched when the visitor points at or focuses a link. next/link does the same with
 * ~3 KB more script and prefetches every link in view, which the home page's budget and a phone
 * on a weak connection cannot afford (docs/decisions/010). Modified clicks (new tab, window)
 * stay the browser's.
 */
export function ClientLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
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
