import { z } from "zod/mini";

import { ZCheckoutSessionAnswer } from "./answers";

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

// Answers (decision 037): the fields each procedure sends back, and no others.

/** A course as the catalogue lists it, in one language. */
export const ZCourseSummaryAnswer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priceCents: z.number(),
  discountPriceCents: z.nullable(z.number()),
  currency: z.string(),
  featured: z.boolean(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  totalHours: z.number(),
  instructor: z.string(),
  /** The ages it is for, in whole months, both ends included; null: no limit (decision 054). */
  minAgeMonths: z.nullable(z.number()),
  maxAgeMonths: z.nullable(z.number()),
});
export const ZCourseListAnswer = z.array(ZCourseSummaryAnswer);

/**
 * The courses that fit each of the parent's children today (decision 054): the child's first name,
 * date of birth and age (its medical alerts and last name are not needed here), and the courses.
 */
export const ZCoursesForMyChildrenAnswer = z.array(
  z.object({
    child: z.object({ id: z.string(), firstName: z.string(), dateOfBirth: z.string(), age: z.object({ years: z.number(), months: z.number() }) }),
    courses: ZCourseListAnswer,
  }),
);

const ZOutlineLessonAnswer = z.object({ id: z.string(), title: z.string(), durationSeconds: z.number(), durationMinutes: z.number() });

/** A course's page: its outline, modules and lessons. */
export const ZCourseDetailsAnswer = z.extend(ZCourseSummaryAnswer, {
  instructorName: z.object({ firstName: z.string(), lastName: z.string() }),
  learningOutcomes: z.array(z.string()),
  modules: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.array(ZOutlineLessonAnswer) })),
  moduleCount: z.number(),
  lessonCount: z.number(),
});

const ZLessonPlace = z.object({ moduleId: z.string(), videoId: z.string() });

/** A parent's courses, with how far they are in each. */
export const ZMyCoursesAnswer = z.array(
  z.extend(ZCourseSummaryAnswer, {
    enrolledAt: z.nullable(z.date()),
    totalLessons: z.number(),
    completedLessons: z.number(),
    progressPercent: z.number(),
    continueLesson: z.nullable(ZLessonPlace),
    certificateAvailable: z.boolean(),
  }),
);

export const ZIsEnrolledAnswer = z.object({ isEnrolled: z.boolean() });

/** A free course enrolls at once; a paid one answers the payment page. */
export const ZCoursePurchaseAnswer = z.discriminatedUnion("enrolled", [
  z.object({ enrolled: z.literal(true), enrollmentId: z.string(), orderId: z.null(), session: z.null() }),
  z.object({ enrolled: z.literal(false), enrollmentId: z.string(), orderId: z.string(), session: ZCheckoutSessionAnswer }),
]);

const ZNeighbourLesson = z.nullable(z.extend(ZLessonPlace, { title: z.string() }));

/** A lesson as its player shows it: the video's address, the parent's place in it, the course's outline. */
export const ZLessonAnswer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  durationSeconds: z.number(),
  duration: z.number(),
  moduleId: z.string(),
  moduleTitle: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  videoUrl: z.string(),
  positionSeconds: z.number(),
  completed: z.boolean(),
  previous: ZNeighbourLesson,
  next: ZNeighbourLesson,
  outline: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.array(z.extend(ZOutlineLessonAnswer, { completed: z.boolean() })) })),
});

export const ZLessonProgressAnswer = z.object({ positionSeconds: z.number(), completed: z.boolean() });

export const ZCertificateAnswer = z.object({ id: z.string(), url: z.string(), pdfUrl: z.string() });
