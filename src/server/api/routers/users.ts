import { z } from "zod";

import { locales, type Locale } from "~/i18n/locales";
import { ZSuccessAnswer } from "~/schemas/answers";
import { ZChangePassword, ZLogin, ZOneTimeCodeRequest, ZOneTimeCodeVerify, ZCodeSentAnswer, ZRegisterAgain, ZRegisterConfirm, ZRegistrationStartedAnswer, ZResetTokenAnswer, ZSignedInAnswer, ZUserProfileAnswer } from "~/schemas/users";
import { accountActor, recordChange } from "~/server/audit/record-change";
import { createSession, endOtherSessions, endSession, sessionCookie } from "~/server/auth/session-token";
import { AppError } from "~/server/errors";
import { rememberAccountLanguage } from "~/server/services/users/account-language";
import { authenticateWithPassword, UNPROVED_ADDRESS_MESSAGE } from "~/server/services/users/authenticate-with-password";
import { changePasswordSignedIn } from "~/server/services/users/change-password-signed-in";
import { changePasswordWithResetToken, requestPasswordReset, verifyPasswordReset } from "~/server/services/users/password-reset";
import { confirmRegistration, startRegistration } from "~/server/services/users/register-user";
import { requestSignInCode, signInWithCode } from "~/server/services/users/sign-in-with-code";
import { toUserProfile } from "~/server/services/users/user-profile";
import { codeSentMessage } from "../code-sent-message";
import { createTRPCRouter, protectedProcedure, publicProcedure, type TRPCContext } from "../trpc";

type SignedIn = { user: { id: string; email: string; firstName: string; lastName: string; phoneNumber: string | null; role: "parent" | "staff" | "admin"; locale: Locale }; session: { token: string; expires: Date } };

/** Sets the session cookie and answers with the profile and the token (the REST client's Bearer). */
function signedIn(ctx: TRPCContext, { user, session }: SignedIn) {
  ctx.resHeaders.append("set-cookie", sessionCookie(session.token));
  return { user: toUserProfile(user), token: session.token, expires: session.expires };
}

export const usersRouter = createTRPCRouter({
  /** The signed-in user's profile, or null. */
  me: publicProcedure.output(z.nullable(ZUserProfileAnswer)).query(({ ctx }) => (ctx.user ? toUserProfile(ctx.user) : null)),

  /**
   * Step 1 of registering: a code goes to the address; nothing is created yet. The same answer
   * whether or not the address has an account.
   */
  register: publicProcedure.input(ZRegisterAgain).output(ZRegistrationStartedAnswer).mutation(async ({ ctx, input: { confirmationToken: replacing, ...input } }) => {
    const started = await startRegistration({ db: ctx.db, input, replacing, headers: ctx.headers, locale: ctx.locale });
    const message = await codeSentMessage(ctx.locale, started.detailsUpdated ? "registerUpdated" : "register");
    return { success: true as const, message, email: started.email, confirmationToken: started.confirmationToken };
  }),

  /** Step 2: the e-mailed code proves the address; the account exists from now on, and is signed in. */
  confirmRegistration: publicProcedure.input(ZRegisterConfirm).output(ZSignedInAnswer).mutation(async ({ ctx, input }) => {
    return signedIn(
      ctx,
      await confirmRegistration({ db: ctx.db, email: input.email, code: input.otp, confirmationToken: input.confirmationToken, headers: ctx.headers }),
    );
  }),

  login: publicProcedure.input(ZLogin).output(ZSignedInAnswer).mutation(async ({ ctx, input }) => {
    const user = await authenticateWithPassword({ db: ctx.db, email: input.email, password: input.password, headers: ctx.headers });
    // An account whose address was never proved (registered before codes confirmed registrations)
    // may be someone else's: it signs in again once a code has proved the address.
    if (!user.emailVerified) throw new AppError("FORBIDDEN", UNPROVED_ADDRESS_MESSAGE);
    return signedIn(ctx, { user, session: await createSession(ctx.db, { userId: user.id, sessionVersion: user.sessionVersion }) });
  }),

  logout: publicProcedure.output(ZSuccessAnswer).mutation(async ({ ctx }) => {
    if (ctx.session) await endSession(ctx.db, ctx.session.sessionId);
    ctx.resHeaders.append("set-cookie", sessionCookie(null));
    return { success: true as const };
  }),

  /** Enrollment by e-mail: a 6-digit code to the address. */
  requestSignInCode: publicProcedure.input(ZOneTimeCodeRequest).output(ZCodeSentAnswer).mutation(async ({ ctx, input }) => {
    await requestSignInCode({ db: ctx.db, email: input.email, headers: ctx.headers, locale: ctx.locale });
    return { success: true as const, message: await codeSentMessage(ctx.locale, "signIn") };
  }),

  verifySignInCode: publicProcedure.input(ZOneTimeCodeVerify).output(ZSignedInAnswer).mutation(async ({ ctx, input }) => {
    return signedIn(ctx, await signInWithCode({ db: ctx.db, email: input.email, code: input.otp, headers: ctx.headers, locale: ctx.locale }));
  }),

  requestPasswordReset: publicProcedure.input(ZOneTimeCodeRequest).output(ZCodeSentAnswer).mutation(async ({ ctx, input }) => {
    await requestPasswordReset({ db: ctx.db, email: input.email, headers: ctx.headers, locale: ctx.locale });
    return { success: true as const, message: await codeSentMessage(ctx.locale, "passwordReset") };
  }),

  verifyPasswordReset: publicProcedure.input(ZOneTimeCodeVerify).output(ZResetTokenAnswer).mutation(async ({ ctx, input }) => {
    const token = await verifyPasswordReset({ db: ctx.db, email: input.email, code: input.otp, headers: ctx.headers });
    return { success: true as const, token };
  }),

  /**
   * With a reset token (forgot password), or signed in with the current password — or, for an
   * account without one, the code requestPasswordReset e-mails to it (then the other sessions end).
   */
  changePassword: publicProcedure
    .input(z.object({ ...ZChangePassword.shape, resetToken: z.string().max(2048).optional() }))
    .output(ZSuccessAnswer)
    .mutation(async ({ ctx, input }) => {
      if (input.resetToken !== undefined) {
        await changePasswordWithResetToken({ db: ctx.db, token: input.resetToken, password: input.password });
      } else if (ctx.session) {
        await changePasswordSignedIn({
          db: ctx.db,
          userId: ctx.session.user.id,
          sessionId: ctx.session.sessionId,
          password: input.password,
          currentPassword: input.currentPassword,
          otp: input.otp,
          headers: ctx.headers,
        });
      } else {
        throw new AppError("UNAUTHORIZED", "This reset link has expired. Please start again.");
      }
      return { success: true as const };
    }),

  /** The language of the page the signed-in parent uses now becomes the account's (SessionSync). */
  rememberLanguage: protectedProcedure.input(z.object({ locale: z.enum(locales) })).output(z.object({ changed: z.boolean() })).mutation(async ({ ctx, input }) => {
    return { changed: await rememberAccountLanguage(ctx.db, ctx.user.id, input.locale) };
  }),

  /** Ends every session of the signed-in user, this one included. */
  logoutEverywhere: protectedProcedure.output(ZSuccessAnswer).mutation(async ({ ctx }) => {
    await ctx.db.transaction(async (tx) => {
      await endOtherSessions(tx, ctx.user.id);
      await recordChange(tx, { ...accountActor(ctx.user), action: "sign out everywhere", entity: "user", entityId: ctx.user.id, before: null, after: { sessionsEnded: true } });
    });
    ctx.resHeaders.append("set-cookie", sessionCookie(null));
    return { success: true as const };
  }),
});
