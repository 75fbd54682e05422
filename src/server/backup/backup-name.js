// A backup's name says when it was taken (UTC), so that a listing is enough to apply the retention
// and to find the latest: clinic-20261127T010000.123Z.backup.age

const NAME = /^clinic-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z\.backup\.age$/;

/** @param {Date} takenAt */
export function backupName(takenAt) {
  const iso = takenAt.toISOString(); // 2026-11-27T01:00:00.123Z
  return `clinic-${iso.slice(0, 10).replaceAll("-", "")}T${iso.slice(11, 19).replaceAll(":", "")}${iso.slice(19, 23)}Z.backup.age`;
}

/**
 * When the backup named `name` was taken, or null when the name is not one of ours (such files are
 * never deleted by the retention).
 * @param {string} name
 */
export function backupTakenAt(name) {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, ms] = match.map(Number);
  const takenAt = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second, ms));
  return backupName(takenAt) === name ? takenAt : null;
}
