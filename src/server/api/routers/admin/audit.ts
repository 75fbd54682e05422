import { z } from "zod/mini";

import { listChanges } from "~/server/audit/list-changes";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** The audit log, for the administrator only. */
export const auditRouter = createTRPCRouter({
  list: adminProcedure
    .input(z.object({ page: z.optional(z.number().check(z.int(), z.gte(1, "Pages start at 1."), z.lte(100_000))) }))
    .query(({ ctx, input }) => listChanges(ctx.db, input)),
});
