import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { rateLimitCounters } from "~/server/db/schema";
import type { RateLimit } from "./rate-limit";

/*
 * A limit counted in the shared table without a database write per request. A process takes a
 * lease of several uses at once (one atomic `count = count + n … RETURNING count`) and spends them
 * locally; leases shrink as the total nears the limit, down to one use per write. So no process
 * ever admits more than the shared total allows, and far from the limit there is one write per
 * lease (up to 64 calls). A lease not spent by the end of its window is lost: a client may be
 * refused up to a few uses early when several processes hold leases. For the API flood limit,
 * on the path of every call; the strict limits (codes, logins) count each use exactly.
 */

const MAX_LEASE = 64;
/** Keys of past windows are dropped as they are met; past this many keys, all old ones at once. */
const MAX_KEYS = 50_000;

type Entry = { window: number; units: number; known: number; leasing?: Promise<void> };

export type BatchedCounter = {
  /** Counts one use of `limit.key`: allowed, or the seconds until its window ends. */
  take(limit: RateLimit, now?: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
};

export function createBatchedCounter({ db }: { db: () => Database }): BatchedCounter {
  const entries = new Map<string, Entry>();

  function entryOf(key: string, window: number): Entry {
    let entry = entries.get(key);
    if (!entry || entry.window !== window) {
      if (entries.size >= MAX_KEYS) for (const [k, e] of entries) if (e.window !== window) entries.delete(k);
      entry = { window, units: 0, known: 0 };
      entries.set(key, entry);
    }
    return entry;
  }

  async function lease(key: string, entry: Entry, limit: number, windowStart: Date): Promise<void> {
    const size = Math.min(MAX_LEASE, Math.max(1, Math.floor((limit - entry.known) / 8)));
    const [row] = await db()
      .insert(rateLimitCounters)
      .values({ key, windowStart, count: size })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + ${size}` },
      })
      .returning({ count: rateLimitCounters.count });
    const total = row?.count ?? size;
    entry.known = Math.max(entry.known, total);
    // The uses of this lease that fall within the limit; the rest were the limit's already.
    entry.units += Math.max(0, Math.min(size, limit - (total - size)));
  }

  return {
    async take({ key, limit, windowSeconds }, now = Date.now()) {
      const windowMs = windowSeconds * 1000;
      const window = Math.floor(now / windowMs);
      const entry = entryOf(key, window);
      for (;;) {
        if (entry.units > 0) {
          entry.units--;
          return { allowed: true, retryAfterSeconds: 0 };
        }
        if (entry.known >= limit) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)) };
        }
        if (!entry.leasing) {
          entry.leasing = lease(key, entry, limit, new Date(window * windowMs)).finally(() => (entry.leasing = undefined));
        }
        await entry.leasing;
      }
    },
  };
}
