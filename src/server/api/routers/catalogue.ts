import { z } from "zod/mini";

import { ZServicePriceChange, ZServicePricesAnswer, ZServicesAnswer } from "~/schemas/catalogue";
import { ZLocaleInput } from "~/schemas/translations";
import { listServices } from "~/server/services/catalogue/list-services";
import { updateServicePrices } from "~/server/services/catalogue/update-service-prices";
import { contentLocale } from "../content-locale";
import { adminProcedure, createTRPCRouter, publicProcedure } from "../trpc";

/** The administrator edits what the public pages show; each edit shows there at once (decision 022). */
export const catalogueRouter = createTRPCRouter({
  /**
   * The services on the site, their name and description in `locale` (else the caller's language,
   * else English; each text falls back to English on its own, decision 033). `onlineOnly`: those
   * parents can book online.
   */
  services: publicProcedure
    .input(z.optional(z.extend(ZLocaleInput, { onlineOnly: z.optional(z.boolean()) })))
    .output(ZServicesAnswer)
    .query(({ ctx, input }) => listServices({ db: ctx.db, onlineOnly: input?.onlineOnly ?? false, locale: contentLocale(ctx, input?.locale) })),

  updateServicePrices: adminProcedure
    .input(ZServicePriceChange)
    .output(ZServicePricesAnswer)
    .mutation(({ ctx, input }) => updateServicePrices({ db: ctx.db, actorId: ctx.user.id, change: input })),
});
