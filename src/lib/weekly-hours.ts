import { intlLocale, type Locale } from "~/i18n/locales";

/** One weekday's hours (ISO weekday, Monday = 1), "HH:MM" wall-clock times in Beirut; null when closed. */
export type DayHours = { weekday: number; opens: string | null; closes: string | null };

/** Days listed by weekday numbers with shared hours (the clinic's config) as one row per weekday. */
export function hoursByWeekday(groups: ReadonlyArray<{ days: readonly number[]; opens: string | null; closes: string | null }>): DayHours[] {
  return groups.flatMap((group) => group.days.map((weekday) => ({ weekday, opens: group.opens, closes: group.closes })));
}

// Left-to-right isolates: a time range keeps its order ("15:00–18:30") inside right-to-left text.
const LRI = "\u2066";
const PDI = "\u2069";

/** A Monday in 2024, shifted to the weekday, at `time` (UTC, so no zone moves it). */
function on(weekday: number, time = "12:00"): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return Date.UTC(2024, 0, weekday, h, m);
}

/** English as the clinic writes it: "9am", "2:30pm". */
function englishClock(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "am" : "pm"}`;
}

/**
 * A week's hours in one line, consecutive days with the same hours together: "Mon-Fri 9am-7pm,
 * Sat 9am-2pm, Sun closed"; "lun.-ven. 09:00 – 19:00, …"; Arabic with its own day names and the
 * times kept left to right. Days missing from `days` are left out; `closed` is the word for a
 * closed day. The header's clinic hours and the booking page's online hours are both written by
 * it, each from its one source (the clinic's config, the weekly schedule of the slots).
 */
export function formatWeeklyHours(days: readonly DayHours[], locale: Locale, closed: string): string {
  const sorted = [...days].sort((a, b) => a.weekday - b.weekday);
  const runs: Array<{ from: number; to: number; opens: string | null; closes: string | null }> = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && last.to === day.weekday - 1 && last.opens === day.opens && last.closes === day.closes) last.to = day.weekday;
    else runs.push({ from: day.weekday, to: day.weekday, opens: day.opens, closes: day.closes });
  }
  const intl = intlLocale(locale);
  const weekday = new Intl.DateTimeFormat(intl, { weekday: "short", timeZone: "UTC" });
  const clock = new Intl.DateTimeFormat(intl, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });
  const parts = runs.map((run) => {
    const daysText = run.from === run.to ? weekday.format(on(run.from)) : `${weekday.format(on(run.from))}-${weekday.format(on(run.to))}`;
    if (!run.opens || !run.closes) return `${daysText} ${closed}`;
    const times =
      locale === "en" ? `${englishClock(run.opens)}-${englishClock(run.closes)}` : clock.formatRange(on(1, run.opens), on(1, run.closes));
    return `${daysText} ${locale === "ar" ? `${LRI}${times}${PDI}` : times}`;
  });
  return parts.join(locale === "ar" ? "، " : ", ");
}
