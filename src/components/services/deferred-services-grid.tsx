"use client";

import { lazy, Suspense, useRef } from "react";
import { useNearViewport } from "~/components/ui/use-near-viewport";
import { ServicesSkeleton } from "./services-skeleton";

const ServicesGrid = lazy(() => import("./services-grid").then((m) => ({ default: m.ServicesGrid })));

/**
 * The home page's services grid, far below the fold: the skeleton is in the page, and the grid's
 * script and its request start when the visitor scrolls towards it.
 */
export function DeferredServicesGrid() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, "400px");
  return (
    <div ref={anchor}>
      {near ? (
        <Suspense fallback={<ServicesSkeleton />}>
          <ServicesGrid />
        </Suspense>
      ) : (
        <ServicesSkeleton />
      )}
    </div>
  );
}
