import { ZAuditAnswer, ZAuditQuery } from "~/schemas/admin/audit";
import { listChanges } from "~/server/audit/list-changes";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** The audit log, for the administrator only. */
export const auditRouter = createTRPCRouter({
  list: adminProcedure
    .input(ZAuditQuery)
    .output(ZAuditAnswer)
    .query(({ ctx, input }) => listChanges(ctx.db, input)),
});
