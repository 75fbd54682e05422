import { beirutDate } from "./calendar-date";
import { compactAge } from "./child-age";

/** A child's compact age ("1 y 4 m", "12 d") on the clinic's calendar day of a visit: Beirut's, not UTC's. */
export function ageAtVisit(dateOfBirth: string, startsAt: Date): string | null {
  return compactAge(dateOfBirth, beirutDate(startsAt));
}
