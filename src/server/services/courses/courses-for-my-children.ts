import "server-only";

import { and, asc, eq, isNotNull, isNull, or } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import { beirutDate } from "~/lib/calendar-date";
import { childAge, fitsAgeRange, type ChildAge } from "~/lib/child-age";
import type { Database } from "~/server/db/client";
import { childAdults, children, courses } from "~/server/db/schema";
import { translateCourseRows } from "./course-translations";
import { toCourseSummary, type CourseSummary } from "./list-courses";

export type CoursesForChild = {
  child: { id: string; firstName: string; dateOfBirth: string; age: ChildAge };
  courses: CourseSummary[];
};

/**
 * The published courses that fit each of the signed-in parent's children today in Beirut (decision
 * 054): one group per child with at least one, oldest child first like the family page. Only the
 * children the account is an adult of now and that are not archived count; a child whose date of
 * birth is not known (decision 050) has no age to fit. Courses without an age range are every
 * parent's and recommended for no child in particular.
 */
export async function listCoursesForMyChildren({
  db,
  userId,
  locale = "en",
  now = new Date(),
}: {
  db: Database;
  userId: string;
  locale?: Locale;
  now?: Date;
}): Promise<CoursesForChild[]> {
  const mine = await db
    .select({ id: children.id, firstName: children.firstName, dateOfBirth: children.dateOfBirth })
    .from(childAdults)
    .innerJoin(children, eq(children.id, childAdults.childId))
    .where(and(eq(childAdults.userId, userId), isNull(children.archivedAt), isNotNull(children.dateOfBirth)))
    .orderBy(asc(children.dateOfBirth), asc(children.createdAt));
  if (mine.length === 0) return [];
  const rows = await db
    .select()
    .from(courses)
    .where(and(isNotNull(courses.publishedAt), or(isNotNull(courses.minAgeMonths), isNotNull(courses.maxAgeMonths))))
    .orderBy(asc(courses.sortOrder), asc(courses.title));
  if (rows.length === 0) return [];
  const translated = await translateCourseRows(db, rows, locale);
  const today = beirutDate(now);
  return mine
    .map(({ id, firstName, dateOfBirth }) => ({
      child: { id, firstName, dateOfBirth: dateOfBirth!, age: childAge(dateOfBirth!, today) },
      courses: translated.filter((course) => fitsAgeRange(course, dateOfBirth!, today)).map(toCourseSummary),
    }))
    .filter((group) => group.courses.length > 0);
}
