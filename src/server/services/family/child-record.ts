import "server-only";

import { AppError } from "~/server/errors";
import { beirutDate } from "~/lib/calendar-date";
import { dateOfBirthProblem } from "~/lib/child-age";

/**
 * A child as the audit log keeps it: the name and the details, and only whether medical alerts are
 * written — their text is health data the audit log's readers have no need of (decision 045).
 */
export function auditedChild(child: { firstName: string; lastName: string; dateOfBirth: string | null; sex: string | null; medicalAlerts: string | null }) {
  return {
    name: `${child.firstName} ${child.lastName}`,
    dateOfBirth: child.dateOfBirth,
    sex: child.sex,
    hasMedicalAlerts: Boolean(child.medicalAlerts),
  };
}

const MESSAGES = {
  invalid: "family.validation.dateOfBirthInvalid",
  future: "family.validation.dateOfBirthFuture",
  tooOld: "family.validation.dateOfBirthTooOld",
} as const;

/**
 * The date of birth checked again on the service's clock (the shared schema checked it on the
 * caller's): a direct caller, or a form sent just before midnight, meets the same rule.
 */
export function assertDateOfBirth(dateOfBirth: string, now: Date): void {
  const problem = dateOfBirthProblem(dateOfBirth, beirutDate(now));
  if (problem) throw new AppError("BAD_REQUEST", MESSAGES[problem], { dateOfBirth: MESSAGES[problem] });
}
