import { ZChildSearch, ZChildSearchAnswer, ZStaffChildAnswer, ZStaffChildQuery } from "~/schemas/admin/children";
import { getChildForStaff, searchChildren } from "~/server/services/clinic-children/staff-child-record";
import { createTRPCRouter, staffProcedure } from "../../trpc";

/** Children for the clinic's staff (reception and the doctor): find one, read its record and visits. */
export const childrenAdminRouter = createTRPCRouter({
  search: staffProcedure.input(ZChildSearch).output(ZChildSearchAnswer).query(({ ctx, input }) => searchChildren(ctx.db, input.query)),
  get: staffProcedure.input(ZStaffChildQuery).output(ZStaffChildAnswer).query(({ ctx, input }) => getChildForStaff(ctx.db, input.childId)),
});
