import "server-only";

import { asc, isNotNull } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { courses } from "~/server/db/schema";
import { translateCourseRows } from "./course-translations";

export type CourseSummary = {
  id: string;
  title: string;
  description: string;
  category: string;
  priceCents: number;
  discountPriceCents: number | null;
  currency: string;
  featured: boolean;
  imageUrl: string;
  thumbnailUrl: string;
  totalHours: number;
  /** "First Last", as the catalogue shows it. */
  instructor: string;
  /** The ages it is for, in whole months, both ends included; null: no limit (decision 054). */
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
};

export function toCourseSummary(row: typeof courses.$inferSelect): CourseSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    priceCents: row.priceCents,
    discountPriceCents: row.discountPriceCents,
    currency: row.currency,
    featured: row.featured,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    totalHours: row.totalHours,
    instructor: `${row.instructorFirstName} ${row.instructorLastName}`.trim(),
    minAgeMonths: row.minAgeMonths,
    maxAgeMonths: row.maxAgeMonths,
  };
}

/** The published courses, their texts in `locale` (English where not translated), in the same order in every language. */
export async function listCourses({ db, locale = "en" }: { db: Database; locale?: Locale }): Promise<CourseSummary[]> {
  const rows = await db.select().from(courses).where(isNotNull(courses.publishedAt)).orderBy(asc(courses.sortOrder), asc(courses.title));
  return (await translateCourseRows(db, rows, locale)).map(toCourseSummary);
}
