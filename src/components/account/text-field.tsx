import { clsx } from "clsx";
import type { InputHTMLAttributes, ReactNode } from "react";
import {
  controlBorder,
  controlClasses,
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
} from "~/components/appointments/form-field";

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  ...inputProps
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "aria-invalid" | "aria-describedby">) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={clsx("min-w-0", className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error && errorId)}
        className={clsx(controlClasses, controlBorder(Boolean(error)))}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
