import { z } from "zod";

export const ZCourseId = z.object({ courseId: z.string().trim().min(1).max(64) });

export const ZLessonRef = z.object({
  courseId: z.string().trim().min(1).max(64),
  moduleId: z.string().trim().min(1).max(64),
  videoId: z.string().trim().min(1).max(64),
});

export const ZLessonProgress = z.object({
  lessonId: z.uuid("Unknown lesson."),
  positionSeconds: z.number().min(0).max(24 * 3600),
  ended: z.boolean().optional(),
});

/** The enrollment panel's e-mail step (spec §5: required and e-mail shaped). */
export const ZEnrollEmail = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address.")),
});
