import { describe, expect, it } from "vitest";

import { addDays, beirutDate, beirutInstant, isCalendarDate, isoWeekday } from "~/lib/beirut-time";
import { slotsForDate, type WeeklyRule } from "~/server/services/appointments/slot-engine";

// The default week of the migration (spec §9).
const week: WeeklyRule[] = [
  { weekday: 1, opensAt: "14:00", closesAt: "17:00", slotMinutes: 30 },
  ...[2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: "15:00", closesAt: "19:00", slotMinutes: 30 })),
];

/** Lebanon: UTC+2 in winter, UTC+3 from the last Sunday of March to the last Sunday of October. */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - (last.getUTCDay() % 7));
  return last.toISOString().slice(0, 10);
}
function beirutOffsetHours(date: string): number {
  const year = Number(date.slice(0, 4));
  return date >= lastSunday(year, 3) && date < lastSunday(year, 10) ? 3 : 2;
}

describe("the slot engine", () => {
  it("gives Monday six slots 14:00–16:30, Tuesday to Saturday eight 15:00–18:30, Sunday none", () => {
    expect(slotsForDate("2026-11-23", week, []).map((s) => s.startTime)).toEqual(["14:00", "14:30", "15:00", "15:30", "16:00", "16:30"]);
    expect(slotsForDate("2026-11-24", week, []).map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      "15:00-15:30", "15:30-16:00", "16:00-16:30", "16:30-17:00", "17:00-17:30", "17:30-18:00", "18:00-18:30", "18:30-19:00",
    ]);
    expect(slotsForDate("2026-11-22", week, [])).toEqual([]);
  });

  it("has no slots on a closed day, and none overlapping a closed afternoon", () => {
    const christmas = { startsAt: beirutInstant("2026-12-25", "00:00"), endsAt: beirutInstant("2026-12-26", "00:00") };
    expect(slotsForDate("2026-12-25", week, [christmas])).toEqual([]);
    // 16:15–17:00: the 16:00 slot overlaps its start, 16:30 lies inside, 17:00 starts as it ends.
    const away = { startsAt: beirutInstant("2026-11-24", "16:15"), endsAt: beirutInstant("2026-11-24", "17:00") };
    expect(slotsForDate("2026-11-24", week, [away]).map((s) => s.startTime)).toEqual(["15:00", "15:30", "17:00", "17:30", "18:00", "18:30"]);
    expect(slotsForDate("2026-11-25", week, [away])).toHaveLength(8);
  });

  it("walks every day of two years with the right counts and UTC instants across both DST changes", () => {
    let date = "2026-01-01";
    let days = 0;
    const offsetsSeen = new Set<number>();
    while (date < "2028-01-01") {
      const weekday = isoWeekday(date);
      const slots = slotsForDate(date, week, []);
      expect(slots.length, date).toBe(weekday === 7 ? 0 : weekday === 1 ? 6 : 8);
      const offset = beirutOffsetHours(date);
      offsetsSeen.add(offset);
      for (const slot of slots) {
        const [h, m] = slot.startTime.split(":").map(Number) as [number, number];
        const expected = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8)), h - offset, m);
        expect(slot.startsAt.getTime(), `${date} ${slot.startTime}`).toBe(expected);
        expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(30 * 60 * 1000);
        expect(beirutDate(slot.startsAt)).toBe(date);
      }
      date = addDays(date, 1);
      days++;
    }
    expect(days).toBe(730);
    expect([...offsetsSeen].sort()).toEqual([2, 3]);
  });

  it("keeps the wall-clock hour on the Saturdays either side of a change", () => {
    // 2026: DST starts Sunday 29 March, ends Sunday 25 October.
    expect(beirutInstant("2026-03-28", "15:00").toISOString()).toBe("2026-03-28T13:00:00.000Z");
    expect(beirutInstant("2026-03-30", "14:00").toISOString()).toBe("2026-03-30T11:00:00.000Z");
    expect(beirutInstant("2026-10-24", "15:00").toISOString()).toBe("2026-10-24T12:00:00.000Z");
    expect(beirutInstant("2026-10-26", "14:00").toISOString()).toBe("2026-10-26T12:00:00.000Z");
  });

  it("recognises only real calendar dates", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(isCalendarDate("tomorrow")).toBe(false);
  });
});
