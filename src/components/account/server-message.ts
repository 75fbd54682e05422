import { callErrorOf } from "~/trpc/app-error";

/**
 * The server's message when the server wrote one (its error formatter adds `appCode`, and it
 * never puts internals in a message); otherwise — a network failure, a proxy page — the fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const { code, message } = callErrorOf(error);
  return (code !== "NETWORK" && message) || fallback;
}

/**
 * The server's per-field messages (invalid input), keyed by field name; a message that only
 * repeats the banner's is left out so it is not shown twice.
 */
export function serverFieldErrors(error: unknown, bannerText?: string): Record<string, string> {
  const { fields } = callErrorOf(error);
  return Object.fromEntries(Object.entries(fields).filter(([, message]) => message !== bannerText));
}
