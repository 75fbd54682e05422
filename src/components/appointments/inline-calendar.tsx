"use client";

import "react-datepicker/dist/react-datepicker.css";
import "./booking-calendar.css";

import type { Locale as DateLocale } from "date-fns";
import { ar } from "date-fns/locale/ar";
import { enUS } from "date-fns/locale/en-US";
import { fr } from "date-fns/locale/fr";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, type KeyboardEvent, type ReactNode } from "react";
import DatePicker from "react-datepicker";
import { intlLocale, textDirection, type Locale } from "~/i18n/locales";
import { Link } from "~/i18n/navigation";
import { isoWeekday } from "~/lib/calendar-date";
import { formatLongDate, formatShortDate, fromPickerDate, toPickerDate } from "./calendar-dates";

/**
 * date-fns's Arabic with the month names the rest of the site writes (intlLocale: the Levantine
 * "كانون الثاني، شباط…", not "يناير، فبراير…"), so that the calendar's month and its days' labels
 * agree with the date under it and with the e-mails.
 */
function withIntlMonths(base: DateLocale, locale: Locale): DateLocale {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { month: "long", timeZone: "UTC" });
  const names = Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 1)));
  const month: NonNullable<DateLocale["localize"]>["month"] = (index, options) =>
    !options?.width || options.width === "wide" ? names[index]! : base.localize.month(index, options);
  return { ...base, localize: { ...base.localize, month } };
}

/** Month and day names in the page's language. */
const dateLocales: Record<Locale, DateLocale> = { en: enUS, fr, ar: withIntlMonths(ar, "ar") };

/**
 * On a right-to-left page the days run from right to left, so the arrow keys move the other way:
 * ← is the next day, → the previous one. react-datepicker reads the key after this handler.
 */
function mirrorArrowKeys(event: KeyboardEvent<HTMLElement>) {
  if (event.key === "ArrowLeft") event.key = "ArrowRight";
  else if (event.key === "ArrowRight") event.key = "ArrowLeft";
}

/** The calendar's box, named in the page's language (react-datepicker's own says "Choose Date"). */
function CalendarBox({ className, children }: { className?: string; children?: ReactNode }) {
  const t = useTranslations("booking.form.calendar");
  return (
    <div className={className} aria-label={t("label")} translate="no">
      {children}
    </div>
  );
}

/**
 * react-datepicker's inline calendar (its own chunk: react-datepicker, date-fns and floating-ui
 * are a third of the form's script). Sundays, past days and days without a free slot are disabled.
 * Weeks start on Monday in every language. A fully booked day looks unlike a Sunday or a past day
 * (its own colour and mark), and the shown month's full days are listed under the calendar, each a
 * link to its waiting list: one tap from seeing the day full to joining its line.
 */
export default function InlineCalendar({
  value,
  onChange,
  today,
  lastDay,
  openTo,
  freeDays,
  fullDays,
}: {
  value: string | null;
  onChange: (date: string) => void;
  today: string;
  lastDay: string;
  openTo: string;
  freeDays: ReadonlySet<string>;
  /** Days with times to come, all taken: their waiting list is open. */
  fullDays: ReadonlySet<string>;
}) {
  const t = useTranslations("booking.form.calendar");
  const locale = useLocale() as Locale;
  const rtl = textDirection(locale) === "rtl";
  const [shownMonth, setShownMonth] = useState(openTo.slice(0, 7));
  const fullThisMonth = useMemo(() => [...fullDays].filter((date) => date.startsWith(shownMonth)).sort(), [fullDays, shownMonth]);
  return (
    <>
    <DatePicker
      onMonthChange={(date: Date) => setShownMonth(fromPickerDate(date).slice(0, 7))}
      dayClassName={(date: Date) => (fullDays.has(fromPickerDate(date)) ? "booking-calendar-day--full" : "")}
      inline
      locale={dateLocales[locale]}
      selected={value ? toPickerDate(value) : null}
      onChange={(date: Date | null) => {
        if (date) onChange(fromPickerDate(date));
      }}
      onKeyDown={rtl ? mirrorArrowKeys : undefined}
      minDate={toPickerDate(today)}
      maxDate={toPickerDate(lastDay)}
      openToDate={toPickerDate(openTo)}
      filterDate={(date) => {
        const key = fromPickerDate(date);
        return key >= today && isoWeekday(key) !== 7 && freeDays.has(key);
      }}
      calendarStartDay={1}
      calendarContainer={CalendarBox}
      chooseDayAriaLabelPrefix={t("chooseDay")}
      disabledDayAriaLabelPrefix={t("dayNotAvailable")}
      previousMonthAriaLabel={t("previousMonth")}
      nextMonthAriaLabel={t("nextMonth")}
      previousMonthButtonLabel={t("previousMonth")}
      nextMonthButtonLabel={t("nextMonth")}
      monthAriaLabelPrefix={t("month")}
    />
    {fullThisMonth.length > 0 ? (
      <div className="mt-2 border-t border-slate-200 px-1 pt-2" data-testid="full-days">
        <p className="flex items-center gap-2 text-sm font-semibold text-navy">
          <span aria-hidden="true" className="booking-calendar-full-swatch" />
          {t("fullLegend")}
        </p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {fullThisMonth.map((date) => (
            <li key={date}>
              <Link
                href={`/appointment/waitlist?date=${date}`}
                aria-label={t("joinWaitlistFor", { date: formatLongDate(date, locale) })}
                className="inline-flex min-h-11 items-center rounded-full border border-orange-300 bg-orange-50 px-3 text-sm font-semibold text-orange-900 hover:bg-orange-100"
              >
                {formatShortDate(date, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    ) : null}
    </>
  );
}
