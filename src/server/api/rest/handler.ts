import "server-only";

import { TRPCError } from "@trpc/server";
import { safeParse, type $ZodType, type output } from "zod/v4/core";

import type { Locale } from "~/i18n/locales";
import { createCaller } from "~/server/api/root";
import { secretInAnswer } from "~/server/api/secret-in-answer";
import { createTRPCContext, describeError, type TRPCContext } from "~/server/api/trpc";
import {
  AppError,
  appErrorResponse,
  fieldErrorsFromIssues,
  httpStatusOf,
  INTERNAL_ERROR_MESSAGE,
  NO_ENDPOINT_MESSAGE,
  ServiceUnavailableError,
  toApiErrorBody,
} from "~/server/errors";
import { isDatabaseUnavailable } from "~/server/db/unavailable";
import { loadErrorLanguage, localizeError } from "~/server/error-language";
import { assertJsonDepth, MAX_JSON_BODY_BYTES, readBodyText } from "~/server/http/api-request-guard";
import { requestLocale } from "~/server/http/request-locale";
import { logger } from "~/server/logger";
import { withRequestContext } from "~/server/observability/request-context";

/**
 * The thin REST adapter: each documented /api path parses its request, calls the tRPC caller and
 * shapes the spec's response. Errors leave in the one shape, with the status of their code.
 */
type Caller = ReturnType<typeof createCaller>;
type RouteContext<P> = { params: Promise<P> };

export function restRoute<P = Record<string, never>>(
  handle: (input: { req: Request; caller: Caller; params: P }) => Promise<Response>,
) {
  return (req: Request, context: RouteContext<P>): Promise<Response> =>
    restResponse(req.headers, async (caller) => handle({ req, caller, params: await context.params }));
}

/**
 * One REST call from the request's headers: the tRPC caller (context, session), errors in the one
 * shape, and the cookies procedures set.
 */
async function restResponse(headers: Headers, handle: (caller: Caller) => Promise<Response>): Promise<Response> {
  return withResponseCookies(headers, (resHeaders) => handle(createCaller(() => createTRPCContext({ headers, resHeaders }))));
}

/**
 * A documented path whose work is not a procedure (a file's bytes, a plain form's post): it gets
 * the context procedures get — the migrated database and the request's session — and hands it to
 * its service; errors leave in the one shape.
 */
export function contextRoute<P = Record<string, never>>(
  handle: (input: { req: Request; ctx: TRPCContext; params: P }) => Promise<Response>,
) {
  return (req: Request, context: RouteContext<P>): Promise<Response> =>
    withResponseCookies(req.headers, async (resHeaders) => {
      const ctx = await createTRPCContext({ headers: req.headers, resHeaders });
      return handle({ req, ctx, params: await context.params });
    });
}

/**
 * Runs a handler; the cookies the context or a procedure set (sign-in, sign-out, a slid session)
 * reach its response, even an error, which is answered in the caller's language.
 */
function withResponseCookies(headers: Headers, handle: (resHeaders: Headers) => Promise<Response>): Promise<Response> {
  return withRequestContext(headers, () => answerWithCookies(headers, handle));
}

async function answerWithCookies(headers: Headers, handle: (resHeaders: Headers) => Promise<Response>): Promise<Response> {
  const resHeaders = new Headers();
  let response: Response;
  try {
    response = await handle(resHeaders);
  } catch (error) {
    const locale = requestLocale(headers);
    await loadErrorLanguage(locale);
    response = errorResponse(error, locale);
  }
  for (const cookie of resHeaders.getSetCookie()) response.headers.append("set-cookie", cookie);
  return response;
}

export function json(body: unknown, status = 200): Response {
  // Answers built from procedures were checked there; a route's own body is checked here.
  const at = secretInAnswer(body);
  if (at !== null) {
    logger.error("an answer held a secret and was not sent", { at });
    return Response.json(toApiErrorBody("INTERNAL_SERVER_ERROR", INTERNAL_ERROR_MESSAGE), { status: 500, headers: { "cache-control": "no-store" } });
  }
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}


/** The 404 of an address no route serves, in the caller's language. */
export function noEndpoint(req: Request): Response {
  return json(toApiErrorBody("NOT_FOUND", localizeError(requestLocale(req.headers), { message: NO_ENDPOINT_MESSAGE }).message), 404);
}

/** Whatever a route threw, as an answer in the one shape, in `locale` (loaded: `loadErrorLanguage`). */
export function errorResponse(error: unknown, locale: Locale = "en"): Response {
  if (error instanceof AppError) return appErrorResponse(error, locale);
  if (error instanceof TRPCError && error.cause instanceof ServiceUnavailableError) return appErrorResponse(error.cause, locale);
  if (isDatabaseUnavailable(error)) {
    logger.warn("request failed: the database did not answer", { error });
    return appErrorResponse(new ServiceUnavailableError(), locale);
  }
  if (error instanceof TRPCError) {
    const described = localizeError(locale, describeError(error));
    if (described.code === "INTERNAL_SERVER_ERROR") logger.error("request failed", { error: error.cause ?? error });
    return json(toApiErrorBody(described.code, described.message, described.fields), httpStatusOf(described.code));
  }
  logger.error("request failed", { error });
  return json(toApiErrorBody("INTERNAL_SERVER_ERROR", localizeError(locale, { message: INTERNAL_ERROR_MESSAGE }).message), 500);
}

/**
 * Reads a JSON body (capped while it streams; src/proxy.ts already refused a too-large declared
 * length and a type other than JSON) and validates it with the shared schema; any problem is a 4xx
 * in the one shape.
 */
export async function readJsonBody<S extends $ZodType>(req: Request, schema: S): Promise<output<S>> {
  const text = await readBodyText(req, MAX_JSON_BODY_BYTES);
  assertJsonDepth(text);
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body must be valid JSON.");
  }
  return validate(schema, body);
}

/** Validates the query string with the shared schema; problems are a 400 in the one shape. */
export function readSearchParams<S extends $ZodType>(url: URL, schema: S): output<S> {
  return validate(schema, Object.fromEntries(url.searchParams));
}

function validate<S extends $ZodType>(schema: S, value: unknown): output<S> {
  const parsed = safeParse(schema, value);
  if (!parsed.success) {
    const fields = fieldErrorsFromIssues(parsed.error.issues);
    throw new AppError("BAD_REQUEST", Object.values(fields)[0] ?? "Invalid input.", fields);
  }
  return parsed.data;
}
