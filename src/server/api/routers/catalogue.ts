import { ZServicePriceChange } from "~/schemas/catalogue";
import { updateServicePrices } from "~/server/services/catalogue/update-service-prices";
import { createTRPCRouter, staffProcedure } from "../trpc";

/** The clinic's staff edit what the public pages show; each edit shows there at once (decision 022). */
export const catalogueRouter = createTRPCRouter({
  updateServicePrices: staffProcedure.input(ZServicePriceChange).mutation(({ ctx, input }) => updateServicePrices({ db: ctx.db, change: input })),
});
