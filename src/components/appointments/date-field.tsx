"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { startTransition, useDeferredValue, useEffect, useMemo, useState, type ReactNode, type Ref } from "react";
import type { Locale } from "~/i18n/locales";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatLongDate } from "./calendar-dates";
import { describedBy, FieldError, FieldHint } from "./form-field";

type CalendarProps = Parameters<typeof import("./inline-calendar").default>[0];

// The calendar's code starts loading with the form, alongside the availability call, and runs as
// a task of its own when it arrives rather than inside the form's first rendering.
// A failed load settles as `calendarFailed` (the form says so) instead of a rejection nobody may
// be listening for yet.
let LoadedCalendar: ((props: CalendarProps) => ReactNode) | null = null;
let calendarFailed = false;
const calendarCode =
  typeof window === "undefined"
    ? null
    : import("./inline-calendar").then(
        (module) => {
          LoadedCalendar = module.default;
        },
        () => {
          calendarFailed = true;
        },
      );

const calendarCodeState = (): boolean | "failed" => (LoadedCalendar ? true : calendarFailed ? "failed" : false);

/** Whether the calendar's code has arrived (true), could not be loaded ("failed"), or not yet. */
function useCalendarCode(): boolean | "failed" {
  // While hydrating, what the server rendered (not yet): a load that settled before the page ran
  // would otherwise make the first render differ from the server's HTML.
  const hydrated = useHydrated();
  const [state, setState] = useState(() => (hydrated ? calendarCodeState() : false));
  useEffect(() => {
    let live = true;
    // A transition: the calendar's first rendering yields to the browser every few milliseconds.
    void calendarCode?.then(() => live && startTransition(() => setState(calendarCodeState())));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

function Calendar(props: CalendarProps) {
  return LoadedCalendar ? <LoadedCalendar {...props} /> : null;
}

function CalendarPlaceholder() {
  return <div className="h-[21rem] animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" aria-hidden="true" />;
}

type Day = { date: string; freeSlots: number; full: boolean };

/**
 * The date field: an inline calendar where Sundays, past days and days without a free slot are
 * disabled. It renders once the availability is known and opens on the first free day:
 * react-datepicker's keyboard entry point is the pre-selected day, which must be an enabled one.
 */
export function DateField({
  ids,
  value,
  onChange,
  today,
  lastDay,
  days: daysNow,
  failed,
  fetching,
  error,
  groupRef,
}: {
  ids: { label: string; hint: string; error: string };
  value: string | null;
  onChange: (date: string) => void;
  /** Today in Beirut; null until the browser has mounted (the server does not know the visitor's clock). */
  today: string | null;
  lastDay: string | null;
  days: Day[] | undefined;
  failed: boolean;
  fetching: boolean;
  error?: string;
  groupRef: Ref<HTMLDivElement>;
}) {
  const t = useTranslations("booking.form.date");
  const locale = useLocale() as Locale;
  // The days arrive as the whole form's update; the calendar they fill (a month of day buttons)
  // renders after it, in slices the browser can interleave with a parent's taps (decision 060).
  const days = useDeferredValue(daysNow);
  const freeDays = useMemo(() => new Set((days ?? []).filter((d) => d.freeSlots > 0).map((d) => d.date)), [days]);
  const fullDays = useMemo(() => new Set((days ?? []).filter((d) => d.full).map((d) => d.date)), [days]);
  const firstFree = days?.find((d) => d.freeSlots > 0)?.date;
  const calendarLoaded = useCalendarCode();
  // Busy until both the days and the calendar's code are there: a day can be chosen once it is not.
  const ready = today !== null && lastDay !== null && days !== undefined && calendarLoaded === true;
  const unavailable = failed || calendarLoaded === "failed";

  return (
    <div>
      <span id={ids.label} className="mb-1.5 block text-sm font-semibold text-navy">
        {t("label")}
      </span>
      <div
        ref={groupRef}
        role="group"
        tabIndex={-1}
        aria-labelledby={ids.label}
        aria-describedby={describedBy(ids.hint, error && ids.error)}
        aria-busy={(!ready && !unavailable) || fetching}
        data-testid="booking-calendar"
        className={clsx(
          "booking-calendar rounded-2xl border bg-white p-2 sm:p-3",
          error ? "border-red-700" : "border-slate-300",
        )}
      >
        {ready ? (
          <Calendar
            value={value}
            onChange={onChange}
            today={today}
            lastDay={lastDay}
            openTo={value ?? firstFree ?? today}
            freeDays={freeDays}
            fullDays={fullDays}
          />
        ) : unavailable ? (
          <p className="p-4 text-sm text-navy">{t("calendarFailed")}</p>
        ) : (
          <CalendarPlaceholder />
        )}
        {!ready && !unavailable ? <span className="sr-only">{t("loadingCalendar")}</span> : null}
      </div>
      <FieldHint id={ids.hint}>
        {value
          ? t.rich("chosen", {
              date: formatLongDate(value, locale),
              strong: (chunks) => <span className="font-semibold text-navy">{chunks}</span>,
            })
          : ready && freeDays.size === 0
            ? t("noFreeDays")
            : t("rules")}
      </FieldHint>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
