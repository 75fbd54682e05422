import "server-only";

import { asc, isNotNull } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { testimonials } from "~/server/db/schema";
import { testimonialTranslationTable } from "./translation-tables";

export type PublicTestimonial = { id: string; quote: string; name: string; role: string };

/** The published testimonials in their order, in `locale` (each text English where it is not translated). */
export async function listTestimonials({ db, locale = "en" }: { db: Database; locale?: Locale }): Promise<PublicTestimonial[]> {
  const rows = await db
    .select({ id: testimonials.id, quote: testimonials.quote, name: testimonials.name, role: testimonials.role })
    .from(testimonials)
    .where(isNotNull(testimonials.publishedAt))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));
  return testimonialTranslationTable.overlay(db, rows, locale, (row) => row.id);
}
