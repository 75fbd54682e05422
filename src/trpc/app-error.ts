import type { AppErrorCode } from "~/server/errors";

/** What a failed call to a procedure told the browser, read from the one error shape. */
export type CallError = {
  /** The one error shape's code; "NETWORK" when no answer of ours arrived (offline, a proxy page). */
  code: AppErrorCode | "NETWORK";
  /** The server's message (written for visitors); empty for "NETWORK". */
  message: string;
  /** The server's per-field messages for invalid input, keyed by path ("patient.phoneNumber"). */
  fields: Readonly<Record<string, string>>;
};

/**
 * Reads a tRPC client error as the one error shape: the server's error formatter adds `appCode`
 * and `fields` to its data (src/server/api/trpc.ts). Duck-typed, so that reading an error does not
 * put the tRPC client into a page's first load.
 */
export function callErrorOf(error: unknown): CallError {
  const data: unknown = error && typeof error === "object" && "data" in error ? error.data : null;
  if (!data || typeof data !== "object" || !("appCode" in data) || typeof data.appCode !== "string") {
    return { code: "NETWORK", message: "", fields: {} };
  }
  const fields = "fields" in data && data.fields && typeof data.fields === "object" ? (data.fields as Record<string, string>) : {};
  const message = error instanceof Error ? error.message.trim() : "";
  return { code: data.appCode as AppErrorCode, message, fields };
}
