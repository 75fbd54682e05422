import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { textDirection, type Locale } from "~/i18n/locales";
import { Carousel } from "./carousel";
import { carouselLabels } from "./carousel-labels";
import { useCities } from "./clinic-text";

/** One testimonial as the page shows it, in the page's language (staff write them in the back-office). */
export type TestimonialData = { id: string; quote: string; name: string; role: string };

function TestimonialCard({ testimonial }: { testimonial: TestimonialData }) {
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
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-200 pt-4">
        <span className="block font-semibold text-navy">{testimonial.name}</span>
        <span className="block text-sm text-muted">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

/** The section around the carousel: its heading is in the page's frame, the cards come with the request. */
function TestimonialsSection({ children }: { children: ReactNode }) {
  const t = useTranslations("home");
  const cities = useCities();
  return (
    <section aria-labelledby="testimonials-title" className="bg-primary-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="testimonials-title" eyebrow={t("testimonials.eyebrow")} title={t("testimonials.title")}>
          {t("testimonials.text", { cities })}
        </SectionHeading>
        {children}
      </Container>
    </section>
  );
}

/** Holds the carousel's place (a card and its controls) until the testimonials stream in. */
export function TestimonialsPlaceholder() {
  return (
    <TestimonialsSection>
      <div aria-hidden="true" className="mt-12 h-[26rem] rounded-3xl bg-white/60 sm:h-[24rem]" />
    </TestimonialsSection>
  );
}

/**
 * Spec §2: what parents say, in a carousel, as the staff wrote it (decision 034). Nothing at all
 * while none is published.
 */
export function Testimonials({ testimonials }: { testimonials: TestimonialData[] }) {
  const t = useTranslations("home");
  const locale = useLocale() as Locale;
  if (testimonials.length === 0) return null;
  return (
    <TestimonialsSection>
      <Carousel
        variant="testimonials"
        direction={textDirection(locale)}
        label={t("testimonials.label")}
        labels={carouselLabels(t, "testimonials", testimonials.map(() => undefined))}
        slides={testimonials.map((testimonial) => ({ key: testimonial.id, content: <TestimonialCard testimonial={testimonial} /> }))}
      />
    </TestimonialsSection>
  );
}
