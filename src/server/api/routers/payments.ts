import { z } from "zod";

import { ZAbandonedCheckoutAnswer, ZCheckoutSessionId, ZOrderId } from "~/schemas/appointments";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { abandonCheckout } from "~/server/services/payments/abandon-checkout";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const paymentsRouter = createTRPCRouter({
  /**
   * Called by the failure page after the provider's Cancel: releases the hold at once. Needs the
   * checkout session's id from the return address, not only the order number.
   */
  abandonCheckout: publicProcedure
    .input(z.object({ orderId: ZOrderId, sessionId: ZCheckoutSessionId }))
    .output(ZAbandonedCheckoutAnswer)
    .mutation(({ ctx, input }) =>
      abandonCheckout({ db: ctx.db, provider: getPaymentProvider(), orderId: input.orderId, sessionId: input.sessionId }),
    ),
});
