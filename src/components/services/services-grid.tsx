"use client";

import { useQuery } from "@tanstack/react-query";
import { buttonClasses } from "~/components/ui/button-classes";
import { useTRPC } from "~/trpc/react";
import { ServiceCard, ServiceCardSkeleton, type ServiceCardData } from "./service-card";

/** Spec §9: the loading skeleton has four cards. */
const SKELETON_CARDS = 4;

const gridClasses = "grid gap-6 sm:grid-cols-2 lg:grid-cols-4";

/**
 * The services grid of the home and services screens (spec §2, §4): loading (four placeholder
 * cards), then the services or 'Failed to load services…' with Retry, which reloads the page.
 * Given `initialServices` (rendered on the server), it shows them at once and does not fetch.
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
  const trpc = useTRPC();
  const query = useQuery(
    trpc.appointments.listServices.queryOptions(undefined, {
      enabled: !initialServices,
      // One quiet retry for a blip; then the visitor sees the message and can retry.
      retry: 1,
    }),
  );
  const services: ServiceCardData[] | undefined = initialServices ?? query.data;

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

  if (query.isError) {
    return (
      <div role="alert" className="rounded-3xl bg-white px-6 py-10 text-center ring-1 ring-slate-200">
        <p className="font-semibold text-navy">Failed to load services. Please try again later.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses("primary", "sm", "mt-4")}
        >
          Retry
        </button>
      </div>
    );
  }

  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading services…
      </p>
      <ul aria-hidden="true" className={gridClasses}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <ServiceCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
