/**
 * The privacy notice's versions, newest first (decision 049). Each is kept: its text is
 * src/i18n/messages/<locale>/privacy.json under `versions.<version>`, its page
 * /privacy/<version>; /privacy shows the current one. A consent records the version the parent
 * was shown, so a change of wording is a new version, never an edit of an old one.
 */
export const PRIVACY_NOTICE_VERSIONS = [{ version: "2026-11-28", date: "2026-11-28" }] as const;

export type NoticeVersion = (typeof PRIVACY_NOTICE_VERSIONS)[number]["version"];

export const NOTICE_VERSIONS = PRIVACY_NOTICE_VERSIONS.map((entry) => entry.version) as [NoticeVersion, ...NoticeVersion[]];

export const CURRENT_NOTICE_VERSION: NoticeVersion = PRIVACY_NOTICE_VERSIONS[0].version;

export function isNoticeVersion(value: string): value is NoticeVersion {
  return (NOTICE_VERSIONS as readonly string[]).includes(value);
}

/** A version's key in the `privacy.versions` catalogue ("2026-11-28" → "v2026_11_28"). */
export function noticeMessageKey(version: NoticeVersion): string {
  return `v${version.replaceAll("-", "_")}`;
}

/**
 * The periods the notice's current version states: the defaults of the retention settings
 * (src/env.js, decision 047) and the legal period of the records (LEGAL_PERIODS). A unit test
 * keeps them equal: a new default is a new version of the notice.
 */
export const NOTICE_RETENTION = {
  abandonedBookingsDays: 30,
  mailBodiesDays: 7,
  familyInvitationsDays: 30,
  auditDays: 1095,
  codesHours: 24,
  legalYears: 10,
} as const;
