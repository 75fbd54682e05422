import "server-only";

import { guides, type Guide } from "~/config/guides";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { guideTexts } from "~/server/db/schema";
import { guideTranslationTable } from "./translation-tables";

/**
 * The free guides the site ships (src/config/guides.ts: files, pictures, page counts), with the
 * home page's title and description from the database in `locale`: each text falls back to the
 * English one, and a guide the database has no words for yet shows those printed in its PDF.
 */
export async function listGuides({ db, locale = "en" }: { db: Database; locale?: Locale }): Promise<Guide[]> {
  const rows = await db.select({ slug: guideTexts.slug, title: guideTexts.title, description: guideTexts.description }).from(guideTexts);
  const english = new Map(rows.map((row) => [row.slug, row]));
  const shipped = guides.map((guide) => ({ ...guide, ...pick(english.get(guide.slug)) }));
  return guideTranslationTable.overlay(db, shipped, locale, (guide) => guide.slug);
}

const pick = (row: { title: string; description: string } | undefined) => (row ? { title: row.title, description: row.description } : {});
