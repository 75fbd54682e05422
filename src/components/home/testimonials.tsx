import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { clinic } from "~/config/clinic";
import { Carousel } from "./carousel";

type Testimonial = { id: string; quote: string; name: string; role: string };

/**
 * Spec §3: six static testimonials. Demo wording: replace with real families' words, with their
 * consent, before the site goes live.
 */
const testimonials: Testimonial[] = [
  {
    id: "rania",
    quote:
      "Dr. Haddad saw our daughter the same afternoon when her fever would not come down. She explained everything calmly, in Arabic for me and in French for my mother-in-law. We went home reassured, with a clear plan.",
    name: "Rania K.",
    role: "Mother of two, Jbeil",
  },
  {
    id: "elie-nour",
    quote:
      "As first-time parents we had a hundred questions in the first weeks. The newborn visits were never rushed, and knowing we could send a message at night made us feel we were not alone.",
    name: "Elie & Nour S.",
    role: "Parents of a newborn, Jounieh",
  },
  {
    id: "joelle",
    quote:
      "Our son used to cry the moment we walked into a clinic. Here the team turned his vaccinations into a game, and now he asks when he can see his doctor again.",
    name: "Joëlle A.",
    role: "Mother of a four-year-old, Jbeil",
  },
  {
    id: "karim",
    quote:
      "The sleep course changed our evenings. Short videos we could watch once the children were in bed, and advice that actually works for a busy family.",
    name: "Karim H.",
    role: "Father of three, Jounieh",
  },
  {
    id: "lara",
    quote:
      "My teenage daughter finally has a doctor she trusts. Dr. Haddad gives her time to talk on her own, and still keeps me informed about what matters.",
    name: "Lara M.",
    role: "Mother of a fourteen-year-old, Jbeil",
  },
  {
    id: "georges-tania",
    quote:
      "Booking online took two minutes and we were seen on time. We have been coming here for ten years, and it still feels like family.",
    name: "Georges & Tania F.",
    role: "Parents of two, Jounieh",
  },
];

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-md ring-1 shadow-navy/5 ring-slate-200/70 sm:p-8">
      <svg width={36} height={36} viewBox="0 0 24 24" aria-hidden="true" className="text-accent">
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

/** Spec §2: what parents say, in a carousel. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-primary-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What Parents Say">
          Families from {clinic.locations.map((l) => l.city).join(" and ")} on their visits, our courses
          and our team.
        </SectionHeading>
        <Carousel
          variant="testimonials"
          label="Testimonials from parents"
          slides={testimonials.map((testimonial) => ({
            key: testimonial.id,
            content: <TestimonialCard testimonial={testimonial} />,
          }))}
        />
      </Container>
    </section>
  );
}
