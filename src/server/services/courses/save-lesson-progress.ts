import "server-only";

import { eq, sql } from "drizzle-orm";

import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { courseModules, lessonProgress, lessons } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { requireEnrollment } from "./enrollment-access";
import { LESSON_NOT_FOUND } from "./get-lesson";

/** A lesson counts as watched from 90 % of its length (the credits need not be sat through). */
const COMPLETE_AT = 0.9;

export async function saveLessonProgress({
  db,
  user,
  lessonId,
  positionSeconds,
  ended = false,
}: {
  db: Database;
  user: SessionUser | null;
  lessonId: string;
  positionSeconds: number;
  ended?: boolean;
}) {
  const [lesson] = await db
    .select({ id: lessons.id, durationSeconds: lessons.durationSeconds, courseId: courseModules.courseId })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw new AppError("NOT_FOUND", LESSON_NOT_FOUND);
  const signedIn = await requireEnrollment(db, user, lesson.courseId);
  const position = Math.max(0, Math.min(Math.round(positionSeconds), lesson.durationSeconds));
  const complete = ended || position >= lesson.durationSeconds * COMPLETE_AT;
  const [row] = await db
    .insert(lessonProgress)
    .values({ userId: signedIn.id, lessonId: lesson.id, positionSeconds: position, completedAt: complete ? new Date() : null })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        positionSeconds: position,
        completedAt: complete ? sql`coalesce(${lessonProgress.completedAt}, now())` : sql`${lessonProgress.completedAt}`,
      },
    })
    .returning({ completedAt: lessonProgress.completedAt });
  return { positionSeconds: position, completed: Boolean(row?.completedAt) };
}
