import { ZMovedAnswer, ZNoAnswer } from "~/schemas/answers";
import {
  ZCourseDetails,
  ZCourseId,
  ZCoursePublish,
  ZCourseUpdate,
  ZLessonAdd,
  ZLessonId,
  ZLessonMove,
  ZLessonUpdate,
  ZModuleAdd,
  ZModuleId,
  ZModuleMove,
  ZModuleRename,
  ZStaffCourseAnswer,
  ZStaffCourseDetailsAnswer,
  ZStaffCourseListAnswer,
  ZStaffLessonAnswer,
  ZStaffModuleAnswer,
} from "~/schemas/admin/courses";
import {
  addLesson,
  addModule,
  moveLesson,
  moveModule,
  removeLesson,
  removeModule,
  renameModule,
  updateLesson,
} from "~/server/services/courses/manage-course-outline";
import { createCourse, getCourseForStaff, listCoursesForStaff, setCoursePublished, updateCourse } from "~/server/services/courses/manage-courses";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Courses, their modules and lessons, and lesson videos (admin only). */
export const coursesAdminRouter = createTRPCRouter({
  list: adminProcedure.output(ZStaffCourseListAnswer).query(({ ctx }) => listCoursesForStaff(ctx.db)),
  get: adminProcedure.input(ZCourseId).output(ZStaffCourseDetailsAnswer).query(({ ctx, input }) => getCourseForStaff(ctx.db, input.courseId)),
  create: adminProcedure
    .input(ZCourseDetails)
    .output(ZStaffCourseAnswer)
    .mutation(({ ctx, input }) => createCourse({ db: ctx.db, actorId: ctx.user.id, details: input })),
  update: adminProcedure
    .input(ZCourseUpdate)
    .output(ZStaffCourseAnswer)
    .mutation(({ ctx, input }) => updateCourse({ db: ctx.db, actorId: ctx.user.id, courseId: input.courseId, details: input.details })),
  setPublished: adminProcedure
    .input(ZCoursePublish)
    .output(ZStaffCourseAnswer)
    .mutation(({ ctx, input }) => setCoursePublished({ db: ctx.db, actorId: ctx.user.id, courseId: input.courseId, published: input.published })),

  addModule: adminProcedure.input(ZModuleAdd).output(ZStaffModuleAnswer).mutation(({ ctx, input }) => addModule({ db: ctx.db, actorId: ctx.user.id, ...input })),
  renameModule: adminProcedure.input(ZModuleRename).output(ZNoAnswer).mutation(({ ctx, input }) => renameModule({ db: ctx.db, actorId: ctx.user.id, ...input })),
  moveModule: adminProcedure.input(ZModuleMove).output(ZMovedAnswer).mutation(({ ctx, input }) => moveModule({ db: ctx.db, actorId: ctx.user.id, ...input })),
  removeModule: adminProcedure.input(ZModuleId).output(ZNoAnswer).mutation(({ ctx, input }) => removeModule({ db: ctx.db, actorId: ctx.user.id, ...input })),

  addLesson: adminProcedure.input(ZLessonAdd).output(ZStaffLessonAnswer).mutation(({ ctx, input }) => addLesson({ db: ctx.db, actorId: ctx.user.id, ...input })),
  updateLesson: adminProcedure.input(ZLessonUpdate).output(ZStaffLessonAnswer).mutation(({ ctx, input }) => updateLesson({ db: ctx.db, actorId: ctx.user.id, ...input })),
  moveLesson: adminProcedure.input(ZLessonMove).output(ZMovedAnswer).mutation(({ ctx, input }) => moveLesson({ db: ctx.db, actorId: ctx.user.id, ...input })),
  removeLesson: adminProcedure.input(ZLessonId).output(ZNoAnswer).mutation(({ ctx, input }) => removeLesson({ db: ctx.db, actorId: ctx.user.id, ...input })),
});
