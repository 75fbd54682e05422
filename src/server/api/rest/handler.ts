import "server-only";

import { TRPCError } from "@trpc/server";
import { safeParse, type $ZodType, type output } from "zod/v4/core";

import { createCaller } from "~/server/api/root";
import { createTRPCContext, describeError, type TRPCContext } from "~/server/api/trpc";
import {
  AppError,
  appErrorResponse,
  fieldErrorsFromIssues,
  httpStatusOf,
  INTERNAL_ERROR_MESSAGE,
  toApiErrorBody,
} from "~/server/errors";
import { MAX_JSON_BODY_BYTES, readBodyText } from "~/server/http/api-request-guard";
import { logger } from "~/server/logger";

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
  return withResponseCookies((resHeaders) => handle(createCaller(() => createTRPCContext({ headers, resHeaders }))));
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
    withResponseCookies(async (resHeaders) => {
      const ctx = await createTRPCContext({ headers: req.headers, resHeaders });
      return handle({ req, ctx, params: await context.params });
    });
}

/** Runs a handler; the cookies the context or a procedure set (sign-in, sign-out, a slid session) reach its response, even an error. */
async function withResponseCookies(handle: (resHeaders: Headers) => Promise<Response>): Promise<Response> {
  const resHeaders = new Headers();
  let response: Response;
  try {
    response = await handle(resHeaders);
  } catch (error) {
    response = errorResponse(error);
  }
  for (const cookie of resHeaders.getSetCookie()) response.headers.append("set-cookie", cookie);
  return response;
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) return appErrorResponse(error);
  if (error instanceof TRPCError) {
    const described = describeError(error);
    if (described.code === "INTERNAL_SERVER_ERROR") logger.error("request failed", { error: error.cause ?? error });
    return json(toApiErrorBody(described.code, described.message, described.fields), httpStatusOf(described.code));
  }
  logger.error("request failed", { error });
  return json(toApiErrorBody("INTERNAL_SERVER_ERROR", INTERNAL_ERROR_MESSAGE), 500);
}

/**
 * Reads a JSON body (capped while it streams; src/proxy.ts already refused a too-large declared
 * length and a type other than JSON) and validates it with the shared schema; any problem is a 4xx
 * in the one shape.
 */
export async function readJsonBody<S extends $ZodType>(req: Request, schema: S): Promise<output<S>> {
  const text = await readBodyText(req, MAX_JSON_BODY_BYTES);
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
