import { ZStaffCodeStep, ZStaffPasswordStep } from "~/schemas/admin/sign-in";
import { sessionCookie } from "~/server/auth/session-token";
import { completeStaffSignIn, startStaffSignIn } from "~/server/services/users/staff-sign-in";
import { toUserProfile } from "~/server/services/users/user-profile";
import { createTRPCRouter, hasBackOfficeSession, publicProcedure } from "../../trpc";

/** The back-office's two-step sign-in (password, then the e-mailed code). */
export const staffSignInRouter = createTRPCRouter({
  /** The staff member signed in to the back-office, or null (a parent, or a site session). */
  current: publicProcedure.query(({ ctx }) => (ctx.session && hasBackOfficeSession(ctx.session) ? toUserProfile(ctx.session.user) : null)),

  start: publicProcedure.input(ZStaffPasswordStep).mutation(async ({ ctx, input }) => {
    await startStaffSignIn({ db: ctx.db, email: input.email, password: input.password, headers: ctx.headers });
    return { success: true as const, message: "We sent a 6-digit code to your e-mail." };
  }),

  complete: publicProcedure.input(ZStaffCodeStep).mutation(async ({ ctx, input }) => {
    const { user, session } = await completeStaffSignIn({ db: ctx.db, email: input.email, code: input.otp, headers: ctx.headers });
    ctx.resHeaders.append("set-cookie", sessionCookie(session.token, "staff"));
    return { user: toUserProfile(user), expires: session.expires };
  }),
});
