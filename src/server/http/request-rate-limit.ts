// A flood guard for every API call, read-only ones included, in front of the app (decision 014).
// The services keep their own, stricter limits per action (bookings, codes, logins) in the database;
// this one is counted in memory, so that it costs nothing measurable on the hot read paths.
// Plain erasable TypeScript: the custom server loads it with Node's type stripping.

export type RequestRateLimiter = {
  /** Counts one request from `key`; `retryAfterSeconds` is set when it is over the limit. */
  take(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number };
};

/**
 * At most `limit` requests per client in each fixed window of `windowMs`. The counters are kept for
 * the current window only, so memory is bounded by the clients seen in one window.
 */
export function createRequestRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RequestRateLimiter {
  let window = -1;
  let counts = new Map<string, number>();
  return {
    take(key, now = Date.now()) {
      const current = Math.floor(now / windowMs);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      const allowed = count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil(((current + 1) * windowMs - now) / 1000) };
    },
  };
}
