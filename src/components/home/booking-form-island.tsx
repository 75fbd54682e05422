"use client";

import { BookingForm } from "~/components/appointments/booking-form";
import { TRPCReactProvider } from "~/trpc/react";

/** The booking form with the tRPC client it needs, loaded on the home page only when near. */
export default function BookingFormIsland({ labelledBy }: { labelledBy: string }) {
  return (
    <TRPCReactProvider>
      <BookingForm labelledBy={labelledBy} />
    </TRPCReactProvider>
  );
}
