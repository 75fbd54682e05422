import "server-only";

import { asc, eq } from "drizzle-orm";
import type { z } from "zod/mini";

import type { ZTestimonialDetails } from "~/schemas/admin/site-content";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { testimonials } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";
import { moveInList, nextSortOrder, type OrderedList } from "./list-order";
import { testimonialTranslationTable } from "./translation-tables";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type TestimonialDetails = z.output<typeof ZTestimonialDetails>;
type TestimonialRow = typeof testimonials.$inferSelect;

const GONE = "This testimonial no longer exists.";
const list: OrderedList = { table: testimonials, id: testimonials.id, sortOrder: testimonials.sortOrder, createdAt: testimonials.createdAt };

/** Every testimonial in its order, shown or not, with its French and Arabic texts, for the back-office. */
export async function listTestimonialsForStaff(db: Database) {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));
  const translations = await testimonialTranslationTable.read(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, translations: translations.get(row.id)! }));
}

/** The testimonial as the audit log keeps it: its row and every language's texts. */
async function audited(tx: Transaction, row: TestimonialRow) {
  return { ...row, translations: (await testimonialTranslationTable.read(tx, [row.id])).get(row.id) };
}

async function lockedTestimonial(tx: Transaction, testimonialId: string): Promise<TestimonialRow> {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, testimonialId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", GONE);
  return row;
}

const columnsOf = (details: TestimonialDetails, before?: TestimonialRow) => ({
  quote: details.quote,
  name: details.name,
  role: details.role,
  // Shown since the first time it was published; unticked, hidden.
  publishedAt: details.published ? (before?.publishedAt ?? new Date()) : null,
});

/** A new testimonial, last in the list; the home page shows it at once when published. */
export async function createTestimonial({ db, actorId, details }: { db: Database; actorId: string; details: TestimonialDetails }) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(testimonials)
      .values({ ...columnsOf(details), sortOrder: await nextSortOrder(tx, list) })
      .returning();
    await testimonialTranslationTable.save(tx, created!.id, details.translations);
    await recordChange(tx, { actorId, action: "create testimonial", entity: "testimonial", entityId: created!.id, after: await audited(tx, created!) });
    await markContentChanged(tx, [contentTags.testimonials]);
    return created!;
  });
}

/** Edits a testimonial and the French and Arabic texts the edit names (a language left out keeps its texts). */
export async function updateTestimonial({ db, actorId, testimonialId, details }: { db: Database; actorId: string; testimonialId: string; details: TestimonialDetails }) {
  return db.transaction(async (tx) => {
    const before = await audited(tx, await lockedTestimonial(tx, testimonialId));
    const [after] = await tx.update(testimonials).set(columnsOf(details, before)).where(eq(testimonials.id, testimonialId)).returning();
    await testimonialTranslationTable.save(tx, testimonialId, details.translations);
    await recordChange(tx, { actorId, action: "edit testimonial", entity: "testimonial", entityId: testimonialId, before, after: await audited(tx, after!) });
    await markContentChanged(tx, [contentTags.testimonials]);
    return after!;
  });
}

/** Deletes a testimonial with its translations (the audit log keeps its words). */
export async function removeTestimonial({ db, actorId, testimonialId }: { db: Database; actorId: string; testimonialId: string }) {
  return db.transaction(async (tx) => {
    const before = await audited(tx, await lockedTestimonial(tx, testimonialId));
    await tx.delete(testimonials).where(eq(testimonials.id, testimonialId));
    await recordChange(tx, { actorId, action: "remove testimonial", entity: "testimonial", entityId: testimonialId, before });
    await markContentChanged(tx, [contentTags.testimonials]);
    return { removed: true };
  });
}

/** One place up or down the carousel. */
export async function moveTestimonial({ db, actorId, testimonialId, direction }: { db: Database; actorId: string; testimonialId: string; direction: "up" | "down" }) {
  return db.transaction(async (tx) => {
    const moved = await moveInList(tx, list, testimonialId, direction);
    if (moved === null) throw new AppError("NOT_FOUND", GONE);
    if (!moved) return { moved: false };
    await recordChange(tx, { actorId, action: `move testimonial ${direction}`, entity: "testimonial", entityId: testimonialId });
    await markContentChanged(tx, [contentTags.testimonials]);
    return { moved: true };
  });
}
