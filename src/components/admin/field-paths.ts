import type { $ZodError } from "zod/v4/core";

/** First message per field path ("days.1.closesAt"), the way the server reports `fields`. */
export function fieldErrorsByPath(error: $ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return fields;
}

/** Moves focus to the first control of the form whose name has an error. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid && Object.keys(errors).length > 0) invalid.focus();
}
