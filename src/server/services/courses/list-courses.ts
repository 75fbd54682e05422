import "server-only";

import { asc, isNotNull } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { courses } from "~/server/db/schema";

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
  };
}


export async function listCourses({ db }: { db: Database }): Promise<CourseSummary[]> {
  const rows = await db.select().from(courses).where(isNotNull(courses.publishedAt)).orderBy(asc(courses.sortOrder), asc(courses.title));
  return rows.map(toCourseSummary);
}
