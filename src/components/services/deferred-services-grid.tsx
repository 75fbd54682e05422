"use client";

import { lazy, Suspense, useRef, type ReactNode } from "react";
import { useNearViewport } from "~/components/ui/use-near-viewport";
import { loadTRPCClient } from "~/trpc/load-client";

const ServicesGrid = lazy(() => {
  // The grid asks for the services through the tRPC client: both downloads start together.
  void loadTRPCClient().catch(() => undefined);
  return import("./services-grid").then((m) => ({ default: m.ServicesGrid }));
});

/**
 * The home page's services grid, far below the fold: the skeleton (`placeholder`, rendered on the
 * server) is in the page, and the grid's script and its request start when the visitor scrolls
 * towards it.
 */
export function DeferredServicesGrid({ placeholder }: { placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, "400px");
  return (
    <div ref={anchor}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ServicesGrid />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
