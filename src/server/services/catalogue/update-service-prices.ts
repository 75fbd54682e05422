import "server-only";

import { eq } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { services } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { TServicePriceChange } from "~/schemas/catalogue";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";

/**
 * Changes a service's prices. The public pages that show them (/services, the home page, the
 * booking form's list) are told in the same transaction, so the new price shows at once.
 */
export async function updateServicePrices({ db, change }: { db: Database; change: TServicePriceChange }) {
  const { serviceId, priceOnlineCents, priceOfflineCents } = change;
  if (priceOnlineCents === undefined && priceOfflineCents === undefined) {
    throw new AppError("BAD_REQUEST", "Nothing to change: give a new price.");
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(services)
      .set({ priceOnlineCents, priceOfflineCents })
      .where(eq(services.id, serviceId))
      .returning({ id: services.id, priceOnlineCents: services.priceOnlineCents, priceOfflineCents: services.priceOfflineCents });
    if (!updated) throw new AppError("NOT_FOUND", "Unknown service.");
    await markContentChanged(tx, [contentTags.services]);
    return updated;
  });
}
