import { clsx } from "clsx";
import { preload } from "react-dom";
import { CheckIcon } from "~/components/icons/social-icons";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { clinic } from "~/config/clinic";
import { Carousel } from "./carousel";

const cities = clinic.locations.map((location) => location.city).join(" and ");

type HeroSlide = {
  eyebrow: string;
  title: string;
  text: string;
  /** Spec §2: the first call to action always leads to /appointment, the second to /about. */
  primaryLabel: string;
  secondaryLabel: string;
  /** Read after a vague label by screen readers (and search engines): "Learn More about …". */
  secondaryContext?: string;
  image: string;
  imageAlt: string;
  /** The flat colour at the artwork's left edge, so text and picture meet without a seam. */
  background: string;
  dark?: boolean;
};

/** Spec §2: the four hero slides, in order. */
const slides: HeroSlide[] = [
  {
    eyebrow: `${clinic.doctor.name}, ${clinic.doctor.title}`,
    title: "Gentle, expert care for every stage of childhood",
    text: `${clinic.tagline}. Same-day sick visits, vaccinations and check-ups in ${cities}.`,
    primaryLabel: "Book Appointment",
    secondaryLabel: "Contact Now",
    image: "/images/hero/slide-1.svg",
    imageAlt: `${clinic.doctor.name} smiling beside a young patient`,
    background: "bg-cream",
  },
  {
    eyebrow: "Growing up healthy",
    title: "Child Wellness Programs",
    text: "Regular check-ups, vaccinations on the national schedule, and advice on growth, nutrition and sleep: a care plan that grows with your child.",
    primaryLabel: "View Services",
    secondaryLabel: "Learn More",
    secondaryContext: "about our child wellness programs",
    image: "/images/hero/slide-2.svg",
    imageAlt: "Two happy children playing in the sun",
    background: "bg-teal-100",
  },
  {
    eyebrow: "Day and night",
    title: "24/7 Emergency Care",
    text: "Worried about your child at night or at the weekend? Our on-call pediatrician helps you decide what to do. In a life-threatening emergency, call the Lebanese Red Cross on 140.",
    primaryLabel: "Emergency Info",
    secondaryLabel: "Contact Now",
    image: "/images/hero/slide-3.svg",
    imageAlt: "An ambulance at night beside a 24/7 clock",
    background: "bg-navy",
    dark: true,
  },
  {
    eyebrow: "Care that fits your child",
    title: "Specialized Pediatric Care",
    text: "Newborn visits, breastfeeding support, development assessments and confidential care for teenagers, in Arabic, English or French.",
    primaryLabel: "Book Appointment",
    secondaryLabel: "Meet Our Team",
    image: "/images/hero/slide-4.svg",
    imageAlt: "A heart with a stethoscope and a growth chart",
    background: "bg-cream",
  },
];

function HeroSlideView({ slide, first }: { slide: HeroSlide; first: boolean }) {
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
            {slide.eyebrow}
          </p>
          <Heading
            className={clsx(
              "mt-4 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl xl:text-5xl",
              slide.dark ? "text-white" : "text-navy",
            )}
          >
            {slide.title}
          </Heading>
          <p
            className={clsx(
              "mt-3 text-base text-pretty sm:mt-4 sm:text-lg",
              slide.dark ? "text-slate-200" : "text-muted",
            )}
          >
            {slide.text}
          </p>
          <div className="mt-5 flex flex-wrap gap-3 sm:mt-6">
            <a href="/appointment" className={buttonClasses("primary", "md", "sm:min-h-12 sm:px-6")}>
              {slide.primaryLabel}
            </a>
            <a href="/about" className={buttonClasses("secondary", "md", "sm:min-h-12 sm:px-6")}>
              {slide.secondaryLabel}
              {slide.secondaryContext ? <span className="sr-only"> {slide.secondaryContext}</span> : null}
            </a>
          </div>
        </div>
      </Container>
      <div className="relative min-h-0 flex-1 lg:absolute lg:inset-y-0 lg:right-0 lg:left-[38%]">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art; its box is fixed by the hero's height */}
        <img
          src={slide.image}
          alt={slide.imageAlt}
          width={1200}
          height={700}
          // The first slide is the likely largest paint; the others may load after it.
          fetchPriority={first ? "high" : "low"}
          decoding={first ? "sync" : "async"}
          className="size-full object-cover object-right"
        />
      </div>
    </div>
  );
}

/** The hero of the home page: four slides in a carousel, the first one in the HTML as is. */
export function Hero() {
  // The first slide's picture is the page's largest paint: ask for it from the <head>, before the
  // scripts, instead of when the parser reaches it.
  const first = slides[0];
  if (first) preload(first.image, { as: "image", fetchPriority: "high" });
  return (
    <Carousel
      variant="hero"
      label={`Welcome to ${clinic.name}`}
      slides={slides.map((slide, index) => ({
        key: slide.title,
        title: slide.title,
        content: <HeroSlideView slide={slide} first={index === 0} />,
      }))}
    />
  );
}
