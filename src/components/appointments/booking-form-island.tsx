"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BookingForm, type BookingFormProps } from "./booking-form";

/** One cache per browser tab: the home page's and the booking page's form share what they fetched. */
let browserQueryClient: QueryClient | undefined;

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30 * 1000 } } });
}

/**
 * The booking form with the React Query cache it needs: loaded after the page paints on the home
 * page (LazyBookingForm), rendered by the server on the booking page (BookingFormInPage).
 */
export default function BookingFormIsland(props: BookingFormProps) {
  // On the server, one cache per render: never a cache shared by the requests of different visitors.
  const [queryClient] = useState(() => (typeof window === "undefined" ? newQueryClient() : (browserQueryClient ??= newQueryClient())));
  return (
    <QueryClientProvider client={queryClient}>
      <BookingForm {...props} />
    </QueryClientProvider>
  );
}
