import { describe, expect, it } from "vitest";

import { describeChange } from "~/components/admin/audit/describe-change";
import { ageAtVisit } from "~/lib/age-at-visit";
import { ageInMonths, childAge, compactAge, dateOfBirthProblem, earliestDateOfBirth, fitsAgeRange } from "~/lib/child-age";
import { ZChildDetails } from "~/schemas/family";

describe("a child's age", () => {
  it("counts whole months, a birthday on the 31st falling at a short month's end", () => {
    expect(childAge("2025-07-15", "2026-11-27")).toEqual({ years: 1, months: 4 });
    expect(childAge("2025-07-15", "2026-07-14")).toEqual({ years: 0, months: 11 });
    expect(childAge("2025-07-15", "2026-07-15")).toEqual({ years: 1, months: 0 });
    expect(childAge("2026-01-31", "2026-02-28")).toEqual({ years: 0, months: 1 });
    expect(childAge("2026-01-31", "2026-02-27")).toEqual({ years: 0, months: 0 });
    expect(childAge("2024-02-29", "2025-02-28")).toEqual({ years: 1, months: 0 });
    expect(childAge("2026-11-27", "2026-11-27")).toEqual({ years: 0, months: 0 });
  });

  it("refuses a date of birth in the future, before 18 years ago, or not a date", () => {
    expect(earliestDateOfBirth("2026-11-27")).toBe("2008-11-27");
    expect(earliestDateOfBirth("2028-02-29")).toBe("2010-02-28");
    expect(dateOfBirthProblem("2008-11-27", "2026-11-27")).toBeNull();
    expect(dateOfBirthProblem("2026-11-27", "2026-11-27")).toBeNull();
    expect(dateOfBirthProblem("2008-11-26", "2026-11-27")).toBe("tooOld");
    expect(dateOfBirthProblem("2026-11-28", "2026-11-27")).toBe("future");
    for (const typed of ["2026-02-30", "27/11/2025", "2025-1-1", "tomorrow", "2025-11-27T00:00:00Z", "0000-01-01"]) {
      expect(dateOfBirthProblem(typed, "2026-11-27"), typed).toBe("invalid");
    }
  });

  it("the shared schema gives one message key per field, and empty choices are none", () => {
    const parsed = ZChildDetails.safeParse({ firstName: " Lina ", lastName: "Khoury", dateOfBirth: "2999-01-01", sex: "", medicalAlerts: "  " });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["dateOfBirth", "family.validation.dateOfBirthFuture"]]);
    expect(ZChildDetails.parse({ firstName: " Lina ", lastName: "Khoury", dateOfBirth: "2025-01-01", sex: "", medicalAlerts: "  " })).toEqual({
      firstName: "Lina",
      lastName: "Khoury",
      dateOfBirth: "2025-01-01",
      sex: null,
      medicalAlerts: null,
    });
    expect(ZChildDetails.safeParse({ firstName: "", lastName: "K", dateOfBirth: "", sex: "other" }).error!.issues.map((i) => i.message)).toEqual([
      "family.validation.firstNameRequired",
      "family.validation.dateOfBirthRequired",
      "family.validation.sexInvalid",
    ]);
  });

  it("reads in the audit log as staff say it, without the alerts' text", () => {
    expect(
      describeChange({
        action: "edit child",
        entity: "child",
        before: { name: "Lina Khoury", dateOfBirth: "2025-07-15", sex: null, hasMedicalAlerts: false },
        after: { name: "Lina Khoury", dateOfBirth: "2025-07-16", sex: "female", hasMedicalAlerts: true },
      }),
    ).toEqual({
      title: "Edited the child Lina Khoury",
      lines: ["Date of birth of Lina Khoury: 2025-07-15 → 2025-07-16", "Sex of Lina Khoury: none → “female”", "Medical alerts written of Lina Khoury: no → yes"],
    });
    expect(describeChange({ action: "remove adult", entity: "child", before: { name: "Lina Khoury", email: "sami@example.com" }, after: null }).title).toBe("Removed adult: Lina Khoury");
  });
});

describe("services' age ranges (decision 046)", () => {
  it("counts whole months on the visit's day, both ends included", () => {
    expect(ageInMonths("2026-01-31", "2026-02-27")).toBe(0);
    expect(ageInMonths("2026-01-31", "2026-02-28")).toBe(1);
    const underOne = { minAgeMonths: 0, maxAgeMonths: 11 };
    expect(fitsAgeRange(underOne, "2025-03-10", "2026-03-09")).toBe(true); // 11 months
    expect(fitsAgeRange(underOne, "2025-03-10", "2026-03-10")).toBe(false); // one year
    expect(fitsAgeRange({ minAgeMonths: 144, maxAgeMonths: null }, "2014-03-10", "2026-03-10")).toBe(true);
    expect(fitsAgeRange({ minAgeMonths: 144, maxAgeMonths: null }, "2014-03-11", "2026-03-10")).toBe(false);
    expect(fitsAgeRange({ minAgeMonths: null, maxAgeMonths: null }, "2008-03-11", "2026-03-10")).toBe(true);
  });
});

describe("the back-office's compact age at a visit", () => {
  it("days under a month, months under a year, then years and months", () => {
    expect(compactAge("2026-11-27", "2026-11-27")).toBe("0 d");
    expect(compactAge("2026-11-15", "2026-11-27")).toBe("12 d");
    expect(compactAge("2026-10-28", "2026-11-27")).toBe("30 d");
    expect(compactAge("2026-10-27", "2026-11-27")).toBe("1 m");
    expect(compactAge("2026-01-31", "2026-02-27")).toBe("27 d");
    expect(compactAge("2026-01-31", "2026-02-28")).toBe("1 m");
    expect(compactAge("2025-07-15", "2026-11-27")).toBe("1 y 4 m");
    expect(compactAge("2025-12-01", "2026-11-27")).toBe("11 m");
    expect(compactAge("2008-11-28", "2026-11-27")).toBe("17 y 11 m");
  });

  it("turns a year older on the birthday, not the day before", () => {
    expect(compactAge("2024-11-27", "2026-11-26")).toBe("1 y 11 m");
    expect(compactAge("2024-11-27", "2026-11-27")).toBe("2 y");
  });

  it("a child born on 29 February has its birthday on the 28th in other years", () => {
    expect(compactAge("2024-02-29", "2025-02-27")).toBe("11 m");
    expect(compactAge("2024-02-29", "2025-02-28")).toBe("1 y");
    expect(compactAge("2024-02-29", "2028-02-28")).toBe("3 y 11 m");
    expect(compactAge("2024-02-29", "2028-02-29")).toBe("4 y");
    expect(compactAge("2024-02-01", "2024-02-29")).toBe("28 d");
    expect(compactAge("2024-02-01", "2024-03-01")).toBe("1 m");
  });

  it("no age when the date of birth is after the visit", () => {
    expect(compactAge("2026-11-28", "2026-11-27")).toBeNull();
  });

  it("counts on the visit's day in Beirut: late evening UTC is already the next day there", () => {
    // 23:30 UTC on 26 November is 01:30 on 27 November in Beirut (UTC+2 in winter), the birthday.
    expect(ageAtVisit("2024-11-27", new Date("2026-11-26T23:30:00Z"))).toBe("2 y");
    expect(ageAtVisit("2024-11-27", new Date("2026-11-26T21:30:00Z"))).toBe("1 y 11 m");
    // Summer time (UTC+3): 21:30 UTC on 14 July is 00:30 on the 15th.
    expect(ageAtVisit("2026-06-15", new Date("2026-07-14T21:30:00Z"))).toBe("1 m");
    expect(ageAtVisit("2026-06-15", new Date("2026-07-14T20:30:00Z"))).toBe("29 d");
  });
});
