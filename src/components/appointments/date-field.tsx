"use client";

import "react-datepicker/dist/react-datepicker.css";
import "./booking-calendar.css";

import { clsx } from "clsx";
import { useMemo, type Ref } from "react";
import DatePicker from "react-datepicker";
import { isoWeekday } from "~/lib/calendar-date";
import { formatLongDate, fromPickerDate, toPickerDate } from "./calendar-dates";
import { describedBy, FieldError, FieldHint } from "./form-field";

type Day = { date: string; freeSlots: number };

/**
 * The inline calendar. Sundays, past days and days without a free slot are disabled (the
 * availability call already leaves out what cannot be booked). It renders once the availability
 * is known and opens on the first free day: react-datepicker's keyboard entry point is the
 * pre-selected day, which must be an enabled one.
 */
export function DateField({
  ids,
  value,
  onChange,
  today,
  lastDay,
  days,
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
  const freeDays = useMemo(() => new Set((days ?? []).filter((d) => d.freeSlots > 0).map((d) => d.date)), [days]);
  const firstFree = days?.find((d) => d.freeSlots > 0)?.date;
  const ready = today !== null && lastDay !== null && days !== undefined;

  return (
    <div>
      <span id={ids.label} className="mb-1.5 block text-sm font-semibold text-navy">
        Date
      </span>
      <div
        ref={groupRef}
        role="group"
        tabIndex={-1}
        aria-labelledby={ids.label}
        aria-describedby={describedBy(ids.hint, error && ids.error)}
        aria-busy={!ready || fetching}
        data-testid="booking-calendar"
        className={clsx(
          "booking-calendar rounded-2xl border bg-white p-2 sm:p-3",
          error ? "border-red-700" : "border-slate-300",
        )}
      >
        {ready ? (
          <DatePicker
            inline
            selected={value ? toPickerDate(value) : null}
            onChange={(date: Date | null) => {
              if (date) onChange(fromPickerDate(date));
            }}
            minDate={toPickerDate(today)}
            maxDate={toPickerDate(lastDay)}
            openToDate={toPickerDate(value ?? firstFree ?? today)}
            filterDate={(date) => {
              const key = fromPickerDate(date);
              return key >= today && isoWeekday(key) !== 7 && freeDays.has(key);
            }}
            calendarStartDay={1}
            chooseDayAriaLabelPrefix="Choose"
            disabledDayAriaLabelPrefix="Not available:"
          />
        ) : failed ? (
          <p className="p-4 text-sm text-navy">
            The calendar could not be loaded. Please refresh the page or call us.
          </p>
        ) : (
          <div className="h-[21rem] animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" aria-hidden="true" />
        )}
        {!ready && !failed ? <span className="sr-only">Loading the calendar…</span> : null}
      </div>
      <FieldHint id={ids.hint}>
        {value ? (
          <>
            <span className="font-semibold text-navy">{formatLongDate(value)}</span>. Sundays and fully
            booked days cannot be chosen.
          </>
        ) : ready && freeDays.size === 0 ? (
          "No free days in the next two months. Please call us and we will find a time."
        ) : (
          "Sundays and fully booked days cannot be chosen."
        )}
      </FieldHint>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
