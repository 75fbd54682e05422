import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { Suspense } from "react";
import { BookingHero } from "~/components/home/booking-hero";
import { ClaimsStrip } from "~/components/home/claims-strip";
import { CourseCard } from "~/components/home/course-card";
import { GuideCard } from "~/components/home/guide-card";
import { Hero } from "~/components/home/hero";
import { InfoStrip } from "~/components/home/info-strip";
import { Testimonials } from "~/components/home/testimonials";
import { BookAppointmentCta, WhyChoose } from "~/components/services/why-choose";
import { WelcomePopup } from "~/components/popup/welcome-popup";
import { JsonLd } from "~/components/seo/json-ld";
import { DeferredServicesGrid } from "~/components/services/deferred-services-grid";
import { ServicesSkeleton } from "~/components/services/services-skeleton";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { clinic } from "~/config/clinic";
import { guides } from "~/config/guides";
import { env } from "~/env";
import { clinicStructuredData } from "~/lib/structured-data";
import { AtRequestTime } from "~/components/layout/at-request-time";
import { logger } from "~/server/logger";
import { publicCourseList } from "~/server/services/public-pages/cached-content";

/** Spec §9: the home page shows the first four courses. */
const HOME_COURSE_COUNT = 4;

const cities = clinic.locations.map((l) => l.city);

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  return {
  title: {
    absolute: `${clinic.name} | Pediatrician in ${cities.join(" & ")}, Lebanon`,
  },
  description: `${clinic.tagline}. Book a visit in ${cities.join(" or ")}, take a parenting course or download a free guide.`,
  alternates: languageAlternates(locale, "/"),
};
}

async function HomeCourses() {
  let courses: Awaited<ReturnType<typeof publicCourseList>> = [];
  try {
    courses = (await publicCourseList()).slice(0, HOME_COURSE_COUNT);
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
    <p className="mt-12 text-center text-muted">New courses are on their way.</p>
  );
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
  return (
    <>
      <JsonLd data={clinicStructuredData(env.PUBLIC_URL)} />
      <Hero />
      <BookingHero />
      <InfoStrip />
      <ClaimsStrip />

      <section aria-labelledby="courses-title" className="py-16 sm:py-24">
        <Container>
          <SectionHeading id="courses-title" eyebrow="For Moms" title="We know you care">
            Short video courses by {clinic.doctor.name} for the questions every parent has: feeding,
            sleep, milestones and safety.
          </SectionHeading>
          <Suspense fallback={<HomeCoursesPlaceholder />}>
            <AtRequestTime>
              <HomeCourses />
            </AtRequestTime>
          </Suspense>
          <div className="mt-10 text-center">
            <a href="/courses" className={buttonClasses("secondary", "md")}>
              View All Courses
            </a>
          </div>
        </Container>
      </section>

      <section aria-labelledby="guides-title" className="bg-cream py-16 sm:py-24">
        <Container>
          <SectionHeading id="guides-title" eyebrow="Free downloads" title="Expert Parenting Guides">
            Printable guides written by our pediatricians. Free, no sign-up needed.
          </SectionHeading>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {guides.map((guide) => (
              <li key={guide.slug}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="services-title" className="py-16 sm:py-24">
        <Container>
          <SectionHeading id="services-title" eyebrow="What we do" title="Our Services">
            From the first newborn visit to teenage check-ups, in our clinics in {cities.join(" and ")}.
          </SectionHeading>
          <div className="mt-12">
            {/* Far below the fold: fetched in the browser when near, with the skeleton meanwhile. */}
            <DeferredServicesGrid placeholder={<ServicesSkeleton />} />
            <noscript>
              <p className="text-center text-lg">
                <a href="/services" className="font-semibold text-primary underline underline-offset-4 hover:text-primary-dark">
                  See our services and prices
                </a>
              </p>
            </noscript>
          </div>
          <WhyChoose />
          <BookAppointmentCta />
        </Container>
      </section>

      <Testimonials />
      <WelcomePopup />
    </>
  );
}
