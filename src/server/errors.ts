import type { Locale } from "~/i18n/locales";
import { localizeError } from "./error-language";

/**
 * The one error shape. Services throw `AppError`; tRPC and the REST adapter map its code to a
 * status in one place (`httpStatusOf`). Anything else is an internal error whose message never
 * leaves the server. Messages are English (or catalogue keys) until an edge answers: then they are
 * put in the caller's language (./error-language.ts).
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** Per-field messages for invalid input, keyed by the field's path ("patient.phoneNumber"). */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  override name = "AppError";
  readonly code: AppErrorCode;
  readonly fields?: FieldErrors;
  constructor(code: AppErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.code = code;
    this.fields = fields;
  }
}

/** A 429 that says when to come back (the answer's Retry-After). */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super("TOO_MANY_REQUESTS", message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a minute.";

/**
 * A 503 that says when to come back: the database did not answer (stopped, restarting, failing
 * over), so the caller is told at once, in the one shape, rather than with a 500 (decision 043).
 */
export class ServiceUnavailableError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string = UNAVAILABLE_MESSAGE, retryAfterSeconds = 5) {
    super("SERVICE_UNAVAILABLE", message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong. Please try again.";
export const NO_ENDPOINT_MESSAGE = "No API endpoint at this address.";

export function httpStatusOf(code: AppErrorCode): number {
  return APP_ERROR_STATUS[code];
}

/**
 * An AppError as an HTTP answer in the one shape, in `locale` (the caller's: `requestLocale`), with
 * Retry-After for a 429 or a 503 that knows it.
 */
export function appErrorResponse(error: AppError, locale: Locale = "en"): Response {
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) headers["retry-after"] = String(error.retryAfterSeconds);
  const { message, fields } = localizeError(locale, { message: error.message, fields: error.fields });
  return Response.json(toApiErrorBody(error.code, message, fields), { status: httpStatusOf(error.code), headers });
}

/** The JSON body of every API error. `error` repeats `message` for the spec's client, which reads it. */
export type ApiErrorBody = {
  success: false;
  code: AppErrorCode;
  message: string;
  error: string;
  fields?: FieldErrors;
};

export function toApiErrorBody(code: AppErrorCode, message: string, fields?: FieldErrors): ApiErrorBody {
  return { success: false, code, message, error: message, ...(fields && Object.keys(fields).length ? { fields } : {}) };
}

/** First message per field from zod issues; the overall message is the first field's. */
export function fieldErrorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
