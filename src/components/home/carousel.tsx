"use client";

import { useId, type ReactNode } from "react";
import { CarouselArrow, CarouselDots, PlayPauseButton } from "./carousel-controls";
import { EMBLA_DURATION_500_MS, EMBLA_DURATION_600_MS, useCarousel } from "./use-carousel";

export type CarouselSlide = { key: string; title?: string; content: ReactNode };

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
    noun: "slide",
    what: "slideshow",
    root: "relative h-[650px] md:h-[700px]",
    viewport: "h-full overflow-hidden",
    track: "flex h-full touch-pan-y",
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
    noun: "testimonial",
    what: "testimonials",
    root: "mt-12",
    viewport: "overflow-hidden",
    track: "-ml-6 flex touch-pan-y",
    slide: "min-w-0 flex-[0_0_100%] pl-6 md:flex-[0_0_50%] lg:flex-[0_0_33.3333%]",
    controls: "mt-8 flex justify-center",
    controlsBar: "flex items-center gap-1 sm:gap-2",
  },
} as const;

/**
 * The slides are server-rendered and passed in; the first is in place in the HTML, so it paints
 * before any JavaScript runs, without a spinner.
 */
export function Carousel({ variant, label, slides }: { variant: keyof typeof variants; label: string; slides: CarouselSlide[] }) {
  const v = variants[variant];
  const trackId = `${useId()}-${variant}`;
  const titled = (index: number) => (slides[index]?.title ? `: ${slides[index].title}` : "");
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
    options: v.options,
    autoplayMs: v.autoplayMs,
    snapCount: slides.length,
    pauseOnHover: v.pauseOnHover,
  });

  return (
    <section
      aria-roledescription="carousel"
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
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}${titled(index)}`}
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
          <CarouselArrow direction="prev" disabled={!ready} onClick={scrollPrev} label={`Previous ${v.noun}`} controls={trackId} />
          <CarouselDots
            count={snapCount}
            selected={selected}
            onSelect={scrollTo}
            disabled={!ready}
            labelFor={(index) => `Show ${v.noun} ${index + 1}${titled(index)}`}
            controls={trackId}
          />
          <CarouselArrow direction="next" disabled={!ready} onClick={scrollNext} label={`Next ${v.noun}`} controls={trackId} />
          <PlayPauseButton disabled={!ready} playing={playing} onClick={togglePlaying} what={v.what} controls={trackId} />
        </div>
      </div>
    </section>
  );
}
