"use client";

import { useLocale, useTranslations } from "next-intl";
import { createContext, useContext } from "react";
import type { Locale } from "~/i18n/locales";
import { formatShortDate } from "./calendar-dates";

/** The booking form's chosen day, for the parts the page renders inside it (the first free days). */
export const BookingDateContext = createContext<{ date: string | null; choose: (date: string) => void } | null>(null);

/** The name the booking form gives its day choices: the first free days and the one it reads back when hydrating. */
export const DATE_FIELD_NAME = "date";

/**
 * The first free days as plain radio buttons, in the page's HTML: a parent on a slow phone chooses
 * one before the calendar's scripts arrive, and the form (which reads the checked one as it
 * hydrates) keeps the choice. Any other day is in the calendar under them.
 */
export function FirstFreeDays({ days }: { days: Array<{ date: string; freeSlots: number }> }) {
  const t = useTranslations("booking.form.date");
  const locale = useLocale() as Locale;
  const booking = useContext(BookingDateContext);
  if (days.length === 0) return null;
  return (
    <fieldset className="mb-3 min-w-0" data-testid="first-free-days">
      <legend className="mb-1.5 text-sm font-semibold text-navy">{t("firstFree")}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {days.map((day) => (
          <label
            key={day.date}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-3.5 py-2 hover:border-slate-400 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name={DATE_FIELD_NAME}
              value={day.date}
              checked={booking ? booking.date === day.date : undefined}
              onChange={() => booking?.choose(day.date)}
              className="size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-2">
              <span className="font-semibold text-navy">{formatShortDate(day.date, locale)}</span>{" "}
              <span className="text-sm text-muted">{t("freeTimes", { count: day.freeSlots })}</span>
            </span>
          </label>
        ))}
      </div>
      <p className="mt-1.5 text-sm text-muted">{t("firstFreeHint")}</p>
    </fieldset>
  );
}

/** Where the first free days come, while the server is still reading them. */
export function FirstFreeDaysPlaceholder() {
  const t = useTranslations("booking.form.date");
  return (
    <div className="mb-3" role="status">
      <span className="sr-only">{t("firstFreeLoading")}</span>
      <div aria-hidden="true" className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-14 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}
