"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BookingForm } from "./booking-form";

/** One cache per browser tab: the home page's and the booking page's form share what they fetched. */
let queryClient: QueryClient | undefined;

/** The booking form with the React Query cache it needs, as one chunk loaded after the page paints. */
export default function BookingFormIsland({ labelledBy }: { labelledBy?: string }) {
  queryClient ??= new QueryClient({ defaultOptions: { queries: { staleTime: 30 * 1000 } } });
  return (
    <QueryClientProvider client={queryClient}>
      <BookingForm labelledBy={labelledBy} />
    </QueryClientProvider>
  );
}
