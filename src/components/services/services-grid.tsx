"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import { loadTRPCClient } from "~/trpc/load-client";
import { ServiceCard, type ServiceCardData } from "./service-card";
import { ServicesSkeleton, servicesGridClasses as gridClasses } from "./services-skeleton";

/**
 * The services grid of the home and services screens (spec §2, §4): loading (four placeholder
 * cards), then the services or 'Failed to load services…' with Retry, which reloads the page.
 * Given `initialServices` (rendered on the server), it shows them at once and does not fetch.
 * Its words come from services.grid, which the page passes to the grid's client provider
 * (servicesGridMessages).
 */
export function ServicesGrid({
  initialServices,
  headingLevel = "h3",
  eagerImages = 0,
}: {
  initialServices?: ServiceCardData[];
  headingLevel?: "h2" | "h3";
  /** How many leading cards load their picture eagerly (those in the first screenful). */
  eagerImages?: number;
}) {
  const t = useTranslations("services.grid");
  const [loaded, setLoaded] = useState<ServiceCardData[]>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (initialServices) return;
    let cancelled = false;
    // One quiet retry for a blip; then the visitor sees the message and can retry.
    fetchServices()
      .catch(fetchServices)
      .then(
        (list) => !cancelled && setLoaded(list),
        () => !cancelled && setFailed(true),
      );
    return () => {
      cancelled = true;
    };
  }, [initialServices]);

  const services = initialServices ?? loaded;

  if (services) {
    return (
      <ul className={gridClasses}>
        {services.map((service, index) => (
          <li key={service.id}>
            <ServiceCard service={service} headingLevel={headingLevel} eager={index < eagerImages} />
          </li>
        ))}
      </ul>
    );
  }

  if (failed) {
    return (
      <div role="alert" className="rounded-3xl bg-white px-6 py-10 text-center ring-1 ring-slate-200">
        <p className="font-semibold text-navy">{t("failed")}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses("primary", "sm", "mt-4")}
        >
          {t("retry")}
        </button>
      </div>
    );
  }

  return <ServicesSkeleton />;
}

/** `appointments.listServices`, through the tRPC client loaded on first need (decision 021). */
async function fetchServices(): Promise<ServiceCardData[]> {
  const client = await loadTRPCClient();
  const services = await client.appointments.listServices.query();
  return services.map((service) => ({
    id: service.id,
    slug: service.slug,
    name: service.name,
    description: service.description,
    imageUrl: service.imageUrl,
    priceOnlineCents: service.priceOnlineCents,
    priceOfflineCents: service.priceOfflineCents,
    bookableOnline: service.bookableOnline,
  }));
}
