import { createCaller } from "~/server/api/root";
import type { SessionUser } from "~/server/auth/session";
import { getDb } from "~/server/db/client";
import { ensureDatabaseReady } from "~/server/db/ready";

/** The database of this test file, migrated. */
export async function testDb() {
  await ensureDatabaseReady();
  return getDb();
}

/** A tRPC caller as a signed-in user (a Bearer session) or a visitor, without HTTP. */
export async function testCaller({ user = null, headers = new Headers() }: { user?: SessionUser | null; headers?: Headers } = {}) {
  const db = await testDb();
  const session = user ? { user, sessionId: "test-session", via: "bearer" as const, issuedAt: Date.now() / 1000 } : null;
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
  }: { url?: string; method?: string; body?: unknown; params?: P; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown; headers: Headers }> {
  await ensureDatabaseReady();
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] ??= "application/json";
  }
  const response = await handler(new Request(url, init), { params: Promise.resolve((params ?? {}) as P) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers };
}
