import "server-only";

import { asc, eq } from "drizzle-orm";
import type { z } from "zod/mini";

import type { ZFaqEntryDetails } from "~/schemas/admin/site-content";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { faqEntries } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";
import { moveInList, nextSortOrder, type OrderedList } from "./list-order";
import { faqTranslationTable } from "./translation-tables";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type FaqEntryDetails = z.output<typeof ZFaqEntryDetails>;
type FaqEntryRow = typeof faqEntries.$inferSelect;

const GONE = "This question no longer exists.";
const list: OrderedList = { table: faqEntries, id: faqEntries.id, sortOrder: faqEntries.sortOrder, createdAt: faqEntries.createdAt };

/** Every question in its order, with its French and Arabic texts, for the back-office. */
export async function listFaqForStaff(db: Database) {
  const rows = await db.select().from(faqEntries).orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt));
  const translations = await faqTranslationTable.read(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, translations: translations.get(row.id)! }));
}

/** The question as the audit log keeps it: its row and every language's texts. */
async function audited(tx: Transaction, row: FaqEntryRow) {
  return { ...row, translations: (await faqTranslationTable.read(tx, [row.id])).get(row.id) };
}

async function lockedEntry(tx: Transaction, faqEntryId: string): Promise<FaqEntryRow> {
  const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, faqEntryId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", GONE);
  return row;
}

/** A new question, last on the about page, shown at once. */
export async function createFaqEntry({ db, actorId, details }: { db: Database; actorId: string; details: FaqEntryDetails }) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(faqEntries)
      .values({ question: details.question, answer: details.answer, sortOrder: await nextSortOrder(tx, list) })
      .returning();
    await faqTranslationTable.save(tx, created!.id, details.translations);
    await recordChange(tx, { actorId, action: "create question", entity: "faq entry", entityId: created!.id, after: await audited(tx, created!) });
    await markContentChanged(tx, [contentTags.faq]);
    return created!;
  });
}

/** Edits a question and the French and Arabic texts the edit names (a language left out keeps its texts). */
export async function updateFaqEntry({ db, actorId, faqEntryId, details }: { db: Database; actorId: string; faqEntryId: string; details: FaqEntryDetails }) {
  return db.transaction(async (tx) => {
    const before = await audited(tx, await lockedEntry(tx, faqEntryId));
    const [after] = await tx.update(faqEntries).set({ question: details.question, answer: details.answer }).where(eq(faqEntries.id, faqEntryId)).returning();
    await faqTranslationTable.save(tx, faqEntryId, details.translations);
    await recordChange(tx, { actorId, action: "edit question", entity: "faq entry", entityId: faqEntryId, before, after: await audited(tx, after!) });
    await markContentChanged(tx, [contentTags.faq]);
    return after!;
  });
}

/** Deletes a question with its translations (the audit log keeps its words). */
export async function removeFaqEntry({ db, actorId, faqEntryId }: { db: Database; actorId: string; faqEntryId: string }) {
  return db.transaction(async (tx) => {
    const before = await audited(tx, await lockedEntry(tx, faqEntryId));
    await tx.delete(faqEntries).where(eq(faqEntries.id, faqEntryId));
    await recordChange(tx, { actorId, action: "remove question", entity: "faq entry", entityId: faqEntryId, before });
    await markContentChanged(tx, [contentTags.faq]);
    return { removed: true };
  });
}

/** One place up or down the about page. */
export async function moveFaqEntry({ db, actorId, faqEntryId, direction }: { db: Database; actorId: string; faqEntryId: string; direction: "up" | "down" }) {
  return db.transaction(async (tx) => {
    const moved = await moveInList(tx, list, faqEntryId, direction);
    if (moved === null) throw new AppError("NOT_FOUND", GONE);
    if (!moved) return { moved: false };
    await recordChange(tx, { actorId, action: `move question ${direction}`, entity: "faq entry", entityId: faqEntryId });
    await markContentChanged(tx, [contentTags.faq]);
    return { moved: true };
  });
}
