import { describe, expect, it } from "vitest";

import { formatLongDate, formatShortDate, fromPickerDate, toPickerDate } from "~/components/appointments/calendar-dates";

describe("the booking form's dates", () => {
  it("writes an English date in full as the spec does: weekday, day, month, year, no commas", () => {
    expect(formatLongDate("2026-03-03", "en")).toBe("Tuesday 3 March 2026");
    expect(formatLongDate("2026-12-25", "en")).toBe("Friday 25 December 2026");
  });

  it("writes French and Arabic dates as Intl does, with Levantine month names and Latin digits", () => {
    expect(formatLongDate("2026-03-03", "fr")).toBe("mardi 3 mars 2026");
    expect(formatLongDate("2026-03-03", "ar")).toMatch(/^الثلاثاء، 3 آذار،? 2026$/);
  });

  it("keeps the calendar day whatever the browser's time zone (a date travels through the picker as local noon)", () => {
    for (const date of ["2026-01-01", "2026-03-29", "2026-10-25", "2026-12-31", "2028-02-29"]) {
      expect(fromPickerDate(toPickerDate(date))).toBe(date);
    }
    expect(fromPickerDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(fromPickerDate(new Date(2026, 0, 5, 0, 0))).toBe("2026-01-05");
  });

  it("writes a short date with the weekday", () => {
    expect(formatShortDate("2026-12-11", "en")).toBe("Fri 11 Dec");
  });
});
