import "server-only";

import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { courseModules, courses, enrollments, lessonProgress, lessons } from "~/server/db/schema";
import { translateCourseRows } from "./course-translations";
import { toCourseSummary } from "./list-courses";

/**
 * The parent's courses with progress and where to continue (the first unfinished lesson), their
 * texts in `locale` (English where not translated).
 */
export async function listMyCourses({ db, user, locale = "en" }: { db: Database; user: SessionUser; locale?: Locale }) {
  const enrolled = await db
    .select({ course: courses, enrolledAt: enrollments.activatedAt })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.userId, user.id), eq(enrollments.status, "active")))
    .orderBy(asc(enrollments.activatedAt));
  if (!enrolled.length) return [];
  const translated = await translateCourseRows(db, enrolled.map((r) => r.course), locale);
  const rows = enrolled.map((r, i) => ({ course: translated[i]!, enrolledAt: r.enrolledAt }));
  const courseIds = rows.map((r) => r.course.id);
  const allLessons = await db
    .select({ id: lessons.id, moduleId: lessons.moduleId, courseId: courseModules.courseId })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(inArray(courseModules.courseId, courseIds))
    .orderBy(asc(courseModules.position), asc(lessons.position));
  const done = new Set(
    (
      await db
        .select({ lessonId: lessonProgress.lessonId })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, user.id), isNotNull(lessonProgress.completedAt)))
    ).map((r) => r.lessonId),
  );
  return rows.map(({ course, enrolledAt }) => {
    const own = allLessons.filter((l) => l.courseId === course.id);
    const completed = own.filter((l) => done.has(l.id)).length;
    const next = own.find((l) => !done.has(l.id)) ?? own[0];
    return {
      ...toCourseSummary(course),
      enrolledAt,
      totalLessons: own.length,
      completedLessons: completed,
      progressPercent: own.length ? Math.round((completed / own.length) * 100) : 0,
      continueLesson: next ? { moduleId: next.moduleId, videoId: next.id } : null,
      certificateAvailable: own.length > 0 && completed === own.length,
    };
  });
}
