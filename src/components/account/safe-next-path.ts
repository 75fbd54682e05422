const BASE = "http://same-site.invalid";

/**
 * The `?next=` target after login, only when it stays on this site: a path starting with one "/".
 * "//host", "/\host" and control characters are refused because browsers read them as another
 * origin (an open redirect).
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return null;
  }
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where the dashboard guard sends a visitor without a session: the login page, then back. */
export function loginUrlFor(requestedPath: string | null | undefined): string {
  const next = safeNextPath(requestedPath);
  return next ? `/login?next=${encodeURIComponent(next)}` : "/login";
}
