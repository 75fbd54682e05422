import { formatInTimeZone } from "date-fns-tz";
import { describe, expect, it } from "vitest";

import { beirutDate, CLINIC_TIME_ZONE } from "~/lib/calendar-date";

describe("beirutDate (the browser's Intl version)", () => {
  it("agrees with date-fns-tz at every hour of two years, both DST changes included", () => {
    const start = Date.UTC(2026, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    let checked = 0;
    for (let t = start; t < end; t += 3_600_000) {
      const instant = new Date(t);
      expect(beirutDate(instant), instant.toISOString()).toBe(formatInTimeZone(instant, CLINIC_TIME_ZONE, "yyyy-MM-dd"));
      checked += 1;
    }
    expect(checked).toBe(17_520);
  });

  it("turns the date at Beirut midnight, not UTC midnight", () => {
    // 22:30 UTC on 1 July is 01:30 on 2 July in Beirut (UTC+3 in summer); in January, UTC+2.
    expect(beirutDate(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02");
    expect(beirutDate(new Date("2026-01-01T21:59:00Z"))).toBe("2026-01-01");
    expect(beirutDate(new Date("2026-01-01T22:00:00Z"))).toBe("2026-01-02");
  });
});
