import { format } from "date-fns";

/**
 * react-datepicker works with Date objects in the browser's own time zone. A Beirut calendar date
 * (YYYY-MM-DD, from the server or from `beirutDate`) travels through it as local noon of that
 * day (spec §9 normalises to noon), so no browser time zone can move it to a neighbouring day.
 */
export function toPickerDate(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

export function fromPickerDate(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** "Tuesday 3 March 2026" */
export function formatLongDate(date: string): string {
  return format(toPickerDate(date), "EEEE d MMMM yyyy");
}
