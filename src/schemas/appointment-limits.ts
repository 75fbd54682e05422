/**
 * The appointment schemas' limits that forms show before they validate anything (a counter, a
 * maxlength), apart from the schemas so that a page can show them without loading zod (decision 060).
 */

/** The longest notes a parent can send with a booking. */
export const NOTES_MAX_LENGTH = 2000;
