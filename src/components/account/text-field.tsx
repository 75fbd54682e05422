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
import { useFieldMessage } from "./field-message";

/**
 * A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). The error
 * may be a catalogue key (a schema's message): it is shown in the page's language. `ltr` is for
 * what is always written left to right (e-mail addresses, codes), kept on the label's side in Arabic.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  ltr,
  className,
  ...inputProps
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  ltr?: boolean;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "aria-invalid" | "aria-describedby" | "dir">) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = useFieldMessage()(error);
  return (
    <div className={clsx("min-w-0", className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        {...inputProps}
        dir={ltr ? "ltr" : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, message && errorId)}
        className={clsx(controlClasses, controlBorder(Boolean(message)), ltr && "rtl:text-right")}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} message={message} />
    </div>
  );
}
