import "server-only";

import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";

import type { Locale } from "~/i18n/locales";
import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { lessonProgress, lessons } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { translateLessons } from "./course-translations";
import { requireEnrollment } from "./enrollment-access";
import { COURSE_NOT_FOUND, getCourse } from "./get-course";
import { signLessonVideoUrl } from "./lesson-video-url";

export const LESSON_NOT_FOUND = "Lesson not found";

/**
 * One lesson for an enrolled parent: its text, a short-lived signed video address, where they
 * stopped, the neighbours across modules, and the outline with what is complete; the texts in
 * `locale` (English where not translated).
 */
export async function getLesson({
  db,
  user,
  courseId,
  moduleId,
  lessonId,
  locale = "en",
}: {
  db: Database;
  user: SessionUser | null;
  courseId: string;
  moduleId: string;
  lessonId: string;
  locale?: Locale;
}) {
  // A course taken off the site stays open to the parents enrolled in it.
  const course = await getCourse({ db, courseId, includeDrafts: true, locale }).catch((error: unknown) => {
    if (error instanceof AppError && error.message === COURSE_NOT_FOUND) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
    throw error;
  });
  const signedIn = await requireEnrollment(db, user, course.id);

  const flat = course.modules.flatMap((m) => m.lessons.map((l) => ({ moduleId: m.id, moduleTitle: m.title, ...l })));
  const index = flat.findIndex((l) => l.id === lessonId && l.moduleId === moduleId);
  if (index < 0 || !z.uuid().safeParse(lessonId).success) throw new AppError("NOT_FOUND", LESSON_NOT_FOUND);
  const current = flat[index]!;
  const [lesson] = await translateLessons(db, await db.select().from(lessons).where(eq(lessons.id, current.id)), locale);
  const progress = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, signedIn.id), inArray(lessonProgress.lessonId, flat.map((l) => l.id))));
  const byLesson = new Map(progress.map((p) => [p.lessonId, p]));
  const neighbour = (i: number) => (flat[i] ? { moduleId: flat[i].moduleId, videoId: flat[i].id, title: flat[i].title } : null);

  return {
    id: current.id,
    title: current.title,
    description: lesson!.description,
    durationSeconds: current.durationSeconds,
    duration: current.durationMinutes,
    moduleId: current.moduleId,
    moduleTitle: current.moduleTitle,
    courseId: course.id,
    courseTitle: course.title,
    videoUrl: signLessonVideoUrl(current.id, signedIn.id),
    positionSeconds: byLesson.get(current.id)?.positionSeconds ?? 0,
    completed: Boolean(byLesson.get(current.id)?.completedAt),
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
    outline: course.modules.map((m) => ({
      id: m.id,
      title: m.title,
      lessons: m.lessons.map((l) => ({ ...l, completed: Boolean(byLesson.get(l.id)?.completedAt) })),
    })),
  };
}
