import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { rateLimitCounters } from "~/server/db/schema";
import { TooManyRequestsError, type AppError } from "~/server/errors";

export type RateLimit = { key: string; limit: number; windowSeconds: number };

function windowStart(windowSeconds: number, now: Date): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

function tooMany(message: string, windowSeconds: number, now: Date): AppError {
  const windowEnd = windowStart(windowSeconds, now).getTime() + windowSeconds * 1000;
  return new TooManyRequestsError(message, Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)));
}

/** Counts one use against each limit; over any of them is a 429 with `message`. */
export async function consumeRateLimits(
  db: Database,
  limits: RateLimit[],
  message: string,
  now = new Date(),
): Promise<void> {
  for (const { key, limit, windowSeconds } of limits) {
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, windowStart: windowStart(windowSeconds, now), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    if ((row?.count ?? 0) > limit) throw tooMany(message, windowSeconds, now);
  }
}

/** Gives back a use counted by `consumeRateLimits` at `now` (e.g. a login whose password was right). */
export async function releaseRateLimits(db: Database, limits: RateLimit[], now: Date): Promise<void> {
  for (const { key, windowSeconds } of limits) {
    await db
      .update(rateLimitCounters)
      .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
      .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart(windowSeconds, now))));
  }
}

/** The client's address for the limits above (decision 015). */
export { clientAddress } from "~/server/http/client-address";
