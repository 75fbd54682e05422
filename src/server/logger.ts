import "server-only";

import { env } from "~/env";
import { currentRequestId } from "~/server/observability/request-context";

const levels = ["trace", "debug", "info", "warn", "error", "fatal"] as const;
type Level = (typeof levels)[number];

const threshold = env.LOG_LEVEL === "silent" ? Infinity : levels.indexOf(env.LOG_LEVEL);

/**
 * An error as a log field: its kind and message, never the values a query was run with (Drizzle's
 * query errors put them — e-mail addresses, code hashes, tokens — into their message).
 */
export function loggableError(error: unknown): { name: string; message: string; code?: string } {
  if (!(error instanceof Error)) {
    // Some libraries emit plain objects (pg-boss's error events): their message, not "[object Object]".
    const message = typeof error === "object" && error !== null && "message" in error ? String((error as { message: unknown }).message) : String(error);
    return { name: "Error", message };
  }
  const query = (error as { query?: unknown }).query;
  if (typeof query === "string") {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    const code = (cause as { code?: unknown } | undefined)?.code;
    return { name: "QueryError", message: `${cause?.message ?? "query failed"} — in: ${query}`, ...(typeof code === "string" ? { code } : {}) };
  }
  return { name: error.name, message: error.message };
}

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (levels.indexOf(level) < threshold) return;
  const safe = fields && "error" in fields ? { ...fields, error: loggableError(fields.error) } : fields;
  const requestId = currentRequestId();
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...(requestId ? { requestId } : {}), ...safe });
  if (levels.indexOf(level) >= levels.indexOf("warn")) console.error(line);
  else console.log(line);
}

/**
 * One-line JSON logs; fields never include secrets or personal data beyond what support needs. Pass
 * an error as `error` itself (not its string): it is logged through `loggableError`.
 */
export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
