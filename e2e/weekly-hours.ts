import { expect, type Page } from "@playwright/test";

import { trpcMutation } from "./staff";

// The clinic's weekly hours, read and written from a back-office session (`base`: another test
// server's address), and hours under which a visit starts a few minutes from now at any hour of
// the day: for Today's test and the video visit's.

export type Week = Array<{ weekday: number; open: boolean; opensAt: string; closesAt: string; slotMinutes: number }>;

const MINUTE = 60_000;
const beirutFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** An instant's date and time on the clinic's clock: { date: "2026-11-28", time: "05:07" }. */
export function beirutClock(instant = new Date()): { date: string; time: string } {
  const part = Object.fromEntries(beirutFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

export const beirutToday = () => beirutClock().date;
export const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Minutes from now to a date and time on the clinic's clock (as the wall clock counts them). */
export function minutesUntil(date: string, time: string, now = new Date()): number {
  const here = beirutClock(now);
  return (Date.parse(`${date}T${time}:00Z`) - Date.parse(`${here.date}T${here.time}:00Z`) - (now.getTime() % MINUTE)) / MINUTE;
}

export async function weeklyHours(page: Page, base = ""): Promise<Week> {
  const answer = await page.request.get(`${base}/api/trpc/admin.schedule.get`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { data: { json: { week: Week } } } }).result.data.json.week;
}

export async function setWeeklyHours(page: Page, week: Week, base = "") {
  const saved = await trpcMutation(page, "admin.schedule.setWeeklyHours", { days: week }, base);
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Every day open from midnight to 23:59 in ten-minute slots. */
export function roundTheClock(week: Week): Week {
  return week.map((day) => ({ ...day, open: true, opensAt: "00:00", closesAt: "23:59", slotMinutes: 10 }));
}

/**
 * Hours whose first time is `inMinutes` to `inMinutes + 1` minutes from now, whatever the hour:
 * that day opens at that very minute, in ten-minute slots until 23:59. In the day's last minutes,
 * when no slot would fit before 23:59, the next day opens at midnight instead, at most
 * `inMinutes + 11` minutes away. The other days keep `week`'s hours.
 */
export function openingSoon(week: Week, { inMinutes = 3, now = new Date() }: { inMinutes?: number; now?: Date } = {}): { week: Week; date: string; startTime: string } {
  let { date, time } = beirutClock(new Date(now.getTime() + (inMinutes + 1) * MINUTE));
  if (time > "23:49") {
    date = nextDate(date);
    time = "00:00";
  }
  const opened = week.map((day) => (day.weekday === isoWeekday(date) ? { ...day, open: true, opensAt: time, closesAt: "23:59", slotMinutes: 10 } : day));
  return { week: opened, date, startTime: time };
}
