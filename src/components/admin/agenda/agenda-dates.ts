import { format } from "date-fns";

import { formatLongDate, toPickerDate } from "~/components/appointments/calendar-dates";
import { addDays, isoWeekday } from "~/lib/calendar-date";

// The agenda writes dates as the clinic does everywhere else ("Wednesday 3 March 2026", times on
// the 24-hour clock), never as the YYYY-MM-DD the addresses carry.

/** "Wednesday 3 March 2026". */
export const longDate = (date: string) => formatLongDate(date, "en");

/** "Wed 3 Mar". */
export const shortDate = (date: string) => format(toPickerDate(date), "EEE d MMM");

/** "Wed 3 Mar 2026", for rows of any date (a search). */
export const shortDateWithYear = (date: string) => format(toPickerDate(date), "EEE d MMM yyyy");

/** The Monday of a date's week (the clinic's weeks start on Monday). */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** "2 – 8 March 2026", "30 March – 5 April 2026", "29 December 2025 – 4 January 2026". */
export function weekRange(monday: string): string {
  const start = toPickerDate(monday);
  const end = toPickerDate(addDays(monday, 6));
  if (start.getFullYear() !== end.getFullYear()) return `${format(start, "d MMMM yyyy")} – ${format(end, "d MMMM yyyy")}`;
  if (start.getMonth() !== end.getMonth()) return `${format(start, "d MMMM")} – ${format(end, "d MMMM yyyy")}`;
  return `${format(start, "d")} – ${format(end, "d MMMM yyyy")}`;
}

/** "15:30" → minutes since midnight; "24:00" is the day's end. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since midnight → "15:30". */
export const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
