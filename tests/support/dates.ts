import { addDays, beirutDate, isoWeekday } from "~/lib/beirut-time";

/** The first date at least `minDaysAhead` days from today (Beirut) falling on an ISO weekday. */
export function upcoming(weekday: number, minDaysAhead = 7): string {
  let date = addDays(beirutDate(new Date()), minDaysAhead);
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}
