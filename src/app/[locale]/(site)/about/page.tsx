import type { Metadata } from "next";
import { useLocale, useTranslations } from "next-intl";
import { Suspense, type ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import { intlLocale, type Locale } from "~/i18n/locales";
import {
  CheckIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsAppIcon,
} from "~/components/icons/social-icons";
import { useClaims, useStats } from "~/components/home/claims-strip";
import { getCities } from "~/components/home/clinic-text-server";
import { foundedYear, useCities } from "~/components/home/clinic-text";
import { AtRequestTime } from "~/components/layout/at-request-time";
import { SiteLink } from "~/components/layout/site-link";
import { JsonLd } from "~/components/seo/json-ld";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { clinicStructuredData } from "~/lib/structured-data";
import { logger } from "~/server/logger";
import { publicFaq } from "~/server/services/public-pages/cached-content";

type Translate = Awaited<ReturnType<typeof getTranslations<"about">>>;

/** "Board-certified …" → "board-certified …", inside a sentence (no change in Arabic). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

function upperFirst(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

async function pageText() {
  const t = await getTranslations("about.meta");
  const tc = await getTranslations("common");
  return {
    title: t("title"),
    description: t("description", {
      clinic: clinic.name,
      tagline: lowerFirst(tc("clinic.tagline")),
      doctor: clinic.doctor.name,
      cities: await getCities(),
    }),
  };
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const { title, description } = await pageText();
  return { title, description, alternates: languageAlternates(locale, "/about") };
}

/**
 * "09:00" → "9am", "19:30" → "7:30pm" in English, as the site always wrote them; the other
 * languages write the time their own way (« 09 h », "9 ص").
 */
function formatTime(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  if (locale !== "en") {
    const options: Intl.DateTimeFormatOptions = { hour: "numeric", minute: minutes ? "2-digit" : undefined, timeZone: "UTC" };
    return new Intl.DateTimeFormat(intlLocale(locale), options).format(Date.UTC(2026, 0, 5, hours, minutes));
  }
  const suffix = hours >= 12 ? "pm" : "am";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes ? `${hour12}:${String(minutes).padStart(2, "0")}${suffix}` : `${hour12}${suffix}`;
}

/** An ISO weekday (Monday = 1) in the page's language: "Monday", « lundi », "الاثنين". */
function dayName(day: number, locale: Locale): string {
  // 5 January 2026 is a Monday.
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2026, 0, 4 + day));
}

type Hours = (typeof clinic.openingHours)[number];

function dayRange(hours: Hours, locale: Locale) {
  const first = dayName(hours.days[0] ?? 1, locale);
  const last = dayName(hours.days.at(-1) ?? 1, locale);
  return { first, last, single: hours.days.length === 1 };
}

/** The opening hours, one row per group of days, for the table. */
function hoursRows(t: Translate, locale: Locale) {
  return clinic.openingHours.map((hours) => {
    const { first, last, single } = dayRange(hours, locale);
    return {
      key: hours.label,
      days: upperFirst(single ? first : t("hours.table.range", { first, last }), locale),
      times:
        hours.opens && hours.closes
          ? t("hours.table.times", { opens: formatTime(hours.opens, locale), closes: formatTime(hours.closes, locale) })
          : t("hours.table.closed"),
    };
  });
}

async function AboutStructuredData() {
  const locale = (await getLocale()) as Locale;
  const { title, description } = await pageText();
  return <JsonLd data={await clinicStructuredData(env.PUBLIC_URL, { locale, path: "/about", name: title, description })} />;
}

type FaqEntries = Awaited<ReturnType<typeof publicFaq>>;

function faqStructuredData(locale: Locale, entries: FaqEntries) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

function FaqSection({ children }: { children: ReactNode }) {
  const t = useTranslations("about");
  return (
    <section aria-labelledby="faq-title" className="bg-cream py-16 sm:py-20">
      <Container className="max-w-3xl">
        <h2 id="faq-title" className="text-3xl font-bold tracking-tight text-navy">
          {t("faq.title")}
        </h2>
        {children}
      </Container>
    </section>
  );
}

function FaqPlaceholder() {
  return (
    <FaqSection>
      <div aria-hidden="true" className="mt-8 h-[36rem] rounded-2xl bg-white/60" />
    </FaqSection>
  );
}

/**
 * The questions and answers as the staff wrote them (decision 034), in the page's language, with
 * their FAQPage structured data. None (or a failed read, logged) leaves the section out.
 */
async function Faq() {
  const locale = (await getLocale()) as Locale;
  let entries: FaqEntries = [];
  try {
    entries = await publicFaq(locale);
  } catch (error) {
    logger.error("about: questions and answers failed", { error });
  }
  if (entries.length === 0) return null;
  return (
    <FaqSection>
      <JsonLd data={faqStructuredData(locale, entries)} />
      <div className="mt-8 space-y-4">
        {entries.map((entry) => (
          <div key={entry.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
            <h3 className="font-semibold text-navy">{entry.question}</h3>
            <p className="mt-2 text-muted">{entry.answer}</p>
          </div>
        ))}
      </div>
    </FaqSection>
  );
}

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
const linkClass = "font-semibold text-primary underline underline-offset-4 hover:text-primary-dark";

export default function AboutPage() {
  const t = useTranslations("about");
  const tc = useTranslations("common");
  const locale = useLocale() as Locale;
  const cities = useCities();
  const claims = useClaims();
  const stats = useStats();
  const newTabHint = <span className="sr-only"> {tc("newTab")}</span>;
  const phone = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;
  const values = { clinic: clinic.name, doctor: clinic.doctor.name, year: foundedYear, cities };
  return (
    <>
      <AboutStructuredData />
      <PageIntro eyebrow={t("intro.eyebrow")} title={t("intro.title", values)}>
        <p>{t("intro.text", { ...values, tagline: lowerFirst(tc("clinic.tagline")) })}</p>
      </PageIntro>

      <section aria-labelledby="practice-title" className="py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="practice-title" className="text-3xl font-bold tracking-tight text-navy">
              {t("practice.title")}
            </h2>
            <div className="mt-5 space-y-4 text-muted">
              <p>{t("practice.p1", values)}</p>
              <p>{t("practice.p2", values)}</p>
              <p>{t("practice.p3")}</p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <div key={stat.key} className="flex flex-col-reverse rounded-3xl bg-primary-50 px-4 py-8 text-center">
                <dt className="mt-1 text-sm text-muted sm:text-base">{stat.label}</dt>
                <dd className="text-3xl font-bold text-primary sm:text-4xl">
                  <bdi>{stat.value}</bdi>
                </dd>
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
            alt={t("doctor.imageAlt", values)}
            width={400}
            height={480}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-xs rounded-3xl shadow-lg shadow-navy/10"
          />
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("doctor.eyebrow")}</p>
            <h2 id="doctor-title" className="mt-2 text-3xl font-bold tracking-tight text-navy">
              {t("doctor.heading", { doctor: clinic.doctor.name, credentials: clinic.doctor.credentials })}
            </h2>
            <p className="mt-1 font-semibold text-navy">{t("doctor.title")}</p>
            <div className="mt-5 space-y-4 text-muted">
              <p>{t("doctor.p1", values)}</p>
              <p>{t("doctor.p2")}</p>
            </div>
            <ul className="mt-6 space-y-3">
              {claims.map((claim) => (
                <li key={claim.key} className="flex gap-3 text-navy">
                  <CheckIcon size={20} className="mt-0.5 shrink-0 text-primary" />
                  {claim.text}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <section aria-labelledby="visit-title" className="py-16 sm:py-20">
        <Container>
          <h2 id="visit-title" className="text-3xl font-bold tracking-tight text-navy">
            {t("visit.title")}
          </h2>
          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            {clinic.locations.map((location) => {
              const name = tc(`clinic.location.${location.id}.name`);
              return (
                <article
                  key={location.id}
                  aria-labelledby={`clinic-${location.id}`}
                  className="rounded-3xl bg-white p-6 shadow-md ring-1 shadow-navy/5 ring-slate-200/70"
                >
                  <h3 id={`clinic-${location.id}`} className="flex items-center gap-2 text-xl font-bold text-navy">
                    <MapPinIcon size={22} className="shrink-0 text-primary" />
                    {name}
                  </h3>
                  <address className="mt-3 text-muted not-italic">
                    {tc(`clinic.location.${location.id}.street`)}
                    <br />
                    {t("visit.address", { city: tc(`clinic.location.${location.id}.city`) })}
                  </address>
                  <p className="mt-2 text-sm text-muted">{t(`visit.directions.${location.id}`)}.</p>
                  <a href={location.mapUrl} {...newTab} className={`${linkClass} mt-4 inline-block`}>
                    {t("visit.openInMaps", { location: name })}
                    {newTabHint}
                  </a>
                </article>
              );
            })}
            <article
              aria-labelledby="hours-title"
              className="rounded-3xl bg-primary-50 p-6 ring-1 ring-primary/10"
            >
              <h3 id="hours-title" className="flex items-center gap-2 text-xl font-bold text-navy">
                <ClockIcon size={22} className="shrink-0 text-primary" />
                {t("hours.title")}
              </h3>
              <dl className="mt-3 space-y-1.5">
                {hoursRows(t, locale).map((row) => (
                  <div key={row.key} className="flex justify-between gap-4">
                    <dt className="text-muted">{row.days}</dt>
                    <dd className="text-end font-semibold text-navy">{row.times}</dd>
                  </div>
                ))}
              </dl>
              <ul className="mt-5 space-y-2 border-t border-primary/10 pt-4 text-sm">
                <li className="flex items-center gap-2">
                  <PhoneIcon size={16} className="shrink-0 text-primary" />
                  <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
                    <bdi dir="ltr">{clinic.phone.display}</bdi>
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <MailIcon size={16} className="shrink-0 text-primary" />
                  <a href={`mailto:${clinic.email}`} className={`${linkClass} break-all`}>
                    <bdi dir="ltr">{clinic.email}</bdi>
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <WhatsAppIcon size={16} className="shrink-0 text-primary" />
                  <a href={clinic.whatsapp.chatUrl} {...newTab} className={linkClass}>
                    {t("visit.whatsapp")}
                    {newTabHint}
                  </a>
                </li>
              </ul>
            </article>
          </div>
          <div className="mt-10 flex flex-wrap gap-3">
            <SiteLink href="/appointment" className={buttonClasses("primary", "md")}>
              {t("visit.book")}
            </SiteLink>
            <a href={`tel:${clinic.phone.e164}`} className={buttonClasses("secondary", "md")}>
              <span>{t.rich("visit.call", { phone: clinic.phone.display, ltr: phone })}</span>
            </a>
          </div>
        </Container>
      </section>

      <Suspense fallback={<FaqPlaceholder />}>
        <AtRequestTime>
          <Faq />
        </AtRequestTime>
      </Suspense>
    </>
  );
}
