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

/**
 * The waitlist of a fully booked day (decision 029): when one of its times frees, the first
 * parents waiting are e-mailed a link, and the time is kept for them alone for a while; the first
 * of them to book it has it. Unclaimed, it goes to the next parents in line, then to everyone.
 */
export const waitlistPolicy = {
  /** How long a freed time is kept for the parents it was offered to. */
  holdMinutes: 15,
  /** How many waiting parents are offered one freed time at once. */
  offersPerFreedTime: 3,
  /** A time starting sooner than this is not worth offering: it just goes back on sale. */
  minimumNoticeMinutes: 60,
  /**
   * A place counts once its e-mail address is confirmed (decision 037); the link to confirm it
   * works this long, and an unconfirmed place is deleted after it.
   */
  confirmHours: 24,
} as const;
