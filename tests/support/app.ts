import { createCaller } from "~/server/api/root";
import type { RequestSession, SessionUser } from "~/server/auth/session";
import { getDb } from "~/server/db/client";
import { ensureDatabaseReady } from "~/server/database-ready";
import { rateLimitCounters } from "~/server/db/schema";
import { withClientAddress } from "~/server/http/client-address";
import type { RateLimit } from "~/server/services/security/rate-limit";

/** The database of this test file, migrated. */
export async function testDb() {
  await ensureDatabaseReady();
  return getDb();
}

/**
 * A tRPC caller as a signed-in user (a Bearer session) or a visitor, without HTTP. Staff and admins
 * get a back-office session (password and second factor) unless `kind` says otherwise.
 */
export async function testCaller({
  user = null,
  headers = new Headers(),
  from,
  kind = user && user.role !== "parent" ? "staff" : "standard",
}: { user?: SessionUser | null; headers?: Headers; from?: string; kind?: RequestSession["kind"] } = {}) {
  const db = await testDb();
  if (from) headers = withClientAddress(headers, from);
  const expires = new Date(Date.now() + 30 * 60_000);
  const session = user ? { user, sessionId: "test-session", via: "bearer" as const, issuedAt: Date.now() / 1000, kind, expires } : null;
  return createCaller({ db, headers, resHeaders: new Headers(), session, user });
}

type RouteHandler<P> = (req: Request, context: { params: Promise<P> }) => Response | Promise<Response>;

/** Calls a Next route handler as the server would, and returns status and parsed JSON. */
export async function callRoute<P = Record<string, never>>(
  handler: RouteHandler<P>,
  {
    url = "http://localhost:3000/api/test",
    method = "GET",
    body,
    params,
    headers,
    from,
  }: {
    url?: string;
    method?: string;
    body?: unknown;
    params?: P;
    headers?: Record<string, string>;
    /** The client's address, as the server labels it on arrival (src/server/http/client-address.ts). */
    from?: string;
  } = {},
): Promise<{ status: number; json: unknown; headers: Headers }> {
  await ensureDatabaseReady();
  const requestHeaders = from ? withClientAddress(headers ?? {}, from) : new Headers(headers);
  const init: RequestInit = { method, headers: requestHeaders };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    if (!requestHeaders.has("content-type")) requestHeaders.set("content-type", "application/json");
  }
  const response = await handler(new Request(url, init), { params: Promise.resolve((params ?? {}) as P) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers };
}

/** Sets a limit's counter in the current window, as if `count` uses had already been made. */
export async function fillRateLimit({ key, windowSeconds }: RateLimit, count: number, now = new Date()) {
  const ms = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / ms) * ms);
  await (await testDb())
    .insert(rateLimitCounters)
    .values({ key, windowStart, count })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count } });
}
