"use client";

import { clsx } from "clsx";
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";

/** Spec §9: the header changes style after 40 px of scroll. */
export const HEADER_SCROLL_THRESHOLD = 40;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

const isScrolled = () => window.scrollY > HEADER_SCROLL_THRESHOLD;
// The server cannot know the scroll position; the page always starts at the top.
const isScrolledOnServer = () => false;

/**
 * The sticky <header> element. It is sticky with a negative top equal to the top bar's
 * height, so the top bar scrolls away and the main bar stays. The header's own height never
 * changes with the scroll state (only shadow and background do): a height change there
 * makes scroll anchoring fight the threshold and the header flicker.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const scrolled = useSyncExternalStore(subscribeToScroll, isScrolled, isScrolledOnServer);

  useEffect(() => {
    const header = ref.current;
    const topBar = header?.querySelector<HTMLElement>("[data-topbar]");
    if (!header || !topBar) return;
    const observer = new ResizeObserver(() => {
      header.style.top = `-${topBar.offsetHeight}px`;
    });
    observer.observe(topBar);
    return () => observer.disconnect();
  }, []);

  return (
    <header
      ref={ref}
      data-scrolled={scrolled ? "true" : "false"}
      className={clsx(
        "group/header sticky top-0 z-40 transition-[box-shadow,background-color] duration-300",
        scrolled ? "bg-white/95 shadow-lg shadow-navy/10 backdrop-blur" : "bg-white shadow-none",
      )}
    >
      {children}
    </header>
  );
}
