"use client";

import type { EmblaOptionsType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The server cannot know the visitor's preference; the first client render corrects it. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Embla's `duration` is not in milliseconds: each 60 Hz step adds displacement / duration to the
 * velocity, then multiplies it by the friction (0.68). Simulated, duration 20 covers 99% of the way
 * in ~480 ms (a 0.5 s slide) and 23 in ~620 ms (a 0.6 s slide), with no visible overshoot.
 */
export const EMBLA_DURATION_500_MS = 20;
export const EMBLA_DURATION_600_MS = 23;

/**
 * Embla plus what both home carousels share: the selected snap, autoplay that restarts after every
 * move, a persistent Pause/Play choice (WCAG 2.2.2), a temporary pause while keyboard focus is
 * inside (and, optionally, while the pointer hovers), and no autoplay or animation for visitors
 * who ask for reduced motion.
 */
export function useCarousel({
  options,
  autoplayMs,
  snapCount: initialSnapCount,
  pauseOnHover,
}: {
  options: EmblaOptionsType;
  autoplayMs: number;
  /** Known before Embla measures, so the server renders the right number of dots. */
  snapCount: number;
  pauseOnHover: boolean;
}) {
  const [viewportRef, api] = useEmblaCarousel(options);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(initialSnapCount);
  const reducedMotion = usePrefersReducedMotion();
  // null: the visitor has not chosen; autoplay then follows the reduced-motion preference.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocusInside, setKeyboardFocusInside] = useState(false);

  const playing = userPlaying ?? !reducedMotion;
  const running = playing && !keyboardFocusInside && !(pauseOnHover && hovered);
  // With reduced motion, every move is an instant jump.
  const jump = reducedMotion;

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  // One timer per shown slide: any move, by autoplay or by hand, restarts the full interval.
  useEffect(() => {
    if (!api || !running) return;
    const timer = window.setTimeout(() => api.scrollNext(jump), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [api, running, selected, autoplayMs, jump]);

  const scrollPrev = useCallback(() => api?.scrollPrev(jump), [api, jump]);
  const scrollNext = useCallback(() => api?.scrollNext(jump), [api, jump]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index, jump), [api, jump]);
  const togglePlaying = useCallback(() => setUserPlaying(!playing), [playing]);

  const rootHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // A mouse click focuses buttons too; only keyboard focus (:focus-visible) pauses.
      if (event.target.matches(":focus-visible")) setKeyboardFocusInside(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocusInside(false);
    },
  };

  return {
    viewportRef,
    /** True once Embla runs: the controls work from then on. */
    ready: api !== undefined,
    selected,
    snapCount,
    playing,
    running,
    scrollPrev,
    scrollNext,
    scrollTo,
    togglePlaying,
    rootHandlers,
  };
}
