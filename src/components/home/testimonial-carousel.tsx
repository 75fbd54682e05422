"use client";

import { useId, type ReactNode } from "react";
import { CarouselArrow, CarouselDots, PlayPauseButton } from "./carousel-controls";
import { EMBLA_DURATION_600_MS, useCarousel } from "./use-carousel";

/** Spec §9: testimonials advance every 4000 ms, with a 600 ms animation. */
const TESTIMONIAL_INTERVAL_MS = 4000;

/**
 * One testimonial per view on phones, two from md, three from lg. Every card stays readable by
 * screen readers (they hold no links), so none is hidden; autoplay pauses on hover and focus.
 */
export function TestimonialCarousel({ items, label }: { items: { id: string; content: ReactNode }[]; label: string }) {
  const trackId = `${useId()}-testimonials`;
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
    options: { loop: true, align: "start", duration: EMBLA_DURATION_600_MS },
    autoplayMs: TESTIMONIAL_INTERVAL_MS,
    snapCount: items.length,
    pauseOnHover: true,
  });

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel="testimonials"
      className="mt-12"
      data-ready={ready ? "true" : "false"}
      {...rootHandlers}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div id={trackId} aria-live={running ? "off" : "polite"} className="-ml-6 flex touch-pan-y">
          {items.map((item, index) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              data-active={index === selected ? "true" : "false"}
              className="min-w-0 flex-[0_0_100%] pl-6 md:flex-[0_0_50%] lg:flex-[0_0_33.3333%]"
            >
              {item.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-1 sm:gap-2">
        <CarouselArrow direction="prev" onClick={scrollPrev} label="Previous testimonial" controls={trackId} />
        <CarouselDots
          count={snapCount}
          selected={selected}
          onSelect={scrollTo}
          labelFor={(index) => `Show testimonial ${index + 1}`}
          controls={trackId}
        />
        <CarouselArrow direction="next" onClick={scrollNext} label="Next testimonial" controls={trackId} />
        <PlayPauseButton
          playing={playing}
          onClick={togglePlaying}
          what="testimonials"
          controls={trackId}
        />
      </div>
    </div>
  );
}
