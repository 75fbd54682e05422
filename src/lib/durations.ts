import { intlLocale, type Locale } from "~/i18n/locales";

const units = new Map<string, Intl.NumberFormat>();

function unit(locale: Locale, name: "hour" | "minute" | "second"): Intl.NumberFormat {
  const key = `${locale}:${name}`;
  let format = units.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit: name, unitDisplay: "short" });
    units.set(key, format);
  }
  return format;
}

/**
 * A video's or a course's length as it really is: "30 secs", "2 mins 30 secs", "12 mins", "1 hr 5 mins"
 * ("30 s", "2 min 30 s" in French; "30 ث", "2 د 30 ث" in Arabic). Seconds show under ten minutes,
 * where a rounded minute would say "1 min" for 30 seconds of video; longer lengths round to the minute.
 */
export function formatLength(totalSeconds: number, locale: Locale): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return unit(locale, "second").format(seconds);
  if (seconds < 600) {
    const rest = seconds % 60;
    const minutes = unit(locale, "minute").format(Math.floor(seconds / 60));
    return rest ? `${minutes} ${unit(locale, "second").format(rest)}` : minutes;
  }
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return unit(locale, "minute").format(minutes);
  const hours = unit(locale, "hour").format(Math.floor(minutes / 60));
  return minutes % 60 ? `${hours} ${unit(locale, "minute").format(minutes % 60)}` : hours;
}
