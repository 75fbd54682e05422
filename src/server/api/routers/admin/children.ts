import { ZChildSearch, ZChildSearchAnswer, ZRecordViewsAnswer, ZRecordViewsQuery, ZStaffChildAnswer, ZStaffChildQuery } from "~/schemas/admin/children";
import { getChildForStaff, searchChildren } from "~/server/services/clinic-children/staff-child-record";
import { listRecordViews, logRecordViews } from "~/server/privacy/record-views";
import { adminProcedure, createTRPCRouter, staffProcedure } from "../../trpc";

/** Children for the clinic's staff (reception and the doctor): find one, read its record and visits. */
export const childrenAdminRouter = createTRPCRouter({
  search: staffProcedure.input(ZChildSearch).output(ZChildSearchAnswer).query(({ ctx, input }) => searchChildren(ctx.db, input.query)),
  get: staffProcedure.input(ZStaffChildQuery).output(ZStaffChildAnswer).query(async ({ ctx, input }) => {
    const child = await getChildForStaff(ctx.db, input.childId);
    // The child's whole record reached the screen: logged as opened (decision 052).
    await logRecordViews(ctx.db, ctx.user, "child page", [{ childId: input.childId, appointmentId: null }]);
    return child;
  }),
  /** Who opened a child's record, or what a staff member opened: the administrator's view. */
  recordViews: adminProcedure.input(ZRecordViewsQuery).output(ZRecordViewsAnswer).query(({ ctx, input }) => listRecordViews(ctx.db, input)),
});
