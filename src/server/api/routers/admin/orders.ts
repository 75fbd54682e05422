import { ZOrdersAnswer, ZOrdersQuery, ZRefundAnswer, ZRefundOrder } from "~/schemas/admin/orders";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { listOrders } from "~/server/services/payments/list-orders";
import { refundOrder } from "~/server/services/payments/refund-order";
import { createTRPCRouter, staffProcedure } from "../../trpc";

/** Every order, and refunds: the late payments' queue and courses. */
export const ordersRouter = createTRPCRouter({
  list: staffProcedure.input(ZOrdersQuery).output(ZOrdersAnswer).query(({ ctx, input }) => listOrders(ctx.db, input)),
  refund: staffProcedure
    .input(ZRefundOrder)
    .output(ZRefundAnswer)
    .mutation(({ ctx, input }) => refundOrder({ db: ctx.db, provider: getPaymentProvider(), actorId: ctx.user.id, orderId: input.orderId })),
});
