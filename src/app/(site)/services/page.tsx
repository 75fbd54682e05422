import type { Metadata } from "next";
import { connection } from "next/server";
import { preload } from "react-dom";
import { BookAppointmentCta, WhyChoose } from "~/components/services/why-choose";
import { ServicesGrid } from "~/components/services/services-grid";
import type { ServiceCardData } from "~/components/services/service-card";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { clinic } from "~/config/clinic";
import { logger } from "~/server/logger";
import { api } from "~/trpc/server";

const cities = clinic.locations.map((l) => l.city).join(" and ");

export const metadata: Metadata = {
  title: "Our Services",
  description: `Check-ups, vaccinations, same-day sick visits, newborn care, breastfeeding support and adolescent health at ${clinic.name} in ${cities}, with prices.`,
  alternates: { canonical: "/services" },
};

/** Only what a card shows travels to the browser. */
async function loadServices(): Promise<ServiceCardData[] | undefined> {
  try {
    const services = await api.appointments.listServices();
    return services.map(({ id, name, description, imageUrl, priceOfflineCents }) => ({
      id,
      name,
      description,
      imageUrl,
      priceOfflineCents,
    }));
  } catch (error) {
    // The grid then asks again from the browser, and shows the error and Retry if that fails too.
    logger.error("services: list failed", { error });
    return undefined;
  }
}

export default async function ServicesPage() {
  await connection();
  const services = await loadServices();
  // The first card's picture is the largest paint on a phone: requested from the <head>.
  if (services?.[0]) preload(services[0].imageUrl, { as: "image", fetchPriority: "high" });

  return (
    <>
      <PageIntro eyebrow="What we do" title="Our Services">
        <p>
          Care for every stage of childhood, from the first newborn visit to teenage check-ups, in our
          clinics in {cities}. Prices are for a visit in the clinic.
        </p>
      </PageIntro>
      <Container className="py-16">
        <ServicesGrid initialServices={services} headingLevel="h2" eagerImages={2} />
        <WhyChoose headingLevel="h2" />
        <BookAppointmentCta headingLevel="h2" />
      </Container>
    </>
  );
}
