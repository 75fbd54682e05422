import "server-only";

import { and, eq, lt, notExists, or, sql } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { courses, lessons, mediaUploads, services } from "~/server/db/schema";
import type { MediaStorage } from "~/server/media/media-storage";

const DAY = 24 * 3600_000;
/** An upload nothing uses after a week was abandoned (a form never sent, a video replaced). */
export const ORPHAN_UPLOAD_GRACE_MS = 7 * DAY;

/** A row of media_uploads that no lesson plays and no service or course shows. */
function unused() {
  const pictureUrl = sql`'/media/' || ${mediaUploads.key}`;
  return and(
    notExists(sql`(select 1 from ${lessons} where ${lessons.videoKey} = ${mediaUploads.key})`),
    notExists(sql`(select 1 from ${services} where ${services.imageUrl} = ${pictureUrl})`),
    notExists(sql`(select 1 from ${courses} where ${or(eq(courses.imageUrl, pictureUrl), eq(courses.thumbnailUrl, pictureUrl))})`),
  );
}

/**
 * Removes uploads nothing has used for a week, from the database and then from the media store
 * (a run per hour, within the prune-tables job). The row goes first, in a statement that checks
 * again that nothing uses it, so an upload a form is saving now is never removed; a file whose
 * removal fails is only left behind, never missed by a page.
 */
export async function pruneOrphanUploads({ db, storage, now = new Date(), limit = 100 }: { db: Database; storage: MediaStorage; now?: Date; limit?: number }) {
  const candidates = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(and(lt(mediaUploads.createdAt, new Date(now.getTime() - ORPHAN_UPLOAD_GRACE_MS)), unused()))
    .limit(limit);
  let removed = 0;
  for (const { id } of candidates) {
    const [row] = await db.delete(mediaUploads).where(and(eq(mediaUploads.id, id), unused())).returning({ key: mediaUploads.key });
    if (!row) continue;
    await storage.remove(row.key);
    removed++;
  }
  return removed;
}
