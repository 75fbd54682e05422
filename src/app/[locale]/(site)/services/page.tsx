import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { preload } from "react-dom";
import { BookAppointmentCta, WhyChoose } from "~/components/services/why-choose";
import { ServicesGrid } from "~/components/services/services-grid";
import type { ServiceCardData } from "~/components/services/service-card";
import { AtRequestTime } from "~/components/layout/at-request-time";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { clinic } from "~/config/clinic";
import { logger } from "~/server/logger";
import { publicServiceCards } from "~/server/services/public-pages/cached-content";

const cities = clinic.locations.map((l) => l.city).join(" and ");

// Rendered whole per request (the cards come from the shared cache in memory): the first card's
// picture, the largest paint on a phone, is in the first bytes instead of a streamed part that the
// browser reveals after the page's scripts (Lighthouse's LCP: 2.6 s streamed, see decision 022).
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  return {
  title: "Our Services",
  description: `Check-ups, vaccinations, same-day sick visits, newborn care, breastfeeding support and adolescent health at ${clinic.name} in ${cities}, with prices.`,
  alternates: languageAlternates(locale, "/services"),
};
}

/** Only what a card shows travels to the browser. */
async function loadServices(): Promise<ServiceCardData[] | undefined> {
  try {
    return await publicServiceCards();
  } catch (error) {
    // The grid then asks again from the browser, and shows the error and Retry if that fails too.
    logger.error("services: list failed", { error });
    return undefined;
  }
}

async function Services() {
  const services = await loadServices();
  // The first card's picture is the largest paint on a phone: requested as early as it is known.
  if (services?.[0]) preload(services[0].imageUrl, { as: "image", fetchPriority: "high" });
  return <ServicesGrid initialServices={services} headingLevel="h2" eagerImages={2} />;
}

export default function ServicesPage() {
  return (
    <>
      <PageIntro eyebrow="What we do" title="Our Services">
        <p>
          Care for every stage of childhood, from the first newborn visit to teenage check-ups, in our
          clinics in {cities}. Prices are for a visit in the clinic.
        </p>
      </PageIntro>
      <Container className="py-16">
        <AtRequestTime>
          <Services />
        </AtRequestTime>
        <WhyChoose headingLevel="h2" />
        <BookAppointmentCta headingLevel="h2" />
      </Container>
    </>
  );
}
