import "server-only";

import { AppError } from "~/server/errors";

/*
 * What every API request must satisfy before a route handler reads it (decision 015), checked in
 * src/proxy.ts: changes come from our own pages or from callers that are not browsers, bodies have
 * the type their route reads, and no body is larger than its route accepts.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Paths that read a form, not JSON: the test gateway's buttons, one-click unsubscribe (RFC 8058), a
 * parent changing their visit, booking a waitlist offer or confirming a waitlist place from their
 * link, paying again after a declined card, and e-mailing a booking's confirmation from its page.
 */
const FORM_PATHS = [
  /^\/api\/appointments\/(retry|confirmation\/email)$/,
  /^\/api\/payments\/simulated\/[^/]+$/,
  /^\/api\/newsletter\/unsubscribe\/[^/]+$/,
  /^\/api\/appointments\/manage\/[^/]+\/(cancel|reschedule)$/,
  /^\/api\/appointments\/waitlist\/[^/]+\/claim$/,
  /^\/api\/appointments\/waitlist\/confirm\/[^/]+$/,
];
/** Providers' signed notifications: JSON, larger than a form, never from a browser. */
const WEBHOOK_PATHS = /^\/api\/webhooks\//;

export const MAX_JSON_BODY_BYTES = 64 * 1024;
export const MAX_FORM_BODY_BYTES = 16 * 1024;
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

type BodyRule = { maxBytes: number; types: string[] };

export function bodyRuleOf(pathname: string): BodyRule {
  if (WEBHOOK_PATHS.test(pathname)) return { maxBytes: MAX_WEBHOOK_BODY_BYTES, types: ["application/json"] };
  if (FORM_PATHS.some((path) => path.test(pathname))) {
    return { maxBytes: MAX_FORM_BODY_BYTES, types: ["application/x-www-form-urlencoded", "multipart/form-data"] };
  }
  return { maxBytes: MAX_JSON_BODY_BYTES, types: ["application/json"] };
}

const CROSS_SITE_MESSAGE = "This request came from another site and was refused. Please use the clinic's own pages.";

/**
 * A state-changing request is refused when the browser says it comes from another origin: its
 * `Origin` is not PUBLIC_URL's (or, for a loopback PUBLIC_URL, its localhost name: src/env.js's
 * WEBAUTHN_ORIGIN), or (without Origin) `Sec-Fetch-Site` is not same-origin. Callers
 * that are not browsers send neither and pass; cookie-authenticated changes still need the XSRF
 * token (src/server/api/trpc.ts).
 */
export function crossSiteRefusal(method: string, headers: Pick<Headers, "get">, siteOrigins: string | readonly string[]): AppError | null {
  if (SAFE_METHODS.has(method)) return null;
  const origin = headers.get("origin");
  if (origin !== null) return ([] as string[]).concat(siteOrigins).includes(origin) ? null : new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
  return null;
}

/**
 * A body is refused by its declared length before anything reads it (413), and by its type (415):
 * JSON APIs take only application/json, so a cross-site "simple" request (text/plain) cannot reach
 * them. Bodies sent without a length are capped while they are read (`readBodyText`).
 */
export function bodyRefusal(pathname: string, method: string, headers: Pick<Headers, "get">): AppError | null {
  if (SAFE_METHODS.has(method)) return null;
  const rule = bodyRuleOf(pathname);
  const declared = headers.get("content-length");
  const length = declared === null ? null : Number(declared);
  if (length !== null && (!Number.isSafeInteger(length) || length < 0)) return new AppError("BAD_REQUEST", "The request's Content-Length is not valid.");
  if (length !== null && length > rule.maxBytes) return tooLarge(rule.maxBytes);
  const hasBody = (length ?? 0) > 0 || headers.get("transfer-encoding") !== null;
  if (!hasBody) return null;
  const type = headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!rule.types.includes(type)) {
    return new AppError("UNSUPPORTED_MEDIA_TYPE", `This address accepts ${rule.types.join(" or ")} only.`);
  }
  return null;
}

function tooLarge(maxBytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The request body is too large (at most ${Math.round(maxBytes / 1024)} KB).`);
}

/**
 * The body as text, read no further than `maxBytes`: a body that declared no length (chunked) is
 * cut off, and refused, as soon as it passes the cap, so it never fills the server's memory.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading and leave the rest unread: what a route can be given is already bounded by
      // the proxy's body copy (next.config.mjs), and cancelling a stream its source is still
      // filling makes the source fail on its next chunk.
      reader.releaseLock();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * How deep a JSON input may nest: the site's deepest input (a booking's patient, a course's
 * modules and lessons) is 5 levels. Checked on the text before anything parses or walks it, so
 * 10 KB of `[[[…]]]` is a 400 in the one error shape, never a stack overflow in a recursive walk.
 */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** True when `text`'s arrays and objects nest deeper than `maxDepth` (brackets inside strings do not count). */
export function jsonNestsDeeperThan(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

/** Refuses a JSON text nested deeper than MAX_JSON_DEPTH (400). */
export function assertJsonDepth(text: string): void {
  if (jsonNestsDeeperThan(text)) throw new AppError("BAD_REQUEST", JSON_TOO_DEEP_MESSAGE);
}
