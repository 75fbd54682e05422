import { isCalendarDate } from "./calendar-date";

/**
 * A child's age and the limits of a date of birth, on calendar dates (YYYY-MM-DD) in the clinic's
 * time zone. Plain functions without Intl or time zones: the family forms run them in the browser,
 * the services on the server, with the same answers.
 */

/** Children are people under 18: a date of birth before this many years ago is refused. */
export const CHILD_MAX_AGE_YEARS = 18;

export type ChildAge = { years: number; months: number };
/** The ages a service or course is for, in whole months, both ends included; null: no limit (decisions 046, 054). */
export type AgeRange = { minAgeMonths: number | null; maxAgeMonths: number | null };

function parts(date: string): [number, number, number] {
  return date.split("-").map(Number) as [number, number, number];
}

/** Whole years and months from `dateOfBirth` to `on` (a birthday on the 31st counts at a short month's end). */
export function childAge(dateOfBirth: string, on: string): ChildAge {
  const [by, bm, bd] = parts(dateOfBirth);
  const [y, m, d] = parts(on);
  let months = (y - by) * 12 + (m - bm);
  const lastDayOfMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d < Math.min(bd, lastDayOfMonth)) months -= 1;
  months = Math.max(0, months);
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** The earliest date of birth accepted on `today`: 18 years before it (29 February falls back to the 28th). */
export function earliestDateOfBirth(today: string): string {
  const [y, m, d] = parts(today);
  const year = y - CHILD_MAX_AGE_YEARS;
  const day = Math.min(d, new Date(Date.UTC(year, m, 0)).getUTCDate());
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export type DateOfBirthProblem = "invalid" | "future" | "tooOld";

/** Why a typed date of birth cannot be a child's on `today`, or null when it can. */
export function dateOfBirthProblem(value: string, today: string): DateOfBirthProblem | null {
  if (!isCalendarDate(value)) return "invalid";
  if (value > today) return "future";
  if (value < earliestDateOfBirth(today)) return "tooOld";
  return null;
}

/** Whole months from `dateOfBirth` to `on`: the unit of a service's age range (decision 046). */
export function ageInMonths(dateOfBirth: string, on: string): number {
  const { years, months } = childAge(dateOfBirth, on);
  return years * 12 + months;
}

/** An age in whole months, as years and months (the words of `family.age`). */
export function ageFromMonths(months: number): ChildAge {
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** Whether a child born on `dateOfBirth` is in a service's age range on the visit's date (both ends included; null: no limit). */
export function fitsAgeRange(range: AgeRange, dateOfBirth: string, visitDate: string): boolean {
  const age = ageInMonths(dateOfBirth, visitDate);
  return (range.minAgeMonths === null || age >= range.minAgeMonths) && (range.maxAgeMonths === null || age <= range.maxAgeMonths);
}

/** Whole days from `from` to `to` (calendar dates; negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/**
 * A child's age on a visit's date as the back-office writes it, short enough for an agenda block:
 * "12 d" under a month, "7 m" under a year, then "1 y 4 m" ("2 y" on a birthday). Null when the
 * date of birth is after the visit (a typing mistake kept with an old visit).
 */
export function compactAge(dateOfBirth: string, on: string): string | null {
  if (dateOfBirth > on) return null;
  const { years, months } = childAge(dateOfBirth, on);
  if (years === 0 && months === 0) return `${daysBetween(dateOfBirth, on)} d`;
  if (years === 0) return `${months} m`;
  return months === 0 ? `${years} y` : `${years} y ${months} m`;
}
