"use client";

import { clsx } from "clsx";
import { useRef } from "react";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { controlBorder, controlClasses, FieldError } from "~/components/appointments/form-field";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { ZWeeklyHours, type TWeekdayHours, type TWeeklyHours } from "~/schemas/admin/schedule";
import { fieldErrorsByPath, focusFirstError } from "../field-paths";
import { SaveBar, useSaveFeedback } from "../save-feedback";

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

type Values = Record<string, string>;

function valuesOf(week: readonly TWeekdayHours[]): Values {
  const values: Values = {};
  week.forEach((day, index) => {
    values[`days.${index}.open`] = day.open ? "on" : "";
    values[`days.${index}.opensAt`] = day.opensAt;
    values[`days.${index}.closesAt`] = day.closesAt;
    values[`days.${index}.slotMinutes`] = String(day.slotMinutes);
  });
  return values;
}

function weekOf(values: Values): TWeeklyHours {
  return {
    days: WEEKDAY_NAMES.map((_, index) => ({
      weekday: index + 1,
      open: values[`days.${index}.open`] === "on",
      opensAt: values[`days.${index}.opensAt`] ?? "",
      closesAt: values[`days.${index}.closesAt`] ?? "",
      slotMinutes: Number(values[`days.${index}.slotMinutes`] || Number.NaN),
    })),
  };
}

/**
 * The week's opening hours: each day open or closed, from–to, and the length of its slots. The
 * fields are read when the form is sent (decision 019); errors show under the field they are about.
 */
export function WeeklyHoursForm({ week, save }: { week: readonly TWeekdayHours[]; save: (week: TWeeklyHours) => Promise<void> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const feedback = useSaveFeedback();
  const form = useFormAction<Values>({
    initial: valuesOf(week),
    read: (data) => {
      const values: Values = {};
      WEEKDAY_NAMES.forEach((_, index) => {
        for (const field of ["open", "opensAt", "closesAt", "slotMinutes"]) values[`days.${index}.${field}`] = textOf(data, `days.${index}.${field}`);
      });
      return values;
    },
    onErrors: (errors) => focusFirstError(formRef.current, errors),
    submit: async (values) => {
      feedback.clear();
      const parsed = ZWeeklyHours.safeParse(weekOf(values));
      if (!parsed.success) return { errors: fieldErrorsByPath(parsed.error) };
      try {
        await save(parsed.data);
        feedback.saved("Opening hours saved. The booking page shows them now.");
      } catch (error) {
        const text = serverMessage(error, "The hours could not be saved. Please try again.");
        feedback.failed(text);
        return { errors: serverFieldErrors(error, text) };
      }
    },
  });

  return (
    <form ref={formRef} action={form.formAction} noValidate aria-label="Opening hours" aria-busy={form.pending}>
      <ul className="divide-y divide-slate-200">
        {WEEKDAY_NAMES.map((name, index) => {
          const field = (f: string) => `days.${index}.${f}`;
          const error = (f: string) => form.errors[field(f)];
          const id = (f: string) => `hours-${index}-${f}`;
          return (
            // One line per day from 768 px, where each time field has room for "03:00 PM" (a
            // browser's 12-hour clock); two fields a line below that.
            <li key={name} className="grid grid-cols-2 gap-x-3 gap-y-2 py-4 md:grid-cols-[9rem_repeat(3,minmax(0,1fr))] md:items-start">
              <label className="col-span-2 flex min-h-11 items-center gap-3 font-semibold text-navy md:col-span-1">
                <input
                  type="checkbox"
                  name={field("open")}
                  defaultChecked={form.values[field("open")] === "on"}
                  className="size-5 accent-primary"
                  aria-describedby={undefined}
                />
                <span>
                  {name}
                  <span className="sr-only"> open</span>
                </span>
              </label>
              {(
                [
                  ["opensAt", "Opens", "time"],
                  ["closesAt", "Closes", "time"],
                  ["slotMinutes", "Slot (min)", "number"],
                ] as const
              ).map(([f, label, type]) => (
                <div key={f} className={clsx("min-w-0", f === "slotMinutes" && "col-span-2 md:col-span-1")}>
                  <label htmlFor={id(f)} className="mb-1 block text-sm font-medium text-muted">
                    {label}
                    <span className="sr-only"> on {name}</span>
                  </label>
                  <input
                    id={id(f)}
                    name={field(f)}
                    type={type}
                    inputMode={type === "number" ? "numeric" : undefined}
                    min={type === "number" ? 10 : undefined}
                    max={type === "number" ? 240 : undefined}
                    step={type === "number" ? 5 : undefined}
                    defaultValue={form.values[field(f)]}
                    aria-invalid={error(f) ? true : undefined}
                    aria-describedby={error(f) ? `${id(f)}-error` : undefined}
                    className={clsx(controlClasses, controlBorder(Boolean(error(f))))}
                  />
                  <FieldError id={`${id(f)}-error`} message={error(f)} />
                </div>
              ))}
            </li>
          );
        })}
      </ul>
      <SaveBar feedback={feedback} pending={form.pending} label="Save opening hours" className="mt-4" />
    </form>
  );
}
