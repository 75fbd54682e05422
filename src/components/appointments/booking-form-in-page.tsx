import type { ReactNode } from "react";
import { ClientMessages } from "~/components/layout/client-messages";
import BookingFormIsland from "./booking-form-island";
import { BOOKING_FORM_PARTS } from "./booking-form-parts";
import type { OnlineService } from "./service-choice";

/**
 * The booking form rendered by the server (the booking page): its services and first free days in
 * the HTML, its fields usable before the scripts arrive (decision 044). The home page loads it
 * later instead (DeferredBookingForm).
 */
export function BookingFormInPage({ services, firstDays, whatsAppOffered }: { services: OnlineService[]; firstDays: ReactNode; whatsAppOffered: boolean }) {
  return (
    <ClientMessages parts={BOOKING_FORM_PARTS}>
      <BookingFormIsland initialServices={services} firstDays={firstDays} whatsAppOffered={whatsAppOffered} />
    </ClientMessages>
  );
}
