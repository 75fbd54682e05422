import "server-only";

import { eq } from "drizzle-orm";

import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { services } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { TServicePriceChange } from "~/schemas/catalogue";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";

/**
 * Changes a service's prices (an existing order keeps the amount it was opened with). The public pages that show them (/services, the home page, the
 * booking form's list) are told in the same transaction, so the new price shows at once.
 */
export async function updateServicePrices({ db, actorId, change }: { db: Database; actorId: string; change: TServicePriceChange }) {
  const { serviceId, priceOnlineCents, priceOfflineCents } = change;
  if (priceOnlineCents === undefined && priceOfflineCents === undefined) {
    throw new AppError("BAD_REQUEST", "Nothing to change: give a new price.");
  }
  return db.transaction(async (tx) => {
    const prices = { id: services.id, priceOnlineCents: services.priceOnlineCents, priceOfflineCents: services.priceOfflineCents };
    // Locked while it changes, so the audit's "before" is what this change replaced.
    const [before] = await tx.select(prices).from(services).where(eq(services.id, serviceId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Unknown service.");
    const [updated] = await tx
      .update(services)
      .set({ priceOnlineCents, priceOfflineCents })
      .where(eq(services.id, serviceId))
      .returning(prices);
    if (!updated) throw new AppError("NOT_FOUND", "Unknown service.");
    await recordChange(tx, { actorId, action: "change prices", entity: "service", entityId: serviceId, before, after: updated });
    await markContentChanged(tx, [contentTags.services]);
    return updated;
  });
}
