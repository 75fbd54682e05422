"use client";

import { useActionState, useEffect, useEffectEvent, type FormEvent } from "react";

export type FormOutcome = { errors?: Record<string, string>; done?: boolean };

type FormState<V> = { values: V; errors: Record<string, string>; done: boolean; sent: number };

/**
 * The one way the site's forms send what a parent typed (decision 019). The browser holds the
 * fields (uncontrolled inputs), and they are read with FormData when the form is sent, so
 * whatever was typed or autofilled before the page's scripts ran is what is sent. The form's
 * `action` is a function: React's server rendering adds a small script that holds a form sent
 * before hydration and replays it once the page is ready.
 *
 * React resets a form after its action; the fields' `defaultValue`s come from `values` (what was
 * last sent), so a refused form keeps what the parent typed. `onErrors` runs after the errors
 * show (to move the focus).
 */
export function useFormAction<V extends Record<string, string>>({
  initial,
  read,
  submit,
  onErrors,
}: {
  initial: V;
  read: (data: FormData) => V;
  /** `data` is the form's FormData, for what is not text (a chosen file). */
  submit: (values: V, data: FormData) => Promise<FormOutcome | void>;
  onErrors?: (errors: Record<string, string>) => void;
}) {
  const [state, formAction, pending] = useActionState<FormState<V>, FormData>(
    async (previous, data) => {
      const values = read(data);
      const outcome = (await submit(values, data)) ?? {};
      return { values, errors: outcome.errors ?? {}, done: outcome.done ?? false, sent: previous.sent + 1 };
    },
    { values: initial, errors: {}, done: false, sent: 0 },
  );

  const showErrors = useEffectEvent((errors: Record<string, string>) => onErrors?.(errors));
  useEffect(() => {
    if (state.sent > 0 && Object.keys(state.errors).length > 0) showErrors(state.errors);
  }, [state]);

  return { formAction, pending, values: state.values, errors: state.errors, done: state.done };
}

/** A text field of a FormData, "" when absent. */
export function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}

/** For code fields: only digits stay in the field as the parent types (at most six). */
export function keepDigits(event: FormEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  const digits = input.value.replace(/\D/g, "").slice(0, 6);
  if (digits !== input.value) input.value = digits;
}
