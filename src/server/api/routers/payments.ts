import { z } from "zod";

import { ZOrderId } from "~/schemas/appointments";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { abandonCheckout } from "~/server/services/payments/abandon-checkout";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const paymentsRouter = createTRPCRouter({
  /** Called by the failure page after the provider's Cancel: releases the hold at once. */
  abandonCheckout: publicProcedure
    .input(z.object({ orderId: ZOrderId }))
    .mutation(({ ctx, input }) => abandonCheckout({ db: ctx.db, provider: getPaymentProvider(), orderId: input.orderId })),
});
