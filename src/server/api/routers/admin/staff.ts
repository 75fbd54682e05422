import { z } from "zod/mini";

import { ZStaffDisable, ZStaffFactorReset, ZStaffFactorsResetAnswer, ZStaffInvite, ZStaffInvitedAnswer, ZStaffMemberAnswer, ZStaffRoleChange } from "~/schemas/admin/staff";
import { inviteStaff, listStaff, resetStaffFactors, setStaffDisabled, setStaffRole } from "~/server/services/users/manage-staff";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Who may use the back-office, and how (admin only). */
export const staffRouter = createTRPCRouter({
  list: adminProcedure.output(z.array(ZStaffMemberAnswer)).query(({ ctx }) => listStaff(ctx.db)),
  invite: adminProcedure.input(ZStaffInvite).output(ZStaffInvitedAnswer).mutation(({ ctx, input }) => inviteStaff({ db: ctx.db, actorId: ctx.user.id, invite: input })),
  setRole: adminProcedure.input(ZStaffRoleChange).output(ZStaffMemberAnswer).mutation(({ ctx, input }) => setStaffRole({ db: ctx.db, actorId: ctx.user.id, ...input })),
  resetFactors: adminProcedure.input(ZStaffFactorReset).output(ZStaffFactorsResetAnswer).mutation(({ ctx, input }) => resetStaffFactors({ db: ctx.db, actorId: ctx.user.id, userId: input.userId })),
  setDisabled: adminProcedure.input(ZStaffDisable).output(ZStaffMemberAnswer).mutation(({ ctx, input }) => setStaffDisabled({ db: ctx.db, actorId: ctx.user.id, ...input })),
});
