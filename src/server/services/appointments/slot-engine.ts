import { beirutInstant, isoWeekday } from "~/lib/beirut-time";

export type WeeklyRule = { weekday: number; opensAt: string; closesAt: string; slotMinutes: number };

/** A time the clinic is closed: no slot overlapping it is offered. */
export type ClosedPeriod = { startsAt: Date; endsAt: Date };

export type Slot = {
  /** Beirut wall-clock "HH:mm". */
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
};

function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Every slot of a Beirut calendar date under the weekly rules, closures aside. */
export function weeklySlotsForDate(date: string, rules: readonly WeeklyRule[]): Slot[] {
  const weekday = isoWeekday(date);
  const slots: Slot[] = [];
  for (const rule of rules.filter((r) => r.weekday === weekday)) {
    const close = minutesOf(rule.closesAt);
    for (let start = minutesOf(rule.opensAt); start + rule.slotMinutes <= close; start += rule.slotMinutes) {
      const startTime = timeOf(start);
      const endTime = timeOf(start + rule.slotMinutes);
      slots.push({ startTime, endTime, startsAt: beirutInstant(date, startTime), endsAt: beirutInstant(date, endTime) });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

export function overlapsClosure(slot: { startsAt: Date; endsAt: Date }, closures: readonly ClosedPeriod[]): boolean {
  return closures.some((c) => slot.startsAt < c.endsAt && slot.endsAt > c.startsAt);
}

/**
 * Every slot of a Beirut calendar date under the weekly rules, as wall-clock times and UTC
 * instants, without those a closure overlaps. Each instant is computed from the wall-clock time on
 * that date, so the hours stay right on both sides of a daylight-saving change.
 */
export function slotsForDate(date: string, rules: readonly WeeklyRule[], closures: readonly ClosedPeriod[]): Slot[] {
  return weeklySlotsForDate(date, rules).filter((slot) => !overlapsClosure(slot, closures));
}
