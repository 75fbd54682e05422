"use client";

import { useId, type ReactNode } from "react";
import { CarouselArrow, CarouselDots, PlayPauseButton } from "./carousel-controls";
import { EMBLA_DURATION_500_MS, useCarousel } from "./use-carousel";

/** Spec §9: the hero advances every 5 s. */
const HERO_INTERVAL_MS = 5000;

export type HeroCarouselSlide = { title: string; content: ReactNode };

/**
 * The hero carousel (spec §2). The slides are server-rendered and passed in; the first one is in
 * place in the HTML, so it paints before any JavaScript runs, without a spinner. Slides that are
 * not shown are inert: their links cannot be reached by Tab or a screen reader.
 */
export function HeroCarousel({ slides, label }: { slides: HeroCarouselSlide[]; label: string }) {
  const trackId = `${useId()}-hero-slides`;
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
    options: { loop: true, duration: EMBLA_DURATION_500_MS },
    autoplayMs: HERO_INTERVAL_MS,
    snapCount: slides.length,
    pauseOnHover: false,
  });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel="hero"
      className="relative h-[650px] md:h-[700px]"
      data-ready={ready ? "true" : "false"}
      {...rootHandlers}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div
          id={trackId}
          aria-live={running ? "off" : "polite"}
          className="flex h-full touch-pan-y"
        >
          {slides.map((slide, index) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}: ${slide.title}`}
              inert={index !== selected}
              data-active={index === selected ? "true" : "false"}
              className="h-full min-w-0 flex-[0_0_100%]"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="pointer-events-none absolute inset-x-0 bottom-4 flex justify-center px-4">
        <div className="pointer-events-auto flex items-center gap-1.5 rounded-full bg-white/90 p-1.5 shadow-lg ring-1 shadow-navy/10 ring-slate-200 backdrop-blur">
          <CarouselArrow direction="prev" onClick={scrollPrev} label="Previous slide" controls={trackId} />
          <CarouselDots
            count={snapCount}
            selected={selected}
            onSelect={scrollTo}
            labelFor={(index) => `Show slide ${index + 1}: ${slides[index]?.title ?? ""}`}
            controls={trackId}
          />
          <CarouselArrow direction="next" onClick={scrollNext} label="Next slide" controls={trackId} />
          <PlayPauseButton
            playing={playing}
            onClick={togglePlaying}
            what="slideshow"
            controls={trackId}
          />
        </div>
      </div>
    </section>
  );
}
