// Which backups to keep: 7 daily, 4 weekly, 12 monthly (decision 042). Plain JavaScript, like the
// rest of src/server/backup/, so that `npm run backup` (scripts/backup.mjs) runs it as is.

/** @typedef {{ name: string; takenAt: Date }} TBackupEntry */
/** @typedef {{ daily: number; weekly: number; monthly: number; timeZone: string }} TRetentionPolicy */

/** @type {TRetentionPolicy} */
export const RETENTION = { daily: 7, weekly: 4, monthly: 12, timeZone: "Asia/Beirut" };

/**
 * The names of the backups to keep: the newest backup of each of the last `daily` days that have
 * one, of each of the last `weekly` ISO weeks, and of each of the last `monthly` months, counted on
 * the clinic's calendar (a backup at 02:30 in Beirut belongs to that day there, not to the day
 * before in UTC). The newest backup is always kept. Pure: the caller lists and deletes.
 * @param {ReadonlyArray<TBackupEntry>} backups
 * @param {TRetentionPolicy} [policy]
 * @returns {Set<string>}
 */
export function chooseBackupsToKeep(backups, policy = RETENTION) {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || (a.name < b.name ? 1 : -1));
  const keep = new Set(newestFirst.slice(0, 1).map((backup) => backup.name));
  const dateIn = calendarDateIn(policy.timeZone);
  /** @param {number} count @param {(date: { year: number; month: number; day: number }) => string} period */
  const newestOfEach = (count, period) => {
    const seen = new Set();
    for (const backup of newestFirst) {
      if (seen.size >= count) break;
      const key = period(dateIn(backup.takenAt));
      if (seen.has(key)) continue;
      seen.add(key);
      keep.add(backup.name);
    }
  };
  newestOfEach(policy.daily, ({ year, month, day }) => `${year}-${month}-${day}`);
  newestOfEach(policy.weekly, isoWeek);
  newestOfEach(policy.monthly, ({ year, month }) => `${year}-${month}`);
  return keep;
}

/** @param {string} timeZone */
function calendarDateIn(timeZone) {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
  /** @param {Date} instant */
  return (instant) => {
    /** @type {Record<string, number>} */
    const parts = {};
    for (const part of format.formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value);
    return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 };
  };
}

/**
 * The ISO week of a calendar date, as "2026-W48": weeks start on Monday, and the first week of a
 * year is the one with its Thursday.
 * @param {{ year: number; month: number; day: number }} date
 */
export function isoWeek({ year, month, day }) {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, "0")}`;
}
