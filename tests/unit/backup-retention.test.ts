import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { backupName, backupTakenAt } from "~/server/backup/backup-name.js";
import { chooseBackupsToKeep, isoWeek, RETENTION } from "~/server/backup/retention.js";

const at = (iso: string) => new Date(iso);
const entry = (takenAt: Date) => ({ name: backupName(takenAt), takenAt });

/** One backup a night at 01:00 UTC (03:00 or 04:00 in Beirut), for `days` nights up to `last`. */
function nightly(last: string, days: number) {
  const end = at(`${last}T01:00:00.000Z`).getTime();
  return Array.from({ length: days }, (_, i) => entry(new Date(end - i * 86_400_000)));
}

const dayOf = (name: string) => backupTakenAt(name)!.toISOString().slice(0, 10);

describe("the retention of backups: 7 daily, 4 weekly, 12 monthly", () => {
  it("after two years of nightly backups keeps the last 7 nights, the last night of the 3 weeks and the 11 months before, and nothing else", () => {
    // 2026-11-27 is a Friday.
    const kept = [...chooseBackupsToKeep(nightly("2026-11-27", 730))].map(dayOf).sort();
    const days = ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"];
    // The newest of each ISO week: this week's is today's; the 3 before end on Sundays.
    const weeks = ["2026-11-08", "2026-11-15", "2026-11-22", "2026-11-27"];
    // The newest of each month: this month's is today's; the 11 before end on their last day.
    const months = ["2025-12-31", "2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30", "2026-07-31", "2026-08-31", "2026-09-30", "2026-10-31"];
    expect(kept).toEqual([...new Set([...days, ...weeks, ...months])].sort());
    expect(kept).toHaveLength(7 + 2 + 11);
  });

  it("counts days on the clinic's calendar: two backups on one UTC day are two Beirut days", () => {
    // 21:30 and 22:30 UTC in winter: 23:30 on the 1st and 00:30 on the 2nd in Beirut (UTC+2).
    const evening = entry(at("2026-12-01T21:30:00.000Z"));
    const afterMidnight = entry(at("2026-12-01T22:30:00.000Z"));
    const morning = entry(at("2026-12-01T06:00:00.000Z"));
    const kept = chooseBackupsToKeep([evening, afterMidnight, morning]);
    // The morning and the evening are one Beirut day (the evening is newer); after midnight is the next.
    expect([...kept].sort()).toEqual([evening.name, afterMidnight.name].sort());
  });

  it("of several backups on one day (nightly and on demand) keeps only the newest, except for today's newest", () => {
    const backups = [entry(at("2026-11-20T01:00:00.000Z")), entry(at("2026-11-20T09:15:00.000Z")), entry(at("2026-11-20T14:40:00.000Z")), entry(at("2026-11-21T01:00:00.000Z"))];
    expect([...chooseBackupsToKeep(backups)].sort()).toEqual([backups[2]!.name, backups[3]!.name].sort());
  });

  it("keeps every backup while there are fewer than the policy counts, and keeps nothing of nothing", () => {
    const few = nightly("2026-11-27", 5);
    expect(chooseBackupsToKeep(few).size).toBe(5);
    expect(chooseBackupsToKeep([]).size).toBe(0);
  });

  it("for any backups: keeps the newest, at most 23, only what it was given, and keeps the same when run again", () => {
    const instant = fc.date({ min: at("2024-01-01T00:00:00.000Z"), max: at("2027-12-31T00:00:00.000Z"), noInvalidDate: true });
    fc.assert(
      fc.property(fc.uniqueArray(instant, { selector: (d) => d.getTime(), maxLength: 300 }), (dates) => {
        const backups = dates.map(entry);
        const kept = chooseBackupsToKeep(backups);
        if (backups.length === 0) {
          expect(kept.size).toBe(0);
          return;
        }
        const newest = backups.reduce((a, b) => (b.takenAt > a.takenAt ? b : a));
        expect(kept.has(newest.name)).toBe(true);
        expect(kept.size).toBeLessThanOrEqual(RETENTION.daily + RETENTION.weekly + RETENTION.monthly);
        for (const name of kept) expect(backups.some((b) => b.name === name)).toBe(true);
        const again = chooseBackupsToKeep(backups.filter((b) => kept.has(b.name)));
        expect([...again].sort()).toEqual([...kept].sort());
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe("backup names", () => {
  it("say when the backup was taken, to the millisecond, and only our own names are read", () => {
    const takenAt = at("2026-11-27T01:02:03.045Z");
    expect(backupName(takenAt)).toBe("clinic-20261127T010203.045Z.backup.age");
    expect(backupTakenAt(backupName(takenAt))).toEqual(takenAt);
    for (const foreign of ["clinic-20261127T010203.045Z.backup", "notes.txt", "clinic-20261327T010203.045Z.backup.age", "clinic-20261127T010203.045Z.backup.age.partial", "../clinic-20261127T010203.045Z.backup.age"]) {
      expect(backupTakenAt(foreign)).toBeNull();
    }
  });

  it("ISO weeks start on Monday; the first week of a year holds its Thursday", () => {
    expect(isoWeek({ year: 2026, month: 11, day: 22 })).toBe("2026-W47"); // a Sunday
    expect(isoWeek({ year: 2026, month: 11, day: 23 })).toBe("2026-W48"); // the Monday after
    expect(isoWeek({ year: 2027, month: 1, day: 1 })).toBe("2026-W53"); // a Friday
    expect(isoWeek({ year: 2024, month: 12, day: 30 })).toBe("2025-W01"); // a Monday
  });
});
