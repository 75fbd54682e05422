import type { Metadata } from "next";
import { useMessages, useTranslations } from "next-intl";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { Suspense } from "react";
import { BookingHero } from "~/components/home/booking-hero";
import { ClaimsStrip } from "~/components/home/claims-strip";
import { getCities } from "~/components/home/clinic-text-server";
import { useCities } from "~/components/home/clinic-text";
import { CourseCard } from "~/components/home/course-card";
import { HomeCoursesForChildren } from "~/components/home/home-courses-for-children";
import { GuideCard } from "~/components/home/guide-card";
import { Hero } from "~/components/home/hero";
import { InfoStrip } from "~/components/home/info-strip";
import { Testimonials, TestimonialsPlaceholder } from "~/components/home/testimonials";
import { SiteLink } from "~/components/layout/site-link";
import { BookAppointmentCta, WhyChoose } from "~/components/services/why-choose";
import { WelcomePopup } from "~/components/popup/welcome-popup";
import { JsonLd } from "~/components/seo/json-ld";
import { DeferredServicesGrid } from "~/components/services/deferred-services-grid";
import { servicesGridMessages } from "~/components/services/services-messages";
import { ServicesSkeleton } from "~/components/services/services-skeleton";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { clinic } from "~/config/clinic";
import { guides, type Guide } from "~/config/guides";
import { env } from "~/env";
import { clinicStructuredData } from "~/lib/structured-data";
import { AtRequestTime } from "~/components/layout/at-request-time";
import { logger } from "~/server/logger";
import { publicCourseList, publicGuides, publicTestimonials } from "~/server/services/public-pages/cached-content";
import { pickParts } from "~/i18n/messages";

/** Spec §9: the home page shows the first four courses. */
const HOME_COURSE_COUNT = 4;

async function pageText() {
  const t = await getTranslations("home.meta");
  const tc = await getTranslations("common");
  return {
    title: t("title", { clinic: clinic.name, cities: await getCities({ style: "short" }) }),
    description: t("description", { tagline: tc("clinic.tagline"), cities: await getCities({ type: "disjunction" }) }),
  };
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const { title, description } = await pageText();
  return {
    title: { absolute: title },
    description,
    alternates: languageAlternates(locale, "/"),
  };
}

async function HomeStructuredData() {
  const locale = (await getLocale()) as Locale;
  const { title, description } = await pageText();
  return <JsonLd data={await clinicStructuredData(env.PUBLIC_URL, { locale, path: "/", name: title, description })} />;
}

function CoursesEmpty() {
  const t = useTranslations("home.courses");
  return <p className="mt-12 text-center text-muted">{t("empty")}</p>;
}

async function HomeCourses() {
  let courses: Awaited<ReturnType<typeof publicCourseList>> = [];
  try {
    courses = (await publicCourseList((await getLocale()) as Locale)).slice(0, HOME_COURSE_COUNT);
  } catch (error) {
    // Spec §8: a failed course list is only logged; the section stays empty.
    logger.error("home: course list failed", { error });
  }
  return courses.length > 0 ? (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  ) : (
    <CoursesEmpty />
  );
}

/**
 * The free guides with the staff's words in the page's language. Should the read fail, the cards
 * show the words printed in the PDFs (English), so the downloads stay; the failure is logged.
 */
async function HomeGuides() {
  let list = guides;
  try {
    list = await publicGuides((await getLocale()) as Locale);
  } catch (error) {
    logger.error("home: guides' texts failed", { error });
  }
  return <GuideList list={list} withTexts />;
}

/** The guides' cards; without their texts while those stream in. */
function GuideList({ list, withTexts }: { list: Guide[]; withTexts: boolean }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {list.map((guide) => (
        <li key={guide.slug}>
          <GuideCard guide={guide} texts={withTexts ? guide : null} />
        </li>
      ))}
    </ul>
  );
}

/** The testimonials in the page's language; none (or a failed read, logged) leaves the section out. */
async function HomeTestimonials() {
  let testimonials: Awaited<ReturnType<typeof publicTestimonials>> = [];
  try {
    testimonials = await publicTestimonials((await getLocale()) as Locale);
  } catch (error) {
    logger.error("home: testimonials failed", { error });
  }
  return <Testimonials testimonials={testimonials} />;
}

/** Holds the place of the four course cards until they stream in, so nothing below moves. */
function HomeCoursesPlaceholder() {
  return (
    <ul aria-hidden="true" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: HOME_COURSE_COUNT }, (_, i) => (
        <li key={i} className="h-[26rem] rounded-2xl bg-cream" />
      ))}
    </ul>
  );
}

export default function HomePage() {
  const t = useTranslations("home");
  const cities = useCities();
  const messages = useMessages();
  return (
    <>
      <HomeStructuredData />
      <Hero />
      <BookingHero />
      <InfoStrip />
      <ClaimsStrip />

      <section aria-labelledby="courses-title" className="py-16 sm:py-24">
        <Container>
          <SectionHeading id="courses-title" eyebrow={t("courses.eyebrow")} title={t("courses.title")}>
            {t("courses.text", { doctor: clinic.doctor.name })}
          </SectionHeading>
          {/* A signed-in parent's children's courses (decision 054): an island filled in the browser, so
              the page stays prerendered and the same for everyone; only its words travel with it. */}
          <NextIntlClientProvider messages={pickParts(messages, ["courses.forChildren", "courses.format", "family.age"])}>
            <HomeCoursesForChildren />
          </NextIntlClientProvider>
          <Suspense fallback={<HomeCoursesPlaceholder />}>
            <AtRequestTime>
              <HomeCourses />
            </AtRequestTime>
          </Suspense>
          <div className="mt-10 text-center">
            <SiteLink href="/courses" className={buttonClasses("secondary", "md")}>
              {t("courses.viewAll")}
            </SiteLink>
          </div>
        </Container>
      </section>

      <section aria-labelledby="guides-title" className="bg-cream py-16 sm:py-24">
        <Container>
          <SectionHeading id="guides-title" eyebrow={t("guides.eyebrow")} title={t("guides.title")}>
            {t("guides.text")}
          </SectionHeading>
          {/* Until the words stream in, the cards hold their place with working download links. */}
          <Suspense fallback={<GuideList list={guides} withTexts={false} />}>
            <AtRequestTime>
              <HomeGuides />
            </AtRequestTime>
          </Suspense>
        </Container>
      </section>

      <section aria-labelledby="services-title" className="py-16 sm:py-24">
        <Container>
          <SectionHeading id="services-title" eyebrow={t("services.eyebrow")} title={t("services.title")}>
            {t("services.text", { cities })}
          </SectionHeading>
          <div className="mt-12">
            {/* Far below the fold: fetched in the browser when near, with the skeleton meanwhile.
                The grid's own words travel with it, not the whole catalogue. */}
            <NextIntlClientProvider messages={servicesGridMessages(messages)}>
              <DeferredServicesGrid placeholder={<ServicesSkeleton />} />
            </NextIntlClientProvider>
            <noscript>
              <p className="text-center text-lg">
                <SiteLink href="/services" className="font-semibold text-primary underline underline-offset-4 hover:text-primary-dark">
                  {t("services.noscript")}
                </SiteLink>
              </p>
            </noscript>
          </div>
          <WhyChoose />
          <BookAppointmentCta />
        </Container>
      </section>

      <Suspense fallback={<TestimonialsPlaceholder />}>
        <AtRequestTime>
          <HomeTestimonials />
        </AtRequestTime>
      </Suspense>
      <WelcomePopup />
    </>
  );
}
