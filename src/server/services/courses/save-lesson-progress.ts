import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { courseModules, enrollments, lessonProgress, lessons } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { NOT_ENROLLED_MESSAGE, requireEnrollment } from "./enrollment-access";
import { LESSON_NOT_FOUND } from "./get-lesson";
import { creditedWatchMs } from "./watch-time";

/** A lesson counts as watched from 90 % of its length (the credits need not be sat through)… */
export const COMPLETE_AT = 0.9;
/**
 * …once the server has credited at least 80 % of its length as played: time it measured itself
 * while this lesson was the enrollment's one playing lesson (decision 037).
 * Skipping ahead is fine; reporting lessons in parallel, or the end without the time, is not.
 */
export const MIN_WATCH_SHARE = 0.8;

/**
 * Saves where the parent is in a lesson and answers the server's view: `completed` only when the
 * position is near the end and enough of the lesson was credited as played. A completion claimed
 * too early is not an error: the lesson simply stays in progress.
 *
 * `playing` says the video is playing at this position (the player's start, resume and periodic
 * saves); false for a pause, the end or leaving the lesson: the time until the next report is a
 * pause and is not credited.
 */
export async function saveLessonProgress({
  db,
  user,
  lessonId,
  positionSeconds,
  playing = true,
  now = new Date(),
}: {
  db: Database;
  user: SessionUser | null;
  lessonId: string;
  positionSeconds: number;
  playing?: boolean;
  now?: Date;
}) {
  const [lesson] = await db
    .select({ id: lessons.id, durationSeconds: lessons.durationSeconds, courseId: courseModules.courseId })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw new AppError("NOT_FOUND", LESSON_NOT_FOUND);
  const signedIn = await requireEnrollment(db, user, lesson.courseId);
  const lengthMs = lesson.durationSeconds * 1000;
  const positionMs = Math.max(0, Math.min(Math.round(positionSeconds * 1000), lengthMs));
  const position = Math.round(positionMs / 1000);
  const nearEnd = position >= lesson.durationSeconds * COMPLETE_AT;
  const neededMs = Math.ceil(lengthMs * MIN_WATCH_SHARE);

  const completedAt = await db.transaction(async (tx) => {
    // The enrollment's row lock orders every report of its lessons, in one process or several.
    const [enrollment] = await tx
      .select({
        id: enrollments.id,
        watchLessonId: enrollments.watchLessonId,
        watchPositionMs: enrollments.watchPositionMs,
        watchReportedAt: enrollments.watchReportedAt,
        watchRunStartedAt: enrollments.watchRunStartedAt,
        watchRunCreditedMs: enrollments.watchRunCreditedMs,
      })
      .from(enrollments)
      .where(and(eq(enrollments.userId, signedIn.id), eq(enrollments.courseId, lesson.courseId), eq(enrollments.status, "active")))
      .for("update");
    if (!enrollment) throw new AppError("FORBIDDEN", NOT_ENROLLED_MESSAGE);
    // Only the lesson playing at the last report earns time, within its run of playing; any other
    // report (another lesson, a pause) ends that run and earns nothing until its own next report.
    const run =
      enrollment.watchLessonId === lesson.id && enrollment.watchPositionMs !== null && enrollment.watchReportedAt && enrollment.watchRunStartedAt
        ? {
            positionMs: enrollment.watchPositionMs,
            reportedAt: enrollment.watchReportedAt,
            startedAt: enrollment.watchRunStartedAt,
            creditedMs: enrollment.watchRunCreditedMs ?? 0,
          }
        : null;
    const creditMs = run
      ? creditedWatchMs({
          fromPositionMs: run.positionMs,
          toPositionMs: positionMs,
          sinceLastReportMs: now.getTime() - run.reportedAt.getTime(),
          runElapsedMs: now.getTime() - run.startedAt.getTime(),
          runCreditedMs: run.creditedMs,
        })
      : 0;
    await tx
      .update(enrollments)
      .set(
        playing
          ? {
              watchLessonId: lesson.id,
              watchPositionMs: positionMs,
              watchReportedAt: now,
              watchRunStartedAt: run?.startedAt ?? now,
              watchRunCreditedMs: (run?.creditedMs ?? 0) + creditMs,
            }
          : { watchLessonId: null, watchPositionMs: null, watchReportedAt: null, watchRunStartedAt: null, watchRunCreditedMs: null },
      )
      .where(eq(enrollments.id, enrollment.id));

    const watchedAfter = sql`least(${lessonProgress.watchedMs} + ${creditMs}::integer, ${lengthMs}::integer)`;
    const [row] = await tx
      .insert(lessonProgress)
      .values({
        userId: signedIn.id,
        lessonId: lesson.id,
        positionSeconds: position,
        startedAt: now,
        watchedMs: 0,
        // A first report credits nothing, so it completes only a lesson with no length.
        completedAt: nearEnd && neededMs <= 0 ? now : null,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: {
          positionSeconds: position,
          watchedMs: watchedAfter,
          completedAt: nearEnd
            ? sql`coalesce(${lessonProgress.completedAt}, case when ${watchedAfter} >= ${neededMs}::integer then ${now.toISOString()}::timestamptz end)`
            : sql`${lessonProgress.completedAt}`,
        },
      })
      .returning({ completedAt: lessonProgress.completedAt });
    return row?.completedAt ?? null;
  });
  return { positionSeconds: position, completed: Boolean(completedAt) };
}
