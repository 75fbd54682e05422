import "server-only";

import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { courseModules, courses, lessons } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { translateCourseRows, translateLessons, translateModules } from "./course-translations";
import { toCourseSummary } from "./list-courses";

export const COURSE_NOT_FOUND = "Course not found";

export async function findCourse(db: Database, courseId: string) {
  if (!z.uuid().safeParse(courseId).success) return null;
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  return course ?? null;
}

/**
 * The course with its modules and lessons (titles and durations only: never a video address), its
 * texts in `locale` (English where not translated). A draft is not found, except for
 * `includeDrafts` (its enrolled parents keep their lessons).
 */
export async function getCourse({
  db,
  courseId,
  includeDrafts = false,
  locale = "en",
}: {
  db: Database;
  courseId: string;
  includeDrafts?: boolean;
  locale?: Locale;
}) {
  const found = await findCourse(db, courseId);
  if (!found || (!found.publishedAt && !includeDrafts)) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
  const [course] = await translateCourseRows(db, [found], locale);
  const modules = await translateModules(
    db,
    await db.select().from(courseModules).where(eq(courseModules.courseId, found.id)).orderBy(asc(courseModules.position)),
    locale,
  );
  const moduleLessons = modules.length
    ? await translateLessons(
        db,
        await db
          .select({ id: lessons.id, moduleId: lessons.moduleId, title: lessons.title, durationSeconds: lessons.durationSeconds, position: lessons.position })
          .from(lessons)
          .where(inArray(lessons.moduleId, modules.map((m) => m.id)))
          .orderBy(asc(lessons.position)),
        locale,
      )
    : [];
  const outline = modules.map((m) => ({
    id: m.id,
    title: m.title,
    lessons: moduleLessons
      .filter((l) => l.moduleId === m.id)
      .map((l) => ({ id: l.id, title: l.title, durationSeconds: l.durationSeconds, durationMinutes: Math.max(1, Math.round(l.durationSeconds / 60)) })),
  }));
  return {
    ...toCourseSummary(course!),
    instructorName: { firstName: found.instructorFirstName, lastName: found.instructorLastName },
    learningOutcomes: course!.learningOutcomes,
    modules: outline,
    moduleCount: outline.length,
    lessonCount: moduleLessons.length,
  };
}
export type CourseDetails = Awaited<ReturnType<typeof getCourse>>;
