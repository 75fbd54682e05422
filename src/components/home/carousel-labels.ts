/** What a carousel's controls and slides are called, in the page's language (home.carousel). */
export type CarouselLabels = {
  /** aria-roledescription of the carousel and of each slide. */
  carousel: string;
  slide: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Per slide: "1 of 4: Title". */
  positions: string[];
  /** Per dot: "Show slide 1: Title". */
  dots: string[];
};

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The labels, made on the server (the client carousel gets plain text, not the catalogue).
 * `t` is the home namespace's translator; `titles` names the slides when they have titles.
 */
export function carouselLabels(t: Translate, variant: "hero" | "testimonials", titles: Array<string | undefined>): CarouselLabels {
  const count = titles.length;
  const at = (index: number) => ({ position: index + 1, count, title: titles[index] ?? "" });
  return {
    carousel: t("carousel.carousel"),
    slide: t("carousel.slide"),
    previous: t(`carousel.${variant}.previous`),
    next: t(`carousel.${variant}.next`),
    pause: t(`carousel.${variant}.pause`),
    play: t(`carousel.${variant}.play`),
    positions: titles.map((_, index) => t(`carousel.${variant}.position`, at(index))),
    dots: titles.map((_, index) => t(`carousel.${variant}.show`, at(index))),
  };
}
