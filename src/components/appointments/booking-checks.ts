import { ZBookAppointment } from "~/schemas/appointments";

/**
 * The booking form's check before it sends: the schema the server uses, in a chunk of its own that
 * the form loads once it runs (decision 060). Answers the issues as [field path, message key].
 */
export function bookingProblems(input: unknown): Array<readonly [string, string]> {
  const parsed = ZBookAppointment.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message] as const);
}
