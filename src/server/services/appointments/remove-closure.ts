import "server-only";

import { eq } from "drizzle-orm";

import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { closures } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";
import { forgetSchedule } from "./schedule-cache";

/** Reopens a closure's time: its slots are offered again at once. */
export async function removeClosure({ db, actorId, closureId }: { db: Database; actorId: string; closureId: string }) {
  const result = await db.transaction(async (tx) => {
    const [removed] = await tx.delete(closures).where(eq(closures.id, closureId)).returning();
    if (!removed) throw new AppError("NOT_FOUND", "This closure no longer exists.");
    await recordChange(tx, { actorId, action: "remove closure", entity: "closure", entityId: removed.id, before: removed });
    await markContentChanged(tx, [contentTags.schedule]);
    return removed;
  });
  // This process sees it at once; the others within a quarter second (the tag's version).
  forgetSchedule();
  return result;
}
