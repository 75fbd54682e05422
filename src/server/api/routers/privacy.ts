import { ZMyConsentsAnswer, ZNewsletterConsentAnswer, ZWithdrawNewsletter } from "~/schemas/consents";
import { listMyConsents, withdrawNewsletterConsent } from "~/server/privacy/consents";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** A parent's consents (decision 049): what they gave or withdrew, and the newsletter withdrawn in one click. */
export const privacyRouter = createTRPCRouter({
  myConsents: protectedProcedure.output(ZMyConsentsAnswer).query(({ ctx }) => listMyConsents({ db: ctx.db, user: ctx.user })),
  withdrawNewsletter: protectedProcedure
    .input(ZWithdrawNewsletter)
    .output(ZNewsletterConsentAnswer)
    .mutation(({ ctx, input }) => withdrawNewsletterConsent({ db: ctx.db, user: ctx.user, page: input.consentPage ?? "privacy.withdrawNewsletter" })),
});
