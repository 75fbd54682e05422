import type { $ZodError } from "zod/v4/core";

/** First message per top-level field, the way the server reports `data.fields`. */
export function fieldErrorsOf(error: $ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Moves focus to the first field, in form order, that has an error; returns whether it found one. */
export function focusFirstInvalid(order: ReadonlyArray<readonly [field: string, id: string]>, errors: Record<string, string>): boolean {
  for (const [field, id] of order) {
    if (errors[field]) {
      document.getElementById(id)?.focus();
      return true;
    }
  }
  return false;
}
