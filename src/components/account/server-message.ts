import { TRPCClientError } from "@trpc/client";

function appErrorData(error: unknown): { appCode: string; fields: Record<string, string> | null } | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (!data || typeof data !== "object" || !("appCode" in data) || typeof data.appCode !== "string") return null;
  const fields = "fields" in data && data.fields && typeof data.fields === "object" ? (data.fields as Record<string, string>) : null;
  return { appCode: data.appCode, fields };
}

/**
 * The server's message when the server wrote one (its error formatter adds `appCode`, and it
 * never puts internals in a message); otherwise — a network failure, a proxy page — the fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!appErrorData(error)) return fallback;
  const message = (error as TRPCClientError<never>).message.trim();
  return message || fallback;
}

/**
 * The server's per-field messages (invalid input), keyed by field name; a message that only
 * repeats the banner's is left out so it is not shown twice.
 */
export function serverFieldErrors(error: unknown, bannerText?: string): Record<string, string> {
  const fields = appErrorData(error)?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).filter(([, message]) => message !== bannerText));
}
