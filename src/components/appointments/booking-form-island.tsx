"use client";

import { BookingForm } from "./booking-form";
import { TRPCReactProvider } from "~/trpc/react";

/** The booking form with the tRPC client it needs, as one chunk loaded after the page paints. */
export default function BookingFormIsland({ labelledBy }: { labelledBy?: string }) {
  return (
    <TRPCReactProvider>
      <BookingForm labelledBy={labelledBy} />
    </TRPCReactProvider>
  );
}
