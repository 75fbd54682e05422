import { ZClosure, ZClosureAddedAnswer, ZClosureAnswer, ZClosureId, ZScheduleAnswer, ZWeeklyHours, ZWeeklyHoursAnswer } from "~/schemas/admin/schedule";
import { addClosure } from "~/server/services/appointments/add-closure";
import { getSchedule } from "~/server/services/appointments/get-schedule";
import { removeClosure } from "~/server/services/appointments/remove-closure";
import { setWeeklyHours } from "~/server/services/appointments/set-weekly-hours";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Weekly hours and closures (admin only): the booking page and time slots follow at once. */
export const scheduleRouter = createTRPCRouter({
  get: adminProcedure.output(ZScheduleAnswer).query(({ ctx }) => getSchedule(ctx.db)),
  setWeeklyHours: adminProcedure.input(ZWeeklyHours).output(ZWeeklyHoursAnswer).mutation(({ ctx, input }) => setWeeklyHours({ db: ctx.db, actorId: ctx.user.id, week: input })),
  addClosure: adminProcedure.input(ZClosure).output(ZClosureAddedAnswer).mutation(({ ctx, input }) => addClosure({ db: ctx.db, actorId: ctx.user.id, input })),
  removeClosure: adminProcedure.input(ZClosureId).output(ZClosureAnswer).mutation(({ ctx, input }) => removeClosure({ db: ctx.db, actorId: ctx.user.id, closureId: input.id })),
});
