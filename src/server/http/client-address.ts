// Plain erasable TypeScript: the custom server (scripts/lib/server.mjs) loads it with Node's type
// stripping, and the services' rate limits use it through Next.

/**
 * The client's address as the reverse proxy in front saw it; `fallback` without one. That proxy
 * appends the address it saw to X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`) or replaces
 * the header (Caddy), so the last entry is the one to trust: the entries before it come from the
 * client and could be anything. Without a proxy, Next fills the header in from the socket.
 */
export function clientAddress(headers: Pick<Headers, "get">, fallback = "local"): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || fallback;
}
