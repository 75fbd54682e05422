import { ZStaffDisable, ZStaffInvite, ZStaffRoleChange } from "~/schemas/admin/staff";
import { inviteStaff, listStaff, setStaffDisabled, setStaffRole } from "~/server/services/users/manage-staff";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Who may use the back-office, and how (admin only). */
export const staffRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listStaff(ctx.db)),
  invite: adminProcedure.input(ZStaffInvite).mutation(({ ctx, input }) => inviteStaff({ db: ctx.db, actorId: ctx.user.id, invite: input })),
  setRole: adminProcedure.input(ZStaffRoleChange).mutation(({ ctx, input }) => setStaffRole({ db: ctx.db, actorId: ctx.user.id, ...input })),
  setDisabled: adminProcedure.input(ZStaffDisable).mutation(({ ctx, input }) => setStaffDisabled({ db: ctx.db, actorId: ctx.user.id, ...input })),
});
