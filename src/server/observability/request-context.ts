import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

/** What every log line written while answering one API request carries. */
type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** The proxy's request id (deploy/Caddyfile sets X-Request-Id; a UUID), when it looks like one. */
export function requestIdOf(headers: Headers): string | null {
  const id = headers.get("x-request-id");
  return id && /^[A-Za-z0-9-]{8,64}$/.test(id) ? id : null;
}

/** Runs `work` with the request's id available to the logger (src/server/logger.ts). */
export function withRequestContext<T>(headers: Headers, work: () => Promise<T>): Promise<T> {
  const requestId = requestIdOf(headers);
  return requestId ? storage.run({ requestId }, work) : work();
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
