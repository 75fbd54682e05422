"use client";

import "react-datepicker/dist/react-datepicker.css";
import "./booking-calendar.css";

import DatePicker from "react-datepicker";
import { isoWeekday } from "~/lib/calendar-date";
import { fromPickerDate, toPickerDate } from "./calendar-dates";

/**
 * react-datepicker's inline calendar (its own chunk: react-datepicker, date-fns and floating-ui
 * are a third of the form's script). Sundays, past days and days without a free slot are disabled.
 */
export default function InlineCalendar({
  value,
  onChange,
  today,
  lastDay,
  openTo,
  freeDays,
}: {
  value: string | null;
  onChange: (date: string) => void;
  today: string;
  lastDay: string;
  openTo: string;
  freeDays: ReadonlySet<string>;
}) {
  return (
    <DatePicker
      inline
      selected={value ? toPickerDate(value) : null}
      onChange={(date: Date | null) => {
        if (date) onChange(fromPickerDate(date));
      }}
      minDate={toPickerDate(today)}
      maxDate={toPickerDate(lastDay)}
      openToDate={toPickerDate(openTo)}
      filterDate={(date) => {
        const key = fromPickerDate(date);
        return key >= today && isoWeekday(key) !== 7 && freeDays.has(key);
      }}
      calendarStartDay={1}
      chooseDayAriaLabelPrefix="Choose"
      disabledDayAriaLabelPrefix="Not available:"
    />
  );
}
