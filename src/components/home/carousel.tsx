"use client";

import { useId, useMemo, type ReactNode } from "react";
import { CarouselArrow, CarouselDots, PlayPauseButton } from "./carousel-controls";
import type { CarouselLabels } from "./carousel-labels";
import { EMBLA_DURATION_500_MS, EMBLA_DURATION_600_MS, useCarousel } from "./use-carousel";

export type CarouselSlide = { key: string; content: ReactNode };

/**
 * The home page's two carousels, each a variant of the one component. Spec §9: the hero advances
 * every 5 s with a 0.5 s slide; testimonials every 4 s with 0.6 s, pausing on hover, one per view
 * on phones, two from md, three from lg.
 */
const variants = {
  hero: {
    options: { loop: true, duration: EMBLA_DURATION_500_MS },
    autoplayMs: 5000,
    pauseOnHover: false,
    // Hero slides hold links: those not shown are inert, out of reach of Tab and screen readers.
    inertHidden: true,
    root: "relative h-[650px] md:h-[700px]",
    viewport: "h-full overflow-hidden",
    track: "flex h-full touch-pan-y transition-none",
    slide: "h-full min-w-0 flex-[0_0_100%]",
    controls: "pointer-events-none absolute inset-x-0 bottom-4 flex justify-center px-4",
    controlsBar:
      "pointer-events-auto flex items-center gap-1.5 rounded-full bg-white/90 p-1.5 shadow-lg ring-1 shadow-navy/10 ring-slate-200 backdrop-blur",
  },
  testimonials: {
    options: { loop: true, align: "start", duration: EMBLA_DURATION_600_MS },
    autoplayMs: 4000,
    pauseOnHover: true,
    // Cards hold no links and stay readable by screen readers, so none is hidden.
    inertHidden: false,
    root: "mt-12",
    viewport: "overflow-hidden",
    track: "-ms-6 flex touch-pan-y transition-none",
    slide: "min-w-0 flex-[0_0_100%] ps-6 md:flex-[0_0_50%] lg:flex-[0_0_33.3333%]",
    controls: "mt-8 flex justify-center",
    controlsBar: "flex items-center gap-1 sm:gap-2",
  },
} as const;

/**
 * The track never has a CSS transition (transition-none): Embla moves it itself, and measures the
 * slides against it on every resize right after removing its transform. The reduced-motion rule
 * (globals.css) gives every element a 0.01 ms transition, which kept that transform a frame longer:
 * the measure was then taken against the transformed track and the cards stayed shifted by the
 * gap (cut off on the right of an Arabic page) until the next move.
 *
 * The slides are server-rendered and passed in; the first is in place in the HTML, so it paints
 * before any JavaScript runs, without a spinner. The labels come from the server in the page's
 * language; on a right-to-left page the slides run from right to left (the next one comes in from
 * the left, and the arrows point and sit accordingly).
 */
export function Carousel({
  variant,
  label,
  labels,
  direction,
  slides,
}: {
  variant: keyof typeof variants;
  label: string;
  labels: CarouselLabels;
  direction: "ltr" | "rtl";
  slides: CarouselSlide[];
}) {
  const v = variants[variant];
  const trackId = `${useId()}-${variant}`;
  const options = useMemo(() => ({ ...v.options, direction }), [v.options, direction]);
  const {
    viewportRef,
    ready,
    selected,
    snapCount,
    playing,
    running,
    scrollPrev,
    scrollNext,
    scrollTo,
    togglePlaying,
    rootHandlers,
  } = useCarousel({
    options,
    autoplayMs: v.autoplayMs,
    snapCount: slides.length,
    pauseOnHover: v.pauseOnHover,
  });

  return (
    <section
      aria-roledescription={labels.carousel}
      aria-label={label}
      data-carousel={variant}
      data-ready={ready ? "true" : "false"}
      className={v.root}
      {...rootHandlers}
    >
      <div ref={viewportRef} className={v.viewport}>
        <div id={trackId} aria-live={running ? "off" : "polite"} className={v.track}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={labels.positions[index]}
              inert={v.inertHidden && index !== selected}
              data-active={index === selected ? "true" : "false"}
              className={v.slide}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className={v.controls}>
        <div className={v.controlsBar}>
          <CarouselArrow direction="prev" disabled={!ready} onClick={scrollPrev} label={labels.previous} controls={trackId} />
          <CarouselDots
            count={snapCount}
            selected={selected}
            onSelect={scrollTo}
            disabled={!ready}
            labelFor={(index) => labels.dots[index] ?? String(index + 1)}
            controls={trackId}
          />
          <CarouselArrow direction="next" disabled={!ready} onClick={scrollNext} label={labels.next} controls={trackId} />
          <PlayPauseButton
            disabled={!ready}
            playing={playing}
            onClick={togglePlaying}
            label={playing ? labels.pause : labels.play}
            controls={trackId}
          />
        </div>
      </div>
    </section>
  );
}
