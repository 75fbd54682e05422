import { z } from "zod/mini";

const ZId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

export const ZCourseId = z.object({ courseId: ZId });

export const ZLessonRef = z.object({ courseId: ZId, moduleId: ZId, videoId: ZId });

export const ZLessonProgress = z.object({
  lessonId: z.uuid("courses.validation.unknownLesson"),
  positionSeconds: z.number().check(z.minimum(0), z.maximum(24 * 3600)),
  /** The player says when the video ended; completion is decided from the position and time only. */
  ended: z.optional(z.boolean()),
  /** False when the video paused (or ended, or the parent left): the time until it plays again is not watching. */
  playing: z.optional(z.boolean()),
});

/** The enrollment panel's e-mail step (spec §5: required and e-mail shaped). */
export const ZEnrollEmail = z.object({
  email: z.pipe(
    z.string({ error: "validation.emailRequired" }).check(z.trim(), z.minLength(1, "validation.emailRequired")),
    z.email("validation.emailInvalid"),
  ),
});
