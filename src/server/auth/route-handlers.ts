import "server-only";

import type { NextRequest } from "next/server";

import { APP_ERROR_STATUS, INTERNAL_ERROR_MESSAGE, toApiErrorBody, type AppErrorCode } from "~/server/errors";
import { handlers } from "./index";
import { secureCookiesEnabled } from "./session";

/** Auth.js's own test of a callback address (assertConfig), which it fails with a 500. */
function isHttpUrl(value: string, origin: string): boolean {
  try {
    return /^https?:/.test(new URL(value, value.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

/** The callback address cookie as Auth.js reads it: decoded when it can be, raw otherwise. */
function callbackUrlCookie(req: Request): string | undefined {
  const name = `${secureCookiesEnabled() ? "__Secure-" : ""}authjs.callback-url`;
  for (const part of req.headers.get("cookie")?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return value.join("=");
    }
  }
  return undefined;
}

function errorAnswer(code: AppErrorCode, message: string, status: number, headers?: Headers): Response {
  const answer = Response.json(toApiErrorBody(code, message), { status, headers: { "cache-control": "no-store" } });
  for (const cookie of headers?.getSetCookie() ?? []) answer.headers.append("set-cookie", cookie);
  return answer;
}

/**
 * Auth.js's endpoints with its refusals in the one error shape. Auth.js takes a callback address
 * that is not an http(s) URL (query or cookie) for a server misconfiguration and answers 500, so
 * it is refused here first; its other refusals ("Bad request." as a JSON string) are rewritten.
 */
function inOneShape(handler: (req: NextRequest) => Promise<Response>) {
  return async (req: NextRequest): Promise<Response> => {
    const url = new URL(req.url);
    const callbackUrls = [Object.fromEntries(url.searchParams).callbackUrl, callbackUrlCookie(req)];
    if (callbackUrls.some((value) => value && !isHttpUrl(value, url.origin))) {
      return errorAnswer("BAD_REQUEST", "The callback address is not valid.", 400);
    }
    const response = await handler(req);
    if (response.status < 400) return response;
    if (response.status >= 500) return errorAnswer("INTERNAL_SERVER_ERROR", INTERNAL_ERROR_MESSAGE, response.status, response.headers);
    const code = (Object.keys(APP_ERROR_STATUS) as AppErrorCode[]).find((key) => APP_ERROR_STATUS[key] === response.status) ?? "BAD_REQUEST";
    return errorAnswer(code, "The sign-in request could not be handled.", response.status, response.headers);
  };
}

export const GET = inOneShape(handlers.GET);
export const POST = inOneShape(handlers.POST);
