import { clinic } from "~/config/clinic";

/**
 * Calendar dates (YYYY-MM-DD) in the clinic's time zone, with the platform's Intl only: the
 * booking form runs these in the browser, where date-fns-tz would add ~200 KB of script.
 * Instants to and from Beirut wall-clock time live in beirut-time.ts (server side).
 */
export const CLINIC_TIME_ZONE = clinic.timeZone;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date; independent of any time zone. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const beirutDateParts = new Intl.DateTimeFormat("en-US", {
  timeZone: CLINIC_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Beirut calendar date of an instant. */
export function beirutDate(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    beirutDateParts.formatToParts(instant).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
