import { ZErasureAnswer, ZFindParent, ZParentAnswer, ZStaffErase } from "~/schemas/privacy";
import { AppError } from "~/server/errors";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { eraseAccount } from "~/server/privacy/erase-account";
import { findParent } from "~/server/privacy/find-parent";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/**
 * A parent's account for the administrator: find it by address, and erase it for a parent who asked
 * by phone (decision 051) — the same erasure as "Delete my account", audited as the administrator's.
 */
export const parentsRouter = createTRPCRouter({
  find: adminProcedure.input(ZFindParent).output(ZParentAnswer).query(({ ctx, input }) => findParent(ctx.db, input.email)),

  erase: adminProcedure
    .input(ZStaffErase)
    .output(ZErasureAnswer)
    .mutation(async ({ ctx, input }) => {
      const found = await findParent(ctx.db, input.email);
      if (!found || found.id !== input.userId) throw new AppError("NOT_FOUND", "No parent's account has this address and id.");
      const outcome = await eraseAccount({ db: ctx.db, provider: getPaymentProvider(), userId: found.id, by: { kind: "staff", staffId: ctx.user.id } });
      return { success: true as const, ...outcome };
    }),
});
