import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { rateLimitCounters } from "~/server/db/schema";
import { AppError } from "~/server/errors";

export type RateLimit = { key: string; limit: number; windowSeconds: number };

function windowStart(windowSeconds: number, now: Date): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

function tooMany(message: string): AppError {
  return new AppError("TOO_MANY_REQUESTS", message);
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
    if ((row?.count ?? 0) > limit) throw tooMany(message);
  }
}

/** Refuses when any counter is already at its limit, without counting (e.g. failed logins). */
export async function assertUnderRateLimits(db: Database, limits: RateLimit[], message: string, now = new Date()) {
  for (const { key, limit, windowSeconds } of limits) {
    const [row] = await db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart(windowSeconds, now))));
    if ((row?.count ?? 0) >= limit) throw tooMany(message);
  }
}

/** Counts without refusing (the refusal comes from `assertUnderRateLimits` next time). */
export async function countRateLimits(db: Database, limits: RateLimit[], now = new Date()) {
  await consumeRateLimits(db, limits.map((l) => ({ ...l, limit: Number.MAX_SAFE_INTEGER })), "", now);
}

/** The client's address for the limits above (the reverse proxy's last X-Forwarded-For entry). */
export { clientAddress } from "~/server/http/client-address";
