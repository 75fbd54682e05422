import { ZJoinVideoVisit, ZStaffVideoStartAnswer, ZStartVideoVisit, ZVideoJoinAnswer } from "~/schemas/video";
import { joinVideoVisitAsParent, startVideoVisitAsStaff } from "~/server/services/video/join-video-visit";
import { getVideoProvider } from "~/server/video/get-video-provider";
import { createTRPCRouter, publicProcedure, staffProcedure } from "../trpc";

/**
 * Video visits (decision 048): each answer carries a token minted for that press of the button,
 * for one room and one role; nothing of it is stored.
 */
export const videoRouter = createTRPCRouter({
  /** The parent, by the visit's signed link or signed in as one of its adults: never a moderator. */
  join: publicProcedure
    .input(ZJoinVideoVisit)
    .output(ZVideoJoinAnswer)
    .mutation(({ ctx, input }) =>
      joinVideoVisitAsParent({
        db: ctx.db,
        provider: getVideoProvider(),
        appointmentId: input.appointmentId,
        token: input.token,
        userId: ctx.user?.id ?? null,
        displayName: input.displayName,
      }),
    ),
  /** A signed-in staff member from the back-office: the room's moderator, with the lobby on. */
  start: staffProcedure
    .input(ZStartVideoVisit)
    .output(ZStaffVideoStartAnswer)
    .mutation(({ ctx, input }) =>
      startVideoVisitAsStaff({
        db: ctx.db,
        provider: getVideoProvider(),
        appointmentId: input.appointmentId,
        staff: { id: ctx.user.id, name: [ctx.user.firstName, ctx.user.lastName].filter(Boolean).join(" ") || "Clinic" },
      }),
    ),
});
