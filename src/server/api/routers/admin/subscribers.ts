import { ZSubscribersAnswer, ZSubscribersCsvAnswer, ZSubscribersQuery } from "~/schemas/admin/subscribers";
import { exportSubscribersCsv, listSubscribers } from "~/server/services/newsletter/list-subscribers";
import { createTRPCRouter, staffProcedure } from "../../trpc";

/** The newsletter's subscribers, with consent and unsubscriptions, and their export. */
export const subscribersRouter = createTRPCRouter({
  list: staffProcedure.input(ZSubscribersQuery).output(ZSubscribersAnswer).query(({ ctx, input }) => listSubscribers(ctx.db, input)),
  exportCsv: staffProcedure.input(ZSubscribersQuery).output(ZSubscribersCsvAnswer).query(({ ctx, input }) => exportSubscribersCsv(ctx.db, input)),
});
