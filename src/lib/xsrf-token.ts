/** The double-submit CSRF token the server set as a cookie; every change echoes it in a header. */
export const XSRF_HEADER = "x-xsrf-token";

export function readXsrfToken(): string | undefined {
  if (typeof document === "undefined") return undefined;
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
