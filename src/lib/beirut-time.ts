import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

import { clinic } from "~/config/clinic";

/** All schedule rules are Beirut wall-clock time; the database stores UTC instants. */
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

/** The Beirut calendar date of an instant. */
export function beirutDate(instant: Date): string {
  return formatInTimeZone(instant, CLINIC_TIME_ZONE, "yyyy-MM-dd");
}

/** The Beirut wall-clock time HH:mm of an instant. */
export function beirutTime(instant: Date): string {
  return formatInTimeZone(instant, CLINIC_TIME_ZONE, "HH:mm");
}

/** The UTC instant of a Beirut wall-clock date and time. */
export function beirutInstant(date: string, time: string): Date {
  return fromZonedTime(`${date}T${time}:00`, CLINIC_TIME_ZONE);
}

/** "Tuesday 3 March 2026 at 15:30 (Beirut time)" — for e-mails and pages. */
export function formatBeirutDateTime(instant: Date): string {
  return `${formatInTimeZone(instant, CLINIC_TIME_ZONE, "EEEE d MMMM yyyy 'at' HH:mm")} (Beirut time)`;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
