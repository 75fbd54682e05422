import { ZServicePriceChange } from "~/schemas/catalogue";
import { updateServicePrices } from "~/server/services/catalogue/update-service-prices";
import { adminProcedure, createTRPCRouter } from "../trpc";

/** The administrator edits what the public pages show; each edit shows there at once (decision 022). */
export const catalogueRouter = createTRPCRouter({
  updateServicePrices: adminProcedure
    .input(ZServicePriceChange)
    .mutation(({ ctx, input }) => updateServicePrices({ db: ctx.db, actorId: ctx.user.id, change: input })),
});
