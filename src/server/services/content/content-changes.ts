import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";

/** A transaction of the database, which is where a change and its mark belong together. */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
import { cacheTagVersions } from "~/server/db/schema";

/**
 * Records that what these cache tags cover has changed. Call it in the transaction that makes the
 * change, so the pages can never be told before the change is visible (or told of a change that
 * was rolled back). Each app process sees the new versions within CACHE_TAG_CHECK_MS and drops
 * its cached copies (src/server/cache/shared-tags-cache-handler.mjs).
 */
export async function markContentChanged(db: Database | Transaction, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  await db
    .insert(cacheTagVersions)
    .values(unique.map((tag) => ({ tag })))
    .onConflictDoUpdate({
      target: cacheTagVersions.tag,
      set: { version: sql`${cacheTagVersions.version} + 1`, changedAt: sql`now()` },
    });
}

/** One tag's current version (0 before its first change). */
export async function readContentVersion(db: Database, tag: string): Promise<number> {
  const [row] = await db.select({ version: cacheTagVersions.version }).from(cacheTagVersions).where(eq(cacheTagVersions.tag, tag));
  return row?.version ?? 0;
}

/** Every tag's current version, for the cache handler's periodic check. */
export async function readContentVersions(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ tag: cacheTagVersions.tag, version: cacheTagVersions.version }).from(cacheTagVersions);
  return new Map(rows.map((row) => [row.tag, row.version]));
}
