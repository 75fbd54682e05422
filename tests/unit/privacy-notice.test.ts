import { describe, expect, it } from "vitest";

import { CURRENT_NOTICE_VERSION, noticeMessageKey, NOTICE_RETENTION, PRIVACY_NOTICE_VERSIONS } from "~/config/privacy-notice";
import { env } from "~/env";
import { locales } from "~/i18n/locales";
import { LEGAL_PERIODS } from "~/server/privacy/data-map";

// The privacy notice (decision 049): every version kept in every language, newest first, and the
// periods it states are the retention settings' defaults (decision 047).

describe("the privacy notice", () => {
  it("lists its versions newest first, the first being the current one", () => {
    const dates = PRIVACY_NOTICE_VERSIONS.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(PRIVACY_NOTICE_VERSIONS[0].version).toBe(CURRENT_NOTICE_VERSION);
    for (const entry of PRIVACY_NOTICE_VERSIONS) expect(entry.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("has every version's text in every language, each section with a title and words", async () => {
    for (const locale of locales) {
      const catalogue = ((await import(`~/i18n/messages/${locale}/privacy.json`)) as { default: { versions: Record<string, Record<string, { title: string; body: string[] }>> } }).default;
      for (const { version } of PRIVACY_NOTICE_VERSIONS) {
        const sections = catalogue.versions[noticeMessageKey(version)];
        expect(sections, `${locale} ${version}`).toBeDefined();
        for (const [key, section] of Object.entries(sections!)) {
          expect(section.title, `${locale} ${version} ${key}`).not.toBe("");
          expect(section.body.length, `${locale} ${version} ${key}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("states the retention settings' defaults and the legal period (a new default is a new version)", () => {
    expect(NOTICE_RETENTION).toEqual({
      abandonedBookingsDays: env.RETENTION_ABANDONED_BOOKINGS_DAYS,
      mailBodiesDays: env.RETENTION_MAIL_BODIES_DAYS,
      familyInvitationsDays: env.RETENTION_FAMILY_INVITATIONS_DAYS,
      auditDays: env.RETENTION_AUDIT_DAYS,
      codesHours: env.RETENTION_CODES_HOURS,
      legalYears: LEGAL_PERIODS["clinical record"].years,
    });
    expect(LEGAL_PERIODS.invoices.years).toBe(NOTICE_RETENTION.legalYears);
  });
});
