import { useLocale, useTranslations } from "next-intl";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { textDirection, type Locale } from "~/i18n/locales";
import { Carousel } from "./carousel";
import { carouselLabels } from "./carousel-labels";
import { useCities } from "./clinic-text";

/**
 * Spec §3: six static testimonials, their words in the catalogue (home.testimonials.items.<id>).
 * Demo wording: replace with real families' words, with their consent, before the site goes live.
 */
const testimonialIds = ["rania", "elie-nour", "joelle", "karim", "lara", "georges-tania"] as const;
type TestimonialId = (typeof testimonialIds)[number];

function TestimonialCard({ id }: { id: TestimonialId }) {
  const t = useTranslations(`home.testimonials.items.${id}`);
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-md ring-1 shadow-navy/5 ring-slate-200/70 sm:p-8">
      {/* An opening quotation mark: it faces the text, so it turns on right-to-left pages. */}
      <svg width={36} height={36} viewBox="0 0 24 24" aria-hidden="true" className="text-accent rtl:-scale-x-100">
        <path
          fill="currentColor"
          d="M9.6 5C6 6.6 3.5 9.7 3.5 13.7c0 3 1.8 5.3 4.4 5.3 2.2 0 3.9-1.6 3.9-3.8 0-2.1-1.5-3.6-3.5-3.6-.4 0-.8.1-1 .2.4-2 2.2-3.9 4.3-4.9L9.6 5Zm9 0c-3.6 1.6-6.1 4.7-6.1 8.7 0 3 1.8 5.3 4.4 5.3 2.2 0 3.9-1.6 3.9-3.8 0-2.1-1.5-3.6-3.5-3.6-.4 0-.8.1-1 .2.4-2 2.2-3.9 4.3-4.9L18.6 5Z"
        />
      </svg>
      <blockquote className="mt-4 flex-1 text-navy">
        <p>{t("quote")}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-200 pt-4">
        <span className="block font-semibold text-navy">{t("name")}</span>
        <span className="block text-sm text-muted">{t("role")}</span>
      </figcaption>
    </figure>
  );
}

/** Spec §2: what parents say, in a carousel. */
export function Testimonials() {
  const t = useTranslations("home");
  const locale = useLocale() as Locale;
  const cities = useCities();
  return (
    <section aria-labelledby="testimonials-title" className="bg-primary-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="testimonials-title" eyebrow={t("testimonials.eyebrow")} title={t("testimonials.title")}>
          {t("testimonials.text", { cities })}
        </SectionHeading>
        <Carousel
          variant="testimonials"
          direction={textDirection(locale)}
          label={t("testimonials.label")}
          labels={carouselLabels(t, "testimonials", testimonialIds.map(() => undefined))}
          slides={testimonialIds.map((id) => ({ key: id, content: <TestimonialCard id={id} /> }))}
        />
      </Container>
    </section>
  );
}
