import "server-only";

import { eq, sql } from "drizzle-orm";

import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { courseModules, lessonProgress, lessons } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { requireEnrollment } from "./enrollment-access";
import { LESSON_NOT_FOUND } from "./get-lesson";

/** A lesson counts as watched from 90 % of its length (the credits need not be sat through)… */
export const COMPLETE_AT = 0.9;
/**
 * …once the server has seen it playing for at least 80 % of its length: the time since the first
 * saved progress of the lesson (the player saves as soon as it plays). Skipping ahead is fine, but
 * a client cannot report every lesson finished at once. Watching faster than 1.25× does not
 * complete a lesson by itself; a later save near the end, once the time has passed, does.
 */
export const MIN_WATCH_SHARE = 0.8;

/**
 * Saves where the parent is in a lesson and answers the server's view: `completed` only when the
 * position is near the end and enough time has passed since the lesson started playing. A
 * completion claimed too early is not an error: the lesson simply stays in progress.
 */
export async function saveLessonProgress({
  db,
  user,
  lessonId,
  positionSeconds,
  now = new Date(),
}: {
  db: Database;
  user: SessionUser | null;
  lessonId: string;
  positionSeconds: number;
  now?: Date;
}) {
  const [lesson] = await db
    .select({ id: lessons.id, durationSeconds: lessons.durationSeconds, courseId: courseModules.courseId })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw new AppError("NOT_FOUND", LESSON_NOT_FOUND);
  const signedIn = await requireEnrollment(db, user, lesson.courseId);
  const position = Math.max(0, Math.min(Math.round(positionSeconds), lesson.durationSeconds));
  const nearEnd = position >= lesson.durationSeconds * COMPLETE_AT;
  const minWatchMs = lesson.durationSeconds * MIN_WATCH_SHARE * 1000;
  const startedBy = new Date(now.getTime() - minWatchMs).toISOString();
  const [row] = await db
    .insert(lessonProgress)
    .values({
      userId: signedIn.id,
      lessonId: lesson.id,
      positionSeconds: position,
      startedAt: now,
      // The first save starts the clock, so it completes only a lesson with no length.
      completedAt: nearEnd && minWatchMs <= 0 ? now : null,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        positionSeconds: position,
        completedAt: nearEnd
          ? sql`coalesce(${lessonProgress.completedAt}, case when ${lessonProgress.startedAt} <= ${startedBy}::timestamptz then ${now.toISOString()}::timestamptz end)`
          : sql`${lessonProgress.completedAt}`,
      },
    })
    .returning({ completedAt: lessonProgress.completedAt });
  return { positionSeconds: position, completed: Boolean(row?.completedAt) };
}
