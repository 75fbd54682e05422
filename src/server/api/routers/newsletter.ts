import { ZSuccessAnswer } from "~/schemas/answers";
import { ZNewsletterSubscribe } from "~/schemas/newsletter";
import { subscribeToNewsletter } from "~/server/services/newsletter/subscribe-to-newsletter";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const newsletterRouter = createTRPCRouter({
  subscribe: publicProcedure.input(ZNewsletterSubscribe).output(ZSuccessAnswer).mutation(async ({ ctx, input }) => {
    await subscribeToNewsletter({ db: ctx.db, email: input.email, source: input.source, headers: ctx.headers, locale: ctx.locale, userId: ctx.user?.id ?? null });
    return { success: true as const };
  }),
});
