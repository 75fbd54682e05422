"use client";

import { clsx } from "clsx";
import { useRef, useState } from "react";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { controlBorder, controlClasses, FieldError, FieldLabel } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { toast } from "~/components/ui/toast";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { describeClosurePeriod } from "~/lib/closure-period";
import { ZClosure, type TClosure } from "~/schemas/admin/schedule";
import { fieldErrorsByPath, focusFirstError } from "../field-paths";
import { SaveBar, useSaveFeedback } from "../save-feedback";

export type ClosureRow = {
  id: string;
  reason: string;
  starts: { date: string; time: string };
  ends: { date: string; time: string };
};

const FIELDS = ["startDate", "startTime", "endDate", "endTime", "reason"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function Field({ name, label, type, optional, hint, values, errors }: {
  name: keyof Values;
  label: string;
  type: "date" | "time" | "text";
  optional?: boolean;
  hint?: string;
  values: Values;
  errors: Record<string, string>;
}) {
  const id = `closure-${name}`;
  const error = errors[name];
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={values[name]}
        maxLength={type === "text" ? 200 : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(error && `${id}-error`, hint && `${id}-hint`) || undefined}
        className={clsx(controlClasses, controlBorder(Boolean(error)))}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Closures ahead (with Remove) and the form that adds one: a whole day or days, or a few hours. */
export function ClosuresPanel({
  closures,
  add,
  remove,
}: {
  closures: readonly ClosureRow[];
  add: (closure: TClosure) => Promise<void>;
  remove: (id: string) => Promise<void>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const feedback = useSaveFeedback();
  const form = useFormAction<Values>({
    initial: { startDate: "", startTime: "", endDate: "", endTime: "", reason: "" },
    read: (data) => Object.fromEntries(FIELDS.map((f) => [f, textOf(data, f).trim()])) as Values,
    onErrors: (errors) => focusFirstError(formRef.current, errors),
    submit: async (values) => {
      feedback.clear();
      // An empty end date means the same day; empty times mean whole days.
      const input = {
        startDate: values.startDate,
        endDate: values.endDate || values.startDate,
        startTime: values.startTime || undefined,
        endTime: values.endTime || undefined,
        reason: values.reason,
      };
      const parsed = ZClosure.safeParse(input);
      if (!parsed.success) return { errors: fieldErrorsByPath(parsed.error) };
      try {
        await add(parsed.data);
        feedback.saved("Closure added. Its slots are no longer offered.");
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "The closure could not be added. Please try again.");
        feedback.failed(text);
        return { errors: serverFieldErrors(error, text) };
      }
    },
  });
  // After a closure is added the form starts empty again.
  const values = form.done ? { startDate: "", startTime: "", endDate: "", endTime: "", reason: "" } : form.values;

  return (
    <div className="flex flex-col gap-6">
      {closures.length === 0 ? (
        <p className="text-muted">No closures ahead: every weekly slot is offered.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200" aria-label="Closures ahead">
          {closures.map((closure) => (
            <li key={closure.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-semibold text-navy">{closure.reason}</p>
                <p className="text-sm text-muted">{describeClosurePeriod(closure)}</p>
              </div>
              <button
                type="button"
                disabled={removing !== null}
                onClick={async () => {
                  setRemoving(closure.id);
                  try {
                    await remove(closure.id);
                    toast.success(`“${closure.reason}” removed: its slots are offered again.`);
                  } catch (error) {
                    toast.error(serverMessage(error, "The closure could not be removed. Please try again."));
                  } finally {
                    setRemoving(null);
                  }
                }}
                className={buttonClasses("secondary", "sm")}
              >
                {removing === closure.id ? "Removing..." : "Remove"}
                <span className="sr-only"> the closure “{closure.reason}”</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <form ref={formRef} action={form.formAction} noValidate aria-label="Add a closure" aria-busy={form.pending}>
        <h3 className="mb-3 font-semibold text-navy">Add a closure</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="startDate" label="From (date)" type="date" values={values} errors={form.errors} />
          <Field name="startTime" label="From (time)" type="time" optional hint="Empty: from the start of the day." values={values} errors={form.errors} />
          <Field name="endDate" label="To (date)" type="date" optional hint="Empty: the same day." values={values} errors={form.errors} />
          <Field name="endTime" label="To (time)" type="time" optional hint="Empty: to the end of the day." values={values} errors={form.errors} />
          <div className="sm:col-span-2">
            <Field name="reason" label="Reason" type="text" values={values} errors={form.errors} />
          </div>
        </div>
        <SaveBar feedback={feedback} pending={form.pending} label="Add closure" pendingLabel="Adding..." className="mt-4" />
      </form>
    </div>
  );
}
