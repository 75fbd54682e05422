import { ZSubscribersQuery } from "~/schemas/admin/subscribers";
import { exportSubscribersCsv, listSubscribers } from "~/server/services/newsletter/list-subscribers";
import { createTRPCRouter, staffProcedure } from "../../trpc";

/** The newsletter's subscribers, with consent and unsubscriptions, and their export. */
export const subscribersRouter = createTRPCRouter({
  list: staffProcedure.input(ZSubscribersQuery).query(({ ctx, input }) => listSubscribers(ctx.db, input)),
  exportCsv: staffProcedure.input(ZSubscribersQuery).query(({ ctx, input }) => exportSubscribersCsv(ctx.db, input)),
});
