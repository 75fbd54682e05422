import "server-only";

import { asc, eq, max, sql } from "drizzle-orm";
import { z } from "zod/mini";

import type { ZServiceDetails } from "~/schemas/catalogue";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { services } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";
import { assertPictureExists } from "~/server/services/media/uploaded-picture";
import { readServiceTranslations, saveServiceTranslations } from "./service-translations";

type ServiceDetails = z.output<typeof ZServiceDetails>;

/** Every service, archived ones last, with its French and Arabic texts, for the back-office. */
export async function listServicesForStaff(db: Database) {
  const rows = await db
    .select()
    .from(services)
    .orderBy(sql`${services.archivedAt} is not null`, asc(services.sortOrder), asc(services.name));
  const translations = await readServiceTranslations(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, translations: translations.get(row.id)! }));
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The service as the audit log keeps it: its row and every language's texts. */
async function auditedService(tx: Transaction, row: typeof services.$inferSelect) {
  return { ...row, translations: (await readServiceTranslations(tx, [row.id])).get(row.id) };
}

const columnsOf = (details: ServiceDetails) => ({
  name: details.name,
  description: details.description,
  priceOnlineCents: details.priceOnline,
  priceOfflineCents: details.priceOffline,
  bookableOnline: details.bookableOnline,
  minAgeMonths: details.minAgeMonths,
  maxAgeMonths: details.maxAgeMonths,
  imageUrl: details.imageUrl,
});

/** "Well-child check-up" → "well-child-check-up", made unique with a suffix when taken. */
function slugOf(name: string): string {
  return name.toLowerCase().normalize("NFKD").replace(/[^\w\s-]/g, "").trim().replace(/[\s_]+/g, "-").replace(/-+/g, "-").slice(0, 60) || "service";
}

/** A new service, last in the list, with its French and Arabic texts if given; the public pages show it at once. */
export async function createService({ db, actorId, details }: { db: Database; actorId: string; details: ServiceDetails }) {
  return db.transaction(async (tx) => {
    await assertPictureExists(tx, details.imageUrl, "imageUrl");
    const [last] = await tx.select({ value: max(services.sortOrder) }).from(services);
    const slug = `${slugOf(details.name)}-${crypto.randomUUID().slice(0, 6)}`;
    const [created] = await tx.insert(services).values({ ...columnsOf(details), slug, sortOrder: (last?.value ?? 0) + 1 }).returning();
    await saveServiceTranslations(tx, created!.id, details.translations);
    await recordChange(tx, { actorId, action: "create service", entity: "service", entityId: created!.id, after: await auditedService(tx, created!) });
    await markContentChanged(tx, [contentTags.services]);
    return created!;
  });
}

/**
 * Edits a service, and its French and Arabic texts when given (a language left out keeps its
 * texts). Prices change for bookings made from now on: an order keeps the amount it was opened
 * with (payments carry their own amount).
 */
export async function updateService({ db, actorId, serviceId, details }: { db: Database; actorId: string; serviceId: string; details: ServiceDetails }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(services).where(eq(services.id, serviceId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This service no longer exists.");
    await assertPictureExists(tx, details.imageUrl, "details.imageUrl");
    const beforeAudited = await auditedService(tx, before);
    const [after] = await tx.update(services).set(columnsOf(details)).where(eq(services.id, serviceId)).returning();
    await saveServiceTranslations(tx, serviceId, details.translations);
    await recordChange(tx, { actorId, action: "edit service", entity: "service", entityId: serviceId, before: beforeAudited, after: await auditedService(tx, after!) });
    await markContentChanged(tx, [contentTags.services]);
    return after!;
  });
}

/**
 * Archives (or restores) a service: it leaves the public pages and the booking form, but is never
 * deleted, since orders and appointments refer to it.
 */
export async function setServiceArchived({ db, actorId, serviceId, archived }: { db: Database; actorId: string; serviceId: string; archived: boolean }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(services).where(eq(services.id, serviceId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This service no longer exists.");
    const [after] = await tx.update(services).set({ archivedAt: archived ? new Date() : null }).where(eq(services.id, serviceId)).returning();
    await recordChange(tx, { actorId, action: archived ? "archive service" : "restore service", entity: "service", entityId: serviceId, before: { archivedAt: before.archivedAt }, after: { archivedAt: after!.archivedAt } });
    await markContentChanged(tx, [contentTags.services]);
    return after!;
  });
}
