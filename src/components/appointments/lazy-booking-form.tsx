"use client";

import { lazy, Suspense, useRef } from "react";

import { useNearViewport } from "~/components/ui/use-near-viewport";
import { loadTRPCClient } from "~/trpc/load-client";

// The booking form (date picker, phone library, validation) weighs more than the rest of a page's
// script together. It loads when the parent scrolls to it (at once on the booking page, where it is
// in the first screenful), after the page has painted; never on the server. The tRPC client it
// calls the server with is a chunk of its own, downloaded alongside (decision 021).
const BookingFormIsland = lazy(() => {
  void loadTRPCClient().catch(() => undefined);
  return import("./booking-form-island");
});

/** How far ahead of the viewport the form starts loading while the parent scrolls. */
const LOAD_MARGIN = "200px";

/** Where the form will be while it loads (the booking page shows it while the server reads the services). */
export function FormPlaceholder() {
  return (
    <div aria-hidden="true" className="min-h-[72rem] animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none no-script:hidden lg:min-h-[44rem]" />
  );
}

/** The form, loaded as the parent nears it (DeferredBookingForm gives it its messages). */
export function LazyBookingForm({ labelledBy }: { labelledBy?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, LOAD_MARGIN);

  return (
    <div ref={anchor}>
      {near ? (
        <Suspense fallback={<FormPlaceholder />}>
          <BookingFormIsland labelledBy={labelledBy} />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </div>
  );
}
