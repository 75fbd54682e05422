import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import {
  CheckIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
} from "~/components/icons/social-icons";
import { JsonLd } from "~/components/seo/json-ld";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { clinicStructuredData } from "~/lib/structured-data";

const cities = clinic.locations.map((location) => location.city).join(" and ");

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  return {
  title: "About Us",
  description: `${clinic.name}: ${clinic.tagline.toLowerCase()}. Meet ${clinic.doctor.name}, find our clinics in ${cities}, our opening hours and answers to common questions.`,
  alternates: languageAlternates(locale, "/about"),
};
}

/** "09:00" → "9am", "19:30" → "7:30pm". */
function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "pm" : "am";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes ? `${hour12}:${String(minutes).padStart(2, "0")}${suffix}` : `${hour12}${suffix}`;
}

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function daysLabel(days: readonly number[]): string {
  const first = DAY_NAMES[(days[0] ?? 1) - 1];
  const last = DAY_NAMES[(days.at(-1) ?? 1) - 1];
  return days.length > 1 ? `${first} to ${last}` : (first ?? "");
}

function hoursLabel(hours: (typeof clinic.openingHours)[number]): string {
  return hours.opens && hours.closes ? `${formatTime(hours.opens)} – ${formatTime(hours.closes)}` : "Closed";
}

/** "Monday to Friday 9am – 7pm, Saturday 9am – 2pm and closed on Sunday". */
const hoursSentence = clinic.openingHours
  .map((hours) =>
    hours.opens ? `${daysLabel(hours.days)} ${hoursLabel(hours)}` : `closed on ${daysLabel(hours.days)}`,
  )
  .join(", ")
  .replace(/, ([^,]*)$/, " and $1");

const faqs: Array<{ question: string; answer: string }> = [
  {
    question: "When are your clinics open?",
    answer: `Both clinics, in ${cities}, are open ${hoursSentence}. For an urgent worry outside these hours, call us: our on-call pediatrician will tell you what to do. In a life-threatening emergency, call the Lebanese Red Cross on 140.`,
  },
  {
    question: "Do you accept insurance?",
    answer:
      "Yes, insurance is accepted. Bring your child's insurance card to the visit, and call us beforehand if you would like us to check what your plan covers.",
  },
  {
    question: "Can my child be seen on the same day?",
    answer: `Yes. For sick visits, call us in the morning and we will see your child the same day, in ${clinic.locations.map((l) => l.city).join(" or ")}. When a visit is not needed, we can advise you by phone or video instead.`,
  },
  {
    question: "Do you offer online consultations?",
    answer:
      "Yes. Book a video consultation on our appointment page: choose a service, a day and a time, then pay by card. Your confirmation and video link arrive by e-mail. Visits in the clinic are booked through our patient portal.",
  },
  {
    question: "Which languages do you speak?",
    answer: "Arabic, English and French. Tell us which you prefer and we will use it for the whole visit.",
  },
];

const faqStructuredData = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faqs.map((faq) => ({
    "@type": "Question",
    name: faq.question,
    acceptedAnswer: { "@type": "Answer", text: faq.answer },
  })),
};

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
const linkClass = "font-semibold text-primary underline underline-offset-4 hover:text-primary-dark";

export default async function AboutPage() {
  return (
    <>
      <JsonLd data={clinicStructuredData(env.PUBLIC_URL)} />
      <JsonLd data={faqStructuredData} />
      <PageIntro eyebrow="About Us" title={`About ${clinic.name}`}>
        <p>
          Since {clinic.foundedYear}, {clinic.doctor.name} and our team have cared for the children of{" "}
          {cities}: {clinic.tagline.charAt(0).toLowerCase() + clinic.tagline.slice(1)}.
        </p>
      </PageIntro>

      <section aria-labelledby="practice-title" className="py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="practice-title" className="text-3xl font-bold tracking-tight text-navy">
              A practice built around families
            </h2>
            <div className="mt-5 space-y-4 text-muted">
              <p>
                {clinic.name} opened in {clinic.foundedYear} with a simple idea: children deserve
                unhurried visits, and parents deserve clear answers. Every appointment leaves time for
                your questions, and you leave with a plan you understand, written down if you wish.
              </p>
              <p>
                Today we welcome families in two clinics, in {cities}. We follow children from their
                very first days at home, through vaccinations, check-ups and the bumps of school years,
                to confidential care for teenagers. When your child is unwell, we see them the same day.
              </p>
              <p>
                Lebanese families speak many languages at home, and so do we: visits take place in
                Arabic, English or French. Insurance is accepted, and for questions that do not need an
                examination, online consultations save you the trip.
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {clinic.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-3xl bg-primary-50 px-4 py-8 text-center">
                <dt className="mt-1 text-sm text-muted sm:text-base">{stat.label}</dt>
                <dd className="text-3xl font-bold text-primary sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="doctor-title" className="bg-cream py-16 sm:py-20">
        <Container className="grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- local SVG portrait with fixed box */}
          <img
            src="/images/doctor.svg"
            alt={`Illustrated portrait of ${clinic.doctor.name}`}
            width={400}
            height={480}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-xs rounded-3xl shadow-lg shadow-navy/10"
          />
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">Meet the doctor</p>
            <h2 id="doctor-title" className="mt-2 text-3xl font-bold tracking-tight text-navy">
              {clinic.doctor.name}, {clinic.doctor.credentials}
            </h2>
            <p className="mt-1 font-semibold text-navy">{clinic.doctor.title}</p>
            <div className="mt-5 space-y-4 text-muted">
              <p>
                {clinic.doctor.name} founded the practice in {clinic.foundedYear} and has looked after
                thousands of children since, from premature newborns to teenagers preparing for
                university. She is a board-certified pediatrician and a fellow of the American Academy of
                Pediatrics, whose guidance shapes the care we give.
              </p>
              <p>
                Parents know her for her calm, for explaining the why as well as the what, and for
                treating them as partners in their child&apos;s care. Her special interests are newborn
                care, breastfeeding and healthy sleep, the subjects of the video courses she records for
                parents.
              </p>
            </div>
            <ul className="mt-6 space-y-3">
              {clinic.claims.map((claim) => (
                <li key={claim} className="flex gap-3 text-navy">
                  <CheckIcon size={20} className="mt-0.5 shrink-0 text-primary" />
                  {claim}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <section aria-labelledby="visit-title" className="py-16 sm:py-20">
        <Container>
          <h2 id="visit-title" className="text-3xl font-bold tracking-tight text-navy">
            Visit us
          </h2>
          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            {clinic.locations.map((location) => (
              <article
                key={location.id}
                aria-labelledby={`clinic-${location.id}`}
                className="rounded-3xl bg-white p-6 shadow-md ring-1 shadow-navy/5 ring-slate-200/70"
              >
                <h3 id={`clinic-${location.id}`} className="flex items-center gap-2 text-xl font-bold text-navy">
                  <MapPinIcon size={22} className="shrink-0 text-primary" />
                  {location.name}
                </h3>
                <address className="mt-3 text-muted not-italic">
                  {location.street}
                  <br />
                  {location.city}, Lebanon
                </address>
                <p className="mt-2 text-sm text-muted">{location.directions}.</p>
                <a href={location.mapUrl} {...newTab} className={`${linkClass} mt-4 inline-block`}>
                  Open {location.name} in Maps<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </article>
            ))}
            <article
              aria-labelledby="hours-title"
              className="rounded-3xl bg-primary-50 p-6 ring-1 ring-primary/10"
            >
              <h3 id="hours-title" className="flex items-center gap-2 text-xl font-bold text-navy">
                <ClockIcon size={22} className="shrink-0 text-primary" />
                Opening hours
              </h3>
              <dl className="mt-3 space-y-1.5">
                {clinic.openingHours.map((hours) => (
                  <div key={hours.label} className="flex justify-between gap-4">
                    <dt className="text-muted">{daysLabel(hours.days)}</dt>
                    <dd className="font-semibold text-navy">{hoursLabel(hours)}</dd>
                  </div>
                ))}
              </dl>
              <ul className="mt-5 space-y-2 border-t border-primary/10 pt-4 text-sm">
                <li className="flex items-center gap-2">
                  <PhoneIcon size={16} className="shrink-0 text-primary" />
                  <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
                    {clinic.phone.display}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <MailIcon size={16} className="shrink-0 text-primary" />
                  <a href={`mailto:${clinic.email}`} className={`${linkClass} break-all`}>
                    {clinic.email}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <WhatsAppIcon size={16} className="shrink-0 text-primary" />
                  <a href={clinic.whatsapp.chatUrl} {...newTab} className={linkClass}>
                    Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              </ul>
            </article>
          </div>
          <div className="mt-10 flex flex-wrap gap-3">
            <a href="/appointment" className={buttonClasses("primary", "md")}>
              Book Appointment
            </a>
            <a href={`tel:${clinic.phone.e164}`} className={buttonClasses("secondary", "md")}>
              Call {clinic.phone.display}
            </a>
          </div>
        </Container>
      </section>

      <section aria-labelledby="faq-title" className="bg-cream py-16 sm:py-20">
        <Container className="max-w-3xl">
          <h2 id="faq-title" className="text-3xl font-bold tracking-tight text-navy">
            Frequently asked questions
          </h2>
          <div className="mt-8 space-y-4">
            {faqs.map((faq) => (
              <div key={faq.question} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
                <h3 className="font-semibold text-navy">{faq.question}</h3>
                <p className="mt-2 text-muted">{faq.answer}</p>
              </div>
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}
