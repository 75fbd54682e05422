import { BOOKING_FORM_PARTS, IntlParts } from "./intl-provider";
import { LazyBookingForm } from "./lazy-booking-form";

/**
 * The booking form where a page shows it (the booking page, the home page's booking section), with
 * the catalogue's booking words in the page's language for its script.
 */
export function DeferredBookingForm({ labelledBy }: { labelledBy?: string }) {
  return (
    <IntlParts parts={BOOKING_FORM_PARTS}>
      <LazyBookingForm labelledBy={labelledBy} />
    </IntlParts>
  );
}
