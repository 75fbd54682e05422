import { ZStaffDisable, ZStaffFactorReset, ZStaffInvite, ZStaffRoleChange } from "~/schemas/admin/staff";
import { inviteStaff, listStaff, resetStaffFactors, setStaffDisabled, setStaffRole } from "~/server/services/users/manage-staff";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Who may use the back-office, and how (admin only). */
export const staffRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listStaff(ctx.db)),
  invite: adminProcedure.input(ZStaffInvite).mutation(({ ctx, input }) => inviteStaff({ db: ctx.db, actorId: ctx.user.id, invite: input })),
  setRole: adminProcedure.input(ZStaffRoleChange).mutation(({ ctx, input }) => setStaffRole({ db: ctx.db, actorId: ctx.user.id, ...input })),
  resetFactors: adminProcedure.input(ZStaffFactorReset).mutation(({ ctx, input }) => resetStaffFactors({ db: ctx.db, actorId: ctx.user.id, userId: input.userId })),
  setDisabled: adminProcedure.input(ZStaffDisable).mutation(({ ctx, input }) => setStaffDisabled({ db: ctx.db, actorId: ctx.user.id, ...input })),
});
