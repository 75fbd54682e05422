import { describe, expect, it } from "vitest";

import { clinic } from "~/config/clinic";
import { formatWeeklyHours, hoursByWeekday } from "~/lib/weekly-hours";

const clinicHours = hoursByWeekday(clinic.openingHours);
const onlineHours = [
  { weekday: 1, opens: "14:00", closes: "17:00" },
  ...[2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: "15:00", closes: "19:00" })),
  { weekday: 7, opens: null, closes: null },
];

describe("formatWeeklyHours", () => {
  it("writes the clinic's hours as the spec's header does, from the config's days", () => {
    expect(formatWeeklyHours(clinicHours, "en", "closed")).toBe(clinic.openingHoursSummary);
  });

  it("groups consecutive days with the same hours, in each language", () => {
    expect(formatWeeklyHours(onlineHours, "en", "closed")).toBe("Mon 2pm-5pm, Tue-Sat 3pm-7pm, Sun closed");
    expect(formatWeeklyHours(onlineHours, "fr", "fermé").replace(/\s/g, " ")).toBe("lun. 14:00 – 17:00, mar.-sam. 15:00 – 19:00, dim. fermé");
    const arabic = formatWeeklyHours(onlineHours, "ar", "مغلق");
    // The times stay left to right inside the Arabic line.
    expect(arabic).toContain("\u206615:00–19:00\u2069");
    expect(arabic).toMatch(/^الاثنين /);
    expect(arabic).toContain("الأحد مغلق");
  });
});
