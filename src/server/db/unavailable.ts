/**
 * Whether an error means the PostgreSQL server could not be reached or went away (it is stopped,
 * restarting or failing over), as opposed to a query that is wrong: the first is a 503 the caller
 * may retry, the second a 500 (decision 043). Drivers and layers wrap errors (Drizzle's query error,
 * tRPC's error, an AggregateError of each address tried), so the whole chain of causes is read.
 */

/** Network errors of the socket to the server. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL"]);

/**
 * SQLSTATEs of a server that is not there for us: class 08 (connection exception), an
 * administrator's or a crash's shutdown (57P01, 57P02), starting up or shutting down (57P03),
 * no connection slot left (53300).
 */
const UNAVAILABLE_STATES = /^(?:08\w{3}|57P0[123]|53300)$/;

/** node-postgres's own words when the connection is gone or never came. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Connection ended unexpectedly",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((words) => message.startsWith(words))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
