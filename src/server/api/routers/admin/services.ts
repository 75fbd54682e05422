import { z } from "zod/mini";

import { ZServiceDetails, ZServiceId, ZServiceUpdate, ZStaffServiceAnswer, ZStaffServicesAnswer } from "~/schemas/catalogue";
import { createService, listServicesForStaff, setServiceArchived, updateService } from "~/server/services/catalogue/manage-services";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** The clinic's services and their prices (admin only); the public pages follow at once. */
export const servicesRouter = createTRPCRouter({
  list: adminProcedure.output(ZStaffServicesAnswer).query(({ ctx }) => listServicesForStaff(ctx.db)),
  create: adminProcedure.input(ZServiceDetails).output(ZStaffServiceAnswer).mutation(({ ctx, input }) => createService({ db: ctx.db, actorId: ctx.user.id, details: input })),
  update: adminProcedure.input(ZServiceUpdate).output(ZStaffServiceAnswer).mutation(({ ctx, input }) => updateService({ db: ctx.db, actorId: ctx.user.id, serviceId: input.serviceId, details: input.details })),
  setArchived: adminProcedure
    .input(z.object({ ...ZServiceId.shape, archived: z.boolean() }))
    .output(ZStaffServiceAnswer)
    .mutation(({ ctx, input }) => setServiceArchived({ db: ctx.db, actorId: ctx.user.id, serviceId: input.serviceId, archived: input.archived })),
});
