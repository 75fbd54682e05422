import { ZMyConsentsAnswer, ZNewsletterConsentAnswer, ZWithdrawNewsletter } from "~/schemas/consents";
import { ZErasureAnswer, ZErasureCodeSentAnswer, ZErasurePreviewAnswer, ZEraseMyAccount, ZMyRecordViewsAnswer } from "~/schemas/privacy";
import { sessionCookie } from "~/server/auth/session-token";
import { listMyConsents, withdrawNewsletterConsent } from "~/server/privacy/consents";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { eraseMyAccount, previewMyErasure, requestErasureCode } from "~/server/privacy/erase-account";
import { viewsOfMyChildren } from "~/server/privacy/record-views";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/**
 * "My data": a parent's consents and the newsletter withdrawn in one click (decision 049); the
 * export is a download (/api/privacy/export), erasure two steps, a code e-mailed to the account's
 * own address, then that code (decision 051). Everything acts on the session's account only: no
 * procedure takes an account id.
 */
export const privacyRouter = createTRPCRouter({
  myConsents: protectedProcedure.output(ZMyConsentsAnswer).query(({ ctx }) => listMyConsents({ db: ctx.db, user: ctx.user })),
  withdrawNewsletter: protectedProcedure
    .input(ZWithdrawNewsletter)
    .output(ZNewsletterConsentAnswer)
    .mutation(({ ctx, input }) => withdrawNewsletterConsent({ db: ctx.db, user: ctx.user, page: input.consentPage ?? "privacy.withdrawNewsletter" })),

  recordViews: protectedProcedure.output(ZMyRecordViewsAnswer).query(({ ctx }) => viewsOfMyChildren(ctx.db, ctx.user.id)),

  // Shown before the code is asked: the visits ahead that erasure cancels, and their refunds (decision 055).
  erasurePreview: protectedProcedure.output(ZErasurePreviewAnswer).query(({ ctx }) => previewMyErasure({ db: ctx.db, userId: ctx.user.id, locale: ctx.locale })),

  requestErasureCode: protectedProcedure.output(ZErasureCodeSentAnswer).mutation(async ({ ctx }) => {
    const { email } = await requestErasureCode({ db: ctx.db, userId: ctx.user.id, headers: ctx.headers, locale: ctx.locale });
    return { success: true as const, email };
  }),

  eraseMyAccount: protectedProcedure
    .input(ZEraseMyAccount)
    .output(ZErasureAnswer)
    .mutation(async ({ ctx, input }) => {
      const outcome = await eraseMyAccount({ db: ctx.db, provider: getPaymentProvider(), userId: ctx.user.id, code: input.otp, headers: ctx.headers, locale: ctx.locale });
      ctx.resHeaders.append("set-cookie", sessionCookie(null));
      return { success: true as const, ...outcome };
    }),
});
