import { env } from "~/env";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The retention periods the daily prune job applies (decision 047), each a setting of src/env.js
 * with its default documented in .env.example and the README. The data map names them.
 */
export const RETENTION_SETTINGS = {
  codes: { setting: "RETENTION_CODES_HOURS", unit: "hours", after: "the code or ceremony expired" },
  rateLimits: { setting: "RETENTION_RATE_LIMIT_HOURS", unit: "hours", after: "the counter's window began" },
  sessions: { setting: "RETENTION_ENDED_SESSIONS_DAYS", unit: "days", after: "the session expired" },
  abandonedBookings: { setting: "RETENTION_ABANDONED_BOOKINGS_DAYS", unit: "days", after: "the unpaid hold ended" },
  mailBodies: { setting: "RETENTION_MAIL_BODIES_DAYS", unit: "days", after: "the e-mail was queued" },
  waitlist: { setting: "RETENTION_WAITLIST_DAYS", unit: "days", after: "the day waited for" },
  familyInvitations: { setting: "RETENTION_FAMILY_INVITATIONS_DAYS", unit: "days", after: "the invitation ended" },
  audit: { setting: "RETENTION_AUDIT_DAYS", unit: "days", after: "the entry was written" },
  recordViews: { setting: "RETENTION_RECORD_VIEWS_DAYS", unit: "days", after: "the record was opened" },
} as const;

export type RetentionPeriod = keyof typeof RETENTION_SETTINGS;
export type RetentionPeriods = Record<RetentionPeriod, number>;

/** The periods in milliseconds, as configured. */
export function retentionPeriods(config: Record<(typeof RETENTION_SETTINGS)[RetentionPeriod]["setting"], number> = env): RetentionPeriods {
  return Object.fromEntries(
    Object.entries(RETENTION_SETTINGS).map(([name, { setting, unit }]) => [name, config[setting] * (unit === "hours" ? HOUR_MS : DAY_MS)]),
  ) as RetentionPeriods;
}
