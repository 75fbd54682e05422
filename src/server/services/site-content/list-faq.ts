import "server-only";

import { asc } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { faqEntries } from "~/server/db/schema";
import { faqTranslationTable } from "./translation-tables";

export type PublicFaqEntry = { id: string; question: string; answer: string };

/** The about page's questions and answers in their order, in `locale` (each text English where it is not translated). */
export async function listFaq({ db, locale = "en" }: { db: Database; locale?: Locale }): Promise<PublicFaqEntry[]> {
  const rows = await db
    .select({ id: faqEntries.id, question: faqEntries.question, answer: faqEntries.answer })
    .from(faqEntries)
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt));
  return faqTranslationTable.overlay(db, rows, locale, (row) => row.id);
}
