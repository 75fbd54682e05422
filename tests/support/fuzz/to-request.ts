import { toBodyInit } from "./bodies";
import { routePath } from "./next-route";
import type { FuzzRequest } from "./requests";

/** The live credentials of the fixtures' parent, for the "valid-*" auth kinds. */
export type LiveSession = { token: string; cookieName: string; csrf: string };

/** The real `Request` a generated request stands for, with its client address, session and signature. */
export function toRequest(
  request: FuzzRequest,
  { addressHeaders, session, sign }: { addressHeaders: Record<string, string>; session: LiveSession | null; sign: (rawBody: string) => Record<string, string> },
): Request {
  const headers = new Headers(request.headers.extra);
  for (const [k, v] of Object.entries(addressHeaders)) headers.set(k, v);
  const cookies: string[] = [];
  const auth = request.headers.auth;
  if (auth.kind === "bearer") headers.set("authorization", `Bearer ${auth.value}`);
  if (auth.kind === "raw-authorization") headers.set("authorization", auth.value);
  if (auth.kind === "session-cookie") cookies.push(`authjs.session-token=${auth.value}`);
  if (auth.kind === "raw-cookie") cookies.push(auth.value);
  if (auth.kind === "valid-bearer" && session) headers.set("authorization", `Bearer ${session.token}`);
  if (auth.kind === "valid-cookie" && session) {
    cookies.push(`${session.cookieName}=${session.token}`, `XSRF-TOKEN=${session.csrf}`);
    if (auth.csrf === "matching") headers.set("x-xsrf-token", session.csrf);
    if (auth.csrf === "wrong") headers.set("x-xsrf-token", `${session.csrf}x`);
  }
  if (cookies.length) headers.set("cookie", cookies.join("; "));

  const search = request.query.length ? `?${new URLSearchParams(request.query).toString()}` : "";
  const url = `http://localhost:3000${routePath(request.route, request.params)}${search}`;
  const init: RequestInit = { method: request.method, headers };
  // fetch refuses a body on GET and HEAD; the spec keeps it so that a failure shows what was meant.
  if (request.body && request.method !== "GET" && request.method !== "HEAD") {
    const { body, contentType } = toBodyInit(request.body);
    init.body = body;
    if (contentType !== null) headers.set("content-type", contentType);
    if (request.signed && request.body.kind === "text") for (const [k, v] of Object.entries(sign(request.body.text))) headers.set(k, v);
  }
  return new Request(url, init);
}
