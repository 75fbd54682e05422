import { clsx } from "clsx";
import { controlBorder, controlClasses, FieldError, FieldLabel } from "~/components/appointments/form-field";
import { Textarea } from "~/components/ui/textarea";

type FieldProps = {
  /** The form's id prefix: "course-<id>", so two forms on a page never share an id. */
  form: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
};

/** A labelled text control of a back-office form, uncontrolled (decision 019), its error tied to it. */
export function TextField({ form, name, label, defaultValue, error, hint, inputMode, multiline }: FieldProps & { inputMode?: "decimal" | "numeric"; multiline?: number }) {
  const id = `${form}-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: clsx(controlClasses, controlBorder(Boolean(error))),
  };
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {multiline ? <Textarea rows={multiline} {...shared} /> : <input inputMode={inputMode} {...shared} />}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled choice among fixed options (a picture, a role). */
export function SelectField({ form, name, label, defaultValue, error, options }: FieldProps & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const id = `${form}-${name}`;
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} name={name} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={clsx(controlClasses, controlBorder(Boolean(error)))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
