// All schedule rules are Beirut wall-clock time; the database stores UTC instants. The calendar
// helpers the browser also needs are in calendar-date.ts, without date-fns-tz.
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

import { CLINIC_TIME_ZONE } from "./calendar-date";

export { addDays, beirutDate, CLINIC_TIME_ZONE, isCalendarDate, isoWeekday } from "./calendar-date";

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
