/**
 * tRPC's context, procedures and error formatting. Procedures stay thin: validate with the shared
 * schema, call one service, return its result.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { $ZodError } from "zod/v4/core";

import type { Locale } from "~/i18n/locales";
import { getRequestSession, readCookie, type RequestSession, type SessionUser } from "~/server/auth/session";
import { slideSession } from "~/server/auth/session-token";
import { getDb } from "~/server/db/client";
import { ensureDatabaseReady } from "~/server/database-ready";
import { isDatabaseUnavailable } from "~/server/db/unavailable";
import { loadErrorLanguage, localizeError } from "~/server/error-language";
import {
  AppError,
  fieldErrorsFromIssues,
  INTERNAL_ERROR_MESSAGE,
  ServiceUnavailableError,
  type AppErrorCode,
  type FieldErrors,
} from "~/server/errors";
import { requestLocale } from "~/server/http/request-locale";
import { logger } from "~/server/logger";
import { secretInAnswer } from "./secret-in-answer";

export type TRPCContext = {
  db: ReturnType<typeof getDb>;
  /** The request's headers (client address, cookies, CSRF token). */
  headers: Headers;
  /** Headers for the response: procedures that sign in or out set the session cookie here. */
  resHeaders: Headers;
  session: RequestSession | null;
  user: SessionUser | null;
  /**
   * The caller's language (`requestLocale`: the page's, else Accept-Language): errors are answered
   * in it, and what a procedure creates for a parent (a booking, an account) keeps it for their
   * e-mails. Procedures always have it; a context made by hand may leave it to the headers.
   */
  locale?: Locale;
};

export async function createTRPCContext(opts: { headers: Headers; resHeaders?: Headers }): Promise<TRPCContext> {
  const locale = requestLocale(opts.headers);
  // Loaded now: the error formatter answers in it and cannot wait for a catalogue.
  await loadErrorLanguage(locale);
  await ensureDatabaseReady();
  const db = getDb();
  const session = await getRequestSession(opts.headers);
  const resHeaders = opts.resHeaders ?? new Headers();
  if (session) await slideSession(db, session, resHeaders);
  return { db, headers: opts.headers, resHeaders, session, user: session?.user ?? null, locale };
}

export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";
const CSRF_MESSAGE = "Your session could not be verified. Please reload the page and try again.";

/** Double-submit check: a cookie-authenticated change must echo the XSRF-TOKEN cookie in a header. */
export function csrfTokenMatches(headers: Headers): boolean {
  const cookie = readCookie(headers, CSRF_COOKIE);
  const header = headers.get(CSRF_HEADER);
  return Boolean(cookie && header && cookie.length >= 16 && cookie === header);
}

const APP_TO_TRPC: Record<AppErrorCode, TRPCError["code"]> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_SUPPORTED",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  // tRPC has no 416; only the lesson video stream (not a procedure) answers it.
  RANGE_NOT_SATISFIABLE: "BAD_REQUEST",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  INTERNAL_SERVER_ERROR: "INTERNAL_SERVER_ERROR",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
};

/** Turns whatever a procedure threw into the one error shape: code, message, fields. */
export function describeError(error: TRPCError): { code: AppErrorCode; message: string; fields?: FieldErrors } {
  const cause = error.cause;
  if (cause instanceof AppError) return { code: cause.code, message: cause.message, fields: cause.fields };
  // Also when the context could not be made (no middleware ran to map it).
  if (isDatabaseUnavailable(error)) return { code: "SERVICE_UNAVAILABLE", message: new ServiceUnavailableError().message };
  if (cause instanceof $ZodError) {
    const fields = fieldErrorsFromIssues(cause.issues);
    return { code: "BAD_REQUEST", message: Object.values(fields)[0] ?? "Invalid input.", fields };
  }
  const code = (Object.keys(APP_TO_TRPC) as AppErrorCode[]).find((key) => APP_TO_TRPC[key] === error.code);
  if (!code || code === "INTERNAL_SERVER_ERROR") return { code: "INTERNAL_SERVER_ERROR", message: INTERNAL_ERROR_MESSAGE };
  return { code, message: error.message };
}

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    const described = localizeError(ctx?.locale ?? "en", describeError(error));
    return {
      ...shape,
      message: described.message,
      data: {
        ...shape.data,
        // A context that could not be made for want of the database is a 503 too (tRPC's status comes from here).
        ...(described.code === "SERVICE_UNAVAILABLE" ? { httpStatus: 503 } : {}),
        stack: undefined,
        appCode: described.code,
        fields: described.fields ?? null,
      },
    };
  },
});

/** Whether a procedure's error is the database's absence: the answer then says when to retry. */
export function retryAfterOf(errors: readonly TRPCError[]): number | null {
  for (const error of errors) {
    if (error.cause instanceof ServiceUnavailableError) return error.cause.retryAfterSeconds;
    if (isDatabaseUnavailable(error)) return new ServiceUnavailableError().retryAfterSeconds;
  }
  return null;
}

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

/** Maps AppError to its tRPC code and logs what is unexpected, once, on the server only. */
const errorMapping = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) {
      result.error = new TRPCError({ code: APP_TO_TRPC[cause.code], message: cause.message, cause });
    } else if (isDatabaseUnavailable(result.error)) {
      logger.warn("procedure failed: the database did not answer", { path, error: cause ?? result.error });
      const unavailable = new ServiceUnavailableError();
      result.error = new TRPCError({ code: "SERVICE_UNAVAILABLE", message: unavailable.message, cause: unavailable });
    } else if (result.error.code === "INTERNAL_SERVER_ERROR") {
      logger.error("procedure failed", { path, error: String(cause ?? result.error) });
    }
  }
  return result;
});

/**
 * Every mutation made with the session cookie must carry the CSRF header (spec §7's client sends
 * it); Bearer-authenticated calls and calls without a session are not forgeable by another site.
 */
const csrfProtection = t.middleware(({ ctx, type, next }) => {
  if (type === "mutation" && ctx.session?.via === "cookie" && !csrfTokenMatches(ctx.headers)) {
    throw new AppError("FORBIDDEN", CSRF_MESSAGE);
  }
  return next();
});

export const NUL_MESSAGE = "Text may not contain the NUL character.";

/** The path ("patient.name", "" for the input itself) of the first string holding U+0000, or null. */
export function pathOfNul(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return at;
    const found = pathOfNul(item, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a string with it in any input would fail the query with an
 * internal error. Refused up front instead, as invalid input, for every procedure and REST path.
 */
const nulRefusal = t.middleware(async ({ getRawInput, next }) => {
  const path = pathOfNul(await getRawInput());
  if (path === null) return next();
  // The path may be made of the client's own keys: superjson refuses to send "__proto__",
  // "constructor" or "prototype" back (prototype pollution), so such a path is not named.
  const named = path !== "" && !path.split(".").some((key) => ["__proto__", "constructor", "prototype"].includes(key));
  throw new AppError("BAD_REQUEST", NUL_MESSAGE, { [named ? path : "_"]: NUL_MESSAGE });
});

/** No answer carries a secret (./secret-in-answer.ts): a procedure that would send one fails instead. */
const secretShield = t.middleware(async ({ next, path }) => {
  const result = await next();
  const at = result.ok ? secretInAnswer(result.data) : null;
  if (at !== null) {
    logger.error("an answer held a secret and was not sent", { path, at });
    throw new AppError("INTERNAL_SERVER_ERROR", INTERNAL_ERROR_MESSAGE);
  }
  return result;
});

/** Every procedure knows the caller's language (a context made by hand reads it from its headers). */
const callerLocale = t.middleware(({ ctx, next }) => next({ ctx: { locale: ctx.locale ?? requestLocale(ctx.headers) } }));

export const publicProcedure = t.procedure.use(errorMapping).use(secretShield).use(callerLocale).use(csrfProtection).use(nulRefusal);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", "Please log in to continue.");
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** A staff account's session opened at /admin/login (password and a second factor, decision 038). */
export function hasBackOfficeSession(session: RequestSession): boolean {
  return session.kind === "staff" && session.user.role !== "parent";
}

/**
 * The clinic's staff, in a back-office session: a parent is refused (403); a staff account signed
 * in on the public site only (password alone, or a code alone) must sign in at /admin/login (401).
 */
export const staffProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role === "parent") throw new AppError("FORBIDDEN", "This is for the clinic's staff.");
  if (!ctx.session || !hasBackOfficeSession(ctx.session)) {
    throw new AppError("UNAUTHORIZED", "Please sign in to the back-office (with your password and your second factor).");
  }
  return next();
});

/** The doctor/owner: prices, schedule, courses, staff accounts (docs/decisions/024). */
export const adminProcedure = staffProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "admin") throw new AppError("FORBIDDEN", "Only the clinic's administrator can change this.");
  return next();
});
