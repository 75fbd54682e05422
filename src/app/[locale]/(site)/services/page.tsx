import type { Metadata } from "next";
import { NextIntlClientProvider, useMessages, useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { preload } from "react-dom";
import { getCities } from "~/components/home/clinic-text-server";
import { useCities } from "~/components/home/clinic-text";
import { BookAppointmentCta, WhyChoose } from "~/components/services/why-choose";
import { ServicesGrid } from "~/components/services/services-grid";
import { servicesGridMessages } from "~/components/services/services-messages";
import type { ServiceCardData } from "~/components/services/service-card";
import { AtRequestTime } from "~/components/layout/at-request-time";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { clinic } from "~/config/clinic";
import { logger } from "~/server/logger";
import { publicServiceCards } from "~/server/services/public-pages/cached-content";

// Rendered whole per request (the cards come from the shared cache in memory): the first card's
// picture, the largest paint on a phone, is in the first bytes instead of a streamed part that the
// browser reveals after the page's scripts (Lighthouse's LCP: 2.6 s streamed, see decision 022).
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("services.meta");
  return {
    title: t("title"),
    description: t("description", { clinic: clinic.name, cities: await getCities() }),
    alternates: languageAlternates(locale, "/services"),
  };
}

/** Only what a card shows travels to the browser. */
async function loadServices(): Promise<ServiceCardData[] | undefined> {
  try {
    return await publicServiceCards((await getLocale()) as Locale);
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
  const t = useTranslations("services.intro");
  const cities = useCities();
  const messages = useMessages();
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("text", { cities })}</p>
      </PageIntro>
      <Container className="py-16">
        {/* The grid is a client component: its own words travel with it. */}
        <NextIntlClientProvider messages={servicesGridMessages(messages)}>
          <AtRequestTime>
            <Services />
          </AtRequestTime>
        </NextIntlClientProvider>
        <WhyChoose headingLevel="h2" />
        <BookAppointmentCta headingLevel="h2" />
      </Container>
    </>
  );
}
