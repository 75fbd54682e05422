import { ClientMessages } from "~/components/layout/client-messages";
import { BOOKING_FORM_PARTS } from "./booking-form-parts";
import { LazyBookingForm } from "./lazy-booking-form";

/**
 * The booking form where a page shows it (the booking page, the home page's booking section), with
 * the catalogue's booking words in the page's language for its script.
 */
export function DeferredBookingForm({ labelledBy }: { labelledBy?: string }) {
  return (
    <ClientMessages parts={BOOKING_FORM_PARTS}>
      <LazyBookingForm labelledBy={labelledBy} />
    </ClientMessages>
  );
}
