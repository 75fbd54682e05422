/**
 * The clinic's rules for a parent changing their own visit (the manage link and My appointments).
 * One place, typed: the page states them before the parent confirms, the server applies them.
 */
export const visitPolicy = {
  /** Cancelling at least this long before the visit refunds it in full, through the payment provider. */
  freeCancellationHours: 24,
  /** A visit can be moved until this long before it. */
  rescheduleUntilHours: 24,
  /** How many times a parent can move one visit themselves (then they call the clinic). */
  maxReschedules: 2,
} as const;
