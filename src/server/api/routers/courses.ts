import { z } from "zod";
import { z as zm } from "zod/mini";

import { env } from "~/env";
import { ZOrderId } from "~/schemas/appointments";
import { ZOrderStatusAnswer } from "~/schemas/answers";
import {
  ZCertificateAnswer,
  ZCourseDetailsAnswer,
  ZCourseId,
  ZCourseListAnswer,
  ZCoursesForMyChildrenAnswer,
  ZCoursePurchaseAnswer,
  ZIsEnrolledAnswer,
  ZLessonAnswer,
  ZLessonProgress,
  ZLessonProgressAnswer,
  ZLessonRef,
  ZMyCoursesAnswer,
} from "~/schemas/courses";
import { ZLocaleInput } from "~/schemas/translations";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { buyCourse } from "~/server/services/courses/buy-course";
import { issueCertificate } from "~/server/services/courses/certificates";
import { isEnrolled } from "~/server/services/courses/enrollment-access";
import { findCourse, getCourse } from "~/server/services/courses/get-course";
import { getLesson } from "~/server/services/courses/get-lesson";
import { listCoursesForMyChildren } from "~/server/services/courses/courses-for-my-children";
import { listCourses } from "~/server/services/courses/list-courses";
import { listMyCourses } from "~/server/services/courses/list-my-courses";
import { saveLessonProgress } from "~/server/services/courses/save-lesson-progress";
import { getOrderStatus } from "~/server/services/payments/get-order-status";
import { contentLocale } from "../content-locale";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

// The reads that show a course's texts take an optional `locale` (decision 033); without it they
// answer in the caller's language (contentLocale), English by default.
const ZOptionalLocale = zm.optional(ZLocaleInput);

export const coursesRouter = createTRPCRouter({
  list: publicProcedure
    .input(ZOptionalLocale)
    .output(ZCourseListAnswer)
    .query(({ ctx, input }) => listCourses({ db: ctx.db, locale: contentLocale(ctx, input?.locale) })),

  byId: publicProcedure
    .input(zm.extend(ZCourseId, ZLocaleInput.shape))
    .output(ZCourseDetailsAnswer)
    .query(async ({ ctx, input }) => {
    // A course taken off the site stays open to the parents enrolled in it (their dashboard).
    const course = ctx.user ? await findCourse(ctx.db, input.courseId) : null;
    const enrolled = course && !course.publishedAt && ctx.user ? await isEnrolled(ctx.db, ctx.user.id, course.id) : false;
    return getCourse({ db: ctx.db, courseId: input.courseId, includeDrafts: enrolled, locale: contentLocale(ctx, input.locale) });
  }),

  /** The courses that fit each of the signed-in parent's children now (decision 054): the dashboard's and the home page's. */
  forMyChildren: protectedProcedure
    .input(ZOptionalLocale)
    .output(ZCoursesForMyChildrenAnswer)
    .query(({ ctx, input }) => listCoursesForMyChildren({ db: ctx.db, userId: ctx.user.id, locale: contentLocale(ctx, input?.locale) })),

  myCourses: protectedProcedure
    .input(ZOptionalLocale)
    .output(ZMyCoursesAnswer)
    .query(({ ctx, input }) => listMyCourses({ db: ctx.db, user: ctx.user, locale: contentLocale(ctx, input?.locale) })),

  isEnrolled: protectedProcedure.input(ZCourseId).output(ZIsEnrolledAnswer).query(async ({ ctx, input }) => {
    const course = await findCourse(ctx.db, input.courseId);
    return { isEnrolled: course ? await isEnrolled(ctx.db, ctx.user.id, course.id) : false };
  }),

  /** A free course enrolls at once; a paid one opens the hosted payment page. */
  buy: protectedProcedure
    .input(ZCourseId)
    .output(ZCoursePurchaseAnswer)
    .mutation(({ ctx, input }) =>
      buyCourse({ db: ctx.db, provider: getPaymentProvider(), user: ctx.user, courseId: input.courseId, publicUrl: env.PUBLIC_URL, locale: ctx.locale }),
    ),

  lesson: publicProcedure
    .input(zm.extend(ZLessonRef, ZLocaleInput.shape))
    .output(ZLessonAnswer)
    .query(({ ctx, input }) =>
      getLesson({
        db: ctx.db,
        user: ctx.user,
        courseId: input.courseId,
        moduleId: input.moduleId,
        lessonId: input.videoId,
        locale: contentLocale(ctx, input.locale),
      }),
    ),

  /** The answer is the server's view: an early claim of the end leaves the lesson in progress. */
  saveProgress: publicProcedure
    .input(ZLessonProgress)
    .output(ZLessonProgressAnswer)
    .mutation(({ ctx, input }) =>
      saveLessonProgress({
        db: ctx.db,
        user: ctx.user,
        lessonId: input.lessonId,
        positionSeconds: input.positionSeconds,
        playing: input.playing ?? !input.ended,
      }),
    ),

  certificate: protectedProcedure.input(ZCourseId).output(ZCertificateAnswer).mutation(async ({ ctx, input }) => {
    const certificate = await issueCertificate({ db: ctx.db, user: ctx.user, courseId: input.courseId });
    return { id: certificate.id, url: `/certificates/${certificate.id}`, pdfUrl: `/api/certificates/${certificate.id}/pdf` };
  }),

  orderStatus: publicProcedure
    .input(z.object({ orderId: ZOrderId }))
    .output(ZOrderStatusAnswer)
    .query(({ ctx, input }) => getOrderStatus({ db: ctx.db, provider: getPaymentProvider(), orderId: input.orderId, kind: "course" })),
});
