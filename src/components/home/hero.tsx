import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { preload } from "react-dom";
import { CheckIcon } from "~/components/icons/social-icons";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { clinic } from "~/config/clinic";
import { textDirection, type Locale } from "~/i18n/locales";
import { Carousel } from "./carousel";
import { carouselLabels } from "./carousel-labels";
import { useCities } from "./clinic-text";

type HeroSlide = {
  /** Its texts in the catalogue: home.hero.slides.<id>. */
  id: "care" | "wellness" | "emergency" | "specialized";
  /** Read after a vague label by screen readers (and search engines): "Learn More about …". */
  secondaryContext?: boolean;
  image: string;
  /** The flat colour at the artwork's left edge, so text and picture meet without a seam. */
  background: string;
  dark?: boolean;
  /**
   * On right-to-left pages the text sits on the right, so the artwork is mirrored to bring its
   * flat edge next to it. Not an artwork with writing in it (the 24/7 clock).
   */
  mirrorInRtl: boolean;
};

/** Spec §2: the four hero slides, in order. */
const slides: HeroSlide[] = [
  { id: "care", image: "/images/hero/slide-1.svg", background: "bg-cream", mirrorInRtl: true },
  { id: "wellness", secondaryContext: true, image: "/images/hero/slide-2.svg", background: "bg-teal-100", mirrorInRtl: true },
  { id: "emergency", image: "/images/hero/slide-3.svg", background: "bg-navy", dark: true, mirrorInRtl: false },
  { id: "specialized", image: "/images/hero/slide-4.svg", background: "bg-cream", mirrorInRtl: true },
];

function HeroSlideView({ slide, first }: { slide: HeroSlide; first: boolean }) {
  const t = useTranslations(`home.hero.slides.${slide.id}`);
  const tc = useTranslations("common");
  const cities = useCities();
  const values = { doctor: clinic.doctor.name, tagline: tc("clinic.tagline"), cities };
  // One h1 per page: the first slide's title. The others are h2.
  const Heading = first ? "h1" : "h2";
  return (
    <div
      data-theme={slide.dark ? "dark" : undefined}
      className={clsx("relative flex h-full flex-col lg:block", slide.background)}
    >
      <Container className="relative z-10 pt-8 pb-2 sm:pt-12 lg:flex lg:h-full lg:items-center lg:pt-0 lg:pb-16">
        <div className="max-w-xl lg:max-w-md xl:max-w-xl">
          <p
            className={clsx(
              "inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold shadow-sm sm:text-sm",
              slide.dark ? "bg-white/10 text-teal-100" : "bg-white text-primary",
            )}
          >
            <CheckIcon size={16} />
            {t("eyebrow", values)}
          </p>
          <Heading
            className={clsx(
              "mt-4 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl xl:text-5xl",
              slide.dark ? "text-white" : "text-navy",
            )}
          >
            {t("title")}
          </Heading>
          <p
            className={clsx(
              "mt-3 text-base text-pretty sm:mt-4 sm:text-lg",
              slide.dark ? "text-slate-200" : "text-muted",
            )}
          >
            {t("text", values)}
          </p>
          <div className="mt-5 flex flex-wrap gap-3 sm:mt-6">
            <SiteLink href="/appointment" className={buttonClasses("primary", "md", "sm:min-h-12 sm:px-6")}>
              {t("primary")}
            </SiteLink>
            <SiteLink href="/about" className={buttonClasses("secondary", "md", "sm:min-h-12 sm:px-6")}>
              {t("secondary")}
              {slide.secondaryContext ? <span className="sr-only"> {t("secondaryContext")}</span> : null}
            </SiteLink>
          </div>
        </div>
      </Container>
      <div className="relative min-h-0 flex-1 lg:absolute lg:inset-y-0 lg:start-[38%] lg:end-0">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art; its box is fixed by the hero's height */}
        <img
          src={slide.image}
          alt={t("imageAlt", values)}
          width={1200}
          height={700}
          // The first slide is the likely largest paint; the others may load after it.
          fetchPriority={first ? "high" : "low"}
          decoding={first ? "sync" : "async"}
          className={clsx(
            "size-full object-cover object-right",
            slide.mirrorInRtl ? "rtl:-scale-x-100" : "rtl:object-left",
          )}
        />
      </div>
    </div>
  );
}

/** The hero of the home page: four slides in a carousel, the first one in the HTML as is. */
export function Hero() {
  const t = useTranslations("home");
  const locale = useLocale() as Locale;
  // The first slide's picture is the page's largest paint: ask for it from the <head>, before the
  // scripts, instead of when the parser reaches it.
  const first = slides[0];
  if (first) preload(first.image, { as: "image", fetchPriority: "high" });
  const titles = slides.map((slide) => t(`hero.slides.${slide.id}.title`));
  return (
    <Carousel
      variant="hero"
      direction={textDirection(locale)}
      labels={carouselLabels(t, "hero", titles)}
      label={t("hero.label", { clinic: clinic.name })}
      slides={slides.map((slide, index) => ({
        key: slide.id,
        content: <HeroSlideView slide={slide} first={index === 0} />,
      }))}
    />
  );
}
