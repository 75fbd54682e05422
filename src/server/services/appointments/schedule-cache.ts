import "server-only";

import { gt } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { closures, scheduleRules } from "~/server/db/schema";
import { contentTags } from "~/server/services/content/cache-tags";
import { readContentVersion } from "~/server/services/content/content-changes";
import { slotsForDate, type ClosedPeriod, type Slot, type WeeklyRule } from "./slot-engine";

// The weekly rules and closures change a few times a year, but every availability read needs them:
// they are kept in memory, with the version of the "schedule" tag they were read at. An edit bumps
// that version in its own transaction (markContentChanged), so every app process sharing the
// database reloads within VERSION_CHECK_MS of it: the booking page follows a staff edit at once.
const VERSION_CHECK_MS = 250;

type Schedule = { rules: WeeklyRule[]; closures: ClosedPeriod[]; version: number; slotsByDate: Map<string, Slot[]> };
type CacheState = { schedule?: Promise<Schedule>; checkedAt: number; checking?: Promise<number> };

const globalForSchedule = globalThis as unknown as { clinicSchedule?: CacheState };

function state(): CacheState {
  return (globalForSchedule.clinicSchedule ??= { checkedAt: 0 });
}

async function loadSchedule(db: Database, version: number): Promise<Schedule> {
  // Past closures change nothing any more; the few ahead are kept.
  const [rules, ahead] = await Promise.all([
    db.select().from(scheduleRules),
    db.select({ startsAt: closures.startsAt, endsAt: closures.endsAt }).from(closures).where(gt(closures.endsAt, new Date(Date.now() - 86_400_000))),
  ]);
  return { rules, closures: ahead, version, slotsByDate: new Map() };
}

/** The shared version, read at most once per VERSION_CHECK_MS however many reads wait on it. */
async function sharedVersion(db: Database): Promise<number | null> {
  const s = state();
  if (Date.now() - s.checkedAt < VERSION_CHECK_MS) return null;
  s.checking ??= readContentVersion(db, contentTags.schedule).finally(() => {
    s.checkedAt = Date.now();
    s.checking = undefined;
  });
  return s.checking;
}

async function currentSchedule(db: Database): Promise<Schedule> {
  const s = state();
  const cached = s.schedule ? await s.schedule.catch(() => null) : null;
  const version = await sharedVersion(db);
  if (cached && (version === null || version === cached.version)) return cached;
  // Read the version first: an edit landing between the two reads shows at the next check.
  const fresh = loadSchedule(db, version ?? (await readContentVersion(db, contentTags.schedule)));
  s.schedule = fresh;
  return fresh;
}

/** The slots of a Beirut date under the current schedule (computed once per date and schedule). */
export async function scheduledSlots(db: Database, date: string): Promise<Slot[]> {
  const schedule = await currentSchedule(db);
  let slots = schedule.slotsByDate.get(date);
  if (!slots) {
    slots = slotsForDate(date, schedule.rules, schedule.closures);
    // Bounded: a few hundred dates at most are ever asked for between two edits.
    if (schedule.slotsByDate.size < 1000) schedule.slotsByDate.set(date, slots);
  }
  return slots;
}

/** Drops this process's copy: after this process changed the schedule (and in tests that write it directly). */
export function forgetSchedule(): void {
  globalForSchedule.clinicSchedule = undefined;
}

export async function allScheduleData(db: Database) {
  const schedule = await currentSchedule(db);
  return { rules: schedule.rules, closures: schedule.closures };
}
