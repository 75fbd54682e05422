import "server-only";

import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";

import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { courseModules, courses, enrollments, lessonProgress, lessons } from "~/server/db/schema";
import { toCourseSummary } from "./list-courses";

/** The parent's courses with progress and where to continue (the first unfinished lesson). */
export async function listMyCourses({ db, user }: { db: Database; user: SessionUser }) {
  const rows = await db
    .select({ course: courses, enrolledAt: enrollments.activatedAt })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.userId, user.id), eq(enrollments.status, "active")))
    .orderBy(asc(enrollments.activatedAt));
  if (!rows.length) return [];
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
