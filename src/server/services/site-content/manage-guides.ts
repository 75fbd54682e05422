import "server-only";

import { eq, sql } from "drizzle-orm";
import type { z } from "zod/mini";

import { guides } from "~/config/guides";
import type { ZGuideTexts } from "~/schemas/admin/site-content";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { guideTexts } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";
import { guideTranslationTable } from "./translation-tables";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type GuideTextsDetails = z.output<typeof ZGuideTexts>;

/** Arbitrary constant: the advisory lock of guide edits. */
const GUIDE_EDIT_LOCK = 72_317_034;

/**
 * Every guide the site ships, with the home page's English title and description (those printed
 * in its PDF until staff write others) and its French and Arabic ones, for the back-office.
 */
export async function listGuidesForStaff(db: Database) {
  const rows = new Map((await db.select().from(guideTexts)).map((row) => [row.slug, row]));
  const translations = await guideTranslationTable.read(db, guides.map((guide) => guide.slug));
  return guides.map((guide) => ({
    slug: guide.slug,
    imageUrl: guide.imageUrl,
    downloadUrl: guide.downloadUrl,
    title: rows.get(guide.slug)?.title ?? guide.title,
    description: rows.get(guide.slug)?.description ?? guide.description,
    translations: translations.get(guide.slug)!,
  }));
}

async function audited(tx: Transaction, slug: string) {
  const [row] = await tx.select().from(guideTexts).where(eq(guideTexts.slug, slug));
  return row ? { ...row, translations: (await guideTranslationTable.read(tx, [slug])).get(slug) } : null;
}

/** The home page's words about one guide, in English and the languages the edit names. */
export async function updateGuideTexts({ db, actorId, slug, details }: { db: Database; actorId: string; slug: string; details: GuideTextsDetails }) {
  if (!guides.some((guide) => guide.slug === slug)) throw new AppError("NOT_FOUND", "This guide is not on the site.");
  return db.transaction(async (tx) => {
    // Two edits at once take turns, so each audit record's "before" is what it replaced (the row
    // may not exist yet, so a row lock cannot do it).
    await tx.execute(sql`select pg_advisory_xact_lock(${GUIDE_EDIT_LOCK})`);
    const before = await audited(tx, slug);
    const english = { title: details.title, description: details.description };
    await tx.insert(guideTexts).values({ slug, ...english }).onConflictDoUpdate({ target: guideTexts.slug, set: english });
    await guideTranslationTable.save(tx, slug, details.translations);
    const after = await audited(tx, slug);
    await recordChange(tx, { actorId, action: "edit guide", entity: "guide", entityId: slug, before, after });
    await markContentChanged(tx, [contentTags.guides]);
    return after!;
  });
}
