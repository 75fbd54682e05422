import { intlLocale, type Locale } from "~/i18n/locales";
import { beirutDate, CLINIC_TIME_ZONE } from "~/lib/calendar-date";

/**
 * One formatter per language and options, made once: creating an Intl formatter costs about as much
 * as a hundred uses of it, and the booking form formats every service's price and every time of a
 * day on each of its renders.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<Formatter extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => Formatter): Formatter {
  let formatter = formatters.get(key) as Formatter | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(locale), options));
}

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(locale), options));
}

/**
 * react-datepicker works with Date objects in the browser's own time zone. A Beirut calendar date
 * (YYYY-MM-DD, from the server or from `beirutDate`) travels through it as local noon of that
 * day (spec §9 normalises to noon), so no browser time zone can move it to a neighbouring day.
 */
export function toPickerDate(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

export function fromPickerDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Noon UTC of a calendar date: formatted in UTC, it is that day whatever the machine's zone. */
function utcNoon(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

function longDateFormatter(locale: Locale): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * A calendar date in full: "Tuesday 3 March 2026" (the spec's English wording, which Intl does
 * not write: its parts, put in that order), "mardi 3 mars 2026", "الثلاثاء، 3 آذار 2026" (Intl,
 * Levantine month names). Intl rather than date-fns keeps date-fns off the booking page's first
 * load (decision 060).
 */
export function formatLongDate(date: string, locale: Locale): string {
  const formatter = longDateFormatter(locale);
  if (locale !== "en") return formatter.format(utcNoon(date));
  const part = Object.fromEntries(formatter.formatToParts(utcNoon(date)).map((p) => [p.type, p.value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}`;
}

/** A calendar date in short: "Fri 12 Dec", "ven. 12 déc.", "الجمعة 12 كانون الأول". */
export function formatShortDate(date: string, locale: Locale): string {
  return dateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(utcNoon(date));
}

/** A slot's wall-clock time ("15:30") in the language's digits, 24-hour as the clinic's schedule. */
export function formatSlotTime(time: string, locale: Locale): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/** An instant's Beirut time, "15:30". */
export function formatBeirutClock(instant: Date, locale: Locale): string {
  return dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: CLINIC_TIME_ZONE }).format(instant);
}

/** An instant's Beirut date in full (formatLongDate). */
export function formatBeirutLongDate(instant: Date, locale: Locale): string {
  return formatLongDate(beirutDate(instant), locale);
}

/**
 * A price: whole amounts without decimals ("$45", "45 $", "‏45 $"), others with two, as the
 * English site always wrote them; nothing to pay is `free` (the catalogue's "Free").
 */
export function formatMoney(cents: number, locale: Locale, free: string, currency = "USD"): string {
  if (!Number.isFinite(cents) || cents <= 0) return free;
  const digits = cents % 100 === 0 ? 0 : 2;
  return numberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
}
