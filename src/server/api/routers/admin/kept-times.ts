import { ZReleaseKeptTime, ZReleaseKeptTimeAnswer, ZStaffDaySlotsAnswer, ZStaffDaySlotsQuery } from "~/schemas/admin/kept-times";
import { listStaffDaySlots, releaseKeptTime } from "~/server/services/appointments/kept-times";
import { createTRPCRouter, staffProcedure } from "../../trpc";

/** A day's times as staff see them, and the release of a time kept for the waiting list (decision 029). */
export const keptTimesRouter = createTRPCRouter({
  daySlots: staffProcedure.input(ZStaffDaySlotsQuery).output(ZStaffDaySlotsAnswer).query(({ ctx, input }) => listStaffDaySlots({ db: ctx.db, date: input.date })),
  release: staffProcedure
    .input(ZReleaseKeptTime)
    .output(ZReleaseKeptTimeAnswer)
    .mutation(({ ctx, input }) => releaseKeptTime({ db: ctx.db, actorId: ctx.user.id, date: input.date, startTime: input.startTime })),
});
