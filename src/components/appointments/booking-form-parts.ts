/**
 * What the booking and waiting-list forms read in the browser (ClientMessages parts), with the
 * validation messages their schemas can return: the e-mail and phone checks are shared with
 * accounts.
 */
export const BOOKING_FORM_PARTS = [
  "validation",
  "account.validation",
  "booking.form",
  "booking.price",
  "booking.validation",
  "booking.waitlist.form",
  "booking.waitlist.joined",
  // The child's age and date of birth (decision 046).
  "family.age",
  "family.validation",
] as const;
