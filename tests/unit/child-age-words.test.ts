import { describe, expect, it } from "vitest";

import type { Locale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator";
import { childAge } from "~/lib/child-age";

// "For Lina, 8 months" above a child's courses (decision 054), in the words the family page uses
// for an age: Arabic's singular, dual, few and many forms, Latin digits as the rest of the site.

const TODAY = "2026-11-28";

async function forChild(locale: Locale, name: string, dateOfBirth: string) {
  // The catalogues are untyped (as every caller of translatorFor reads them).
  type Translate = (key: string, values?: Record<string, string | number>) => string;
  const courses = (await translatorFor(locale, "courses")) as unknown as Translate;
  const family = (await translatorFor(locale, "family")) as unknown as Translate;
  return courses("forChildren.forChild", { name, age: family("age", childAge(dateOfBirth, TODAY)) });
}

describe("a child's age above its courses", () => {
  it("in English", async () => {
    expect(await forChild("en", "Lina", "2026-03-20")).toBe("For Lina, 8 months");
    expect(await forChild("en", "Lina", "2026-11-16")).toBe("For Lina, under a month");
    expect(await forChild("en", "Lina", "2026-10-28")).toBe("For Lina, 1 month");
    expect(await forChild("en", "Sami", "2025-11-28")).toBe("For Sami, 1 year");
    expect(await forChild("en", "Sami", "2025-10-27")).toBe("For Sami, 1 year, 1 month");
    expect(await forChild("en", "Sami", "2024-08-28")).toBe("For Sami, 2 years, 3 months");
  });

  it("in French", async () => {
    expect(await forChild("fr", "Lina", "2026-03-20")).toBe("Pour Lina, 8 mois");
    expect(await forChild("fr", "Lina", "2026-11-16")).toBe("Pour Lina, moins d’un mois");
    expect(await forChild("fr", "Sami", "2025-11-28")).toBe("Pour Sami, 1 an");
    expect(await forChild("fr", "Sami", "2024-08-28")).toBe("Pour Sami, 2 ans et 3 mois");
  });

  it("in Arabic, with its plural forms and Latin digits", async () => {
    expect(await forChild("ar", "لينا", "2026-03-20")).toBe("من أجل لينا، 8 أشهر");
    expect(await forChild("ar", "لينا", "2026-11-16")).toBe("من أجل لينا، أقل من شهر");
    expect(await forChild("ar", "لينا", "2026-10-28")).toBe("من أجل لينا، شهر واحد");
    expect(await forChild("ar", "لينا", "2026-09-28")).toBe("من أجل لينا، شهران");
    expect(await forChild("ar", "لينا", "2025-12-28")).toBe("من أجل لينا، 11 شهرًا");
    expect(await forChild("ar", "سامي", "2024-11-28")).toBe("من أجل سامي، سنتان");
    expect(await forChild("ar", "سامي", "2024-08-28")).toBe("من أجل سامي، سنتان و3 أشهر");
    expect(await forChild("ar", "سامي", "2015-11-28")).toBe("من أجل سامي، 11 سنة");
    expect(await forChild("ar", "سامي", "2015-10-28")).toBe("من أجل سامي، 11 سنة وشهر واحد");
  });
});
