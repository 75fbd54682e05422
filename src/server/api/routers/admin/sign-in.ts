import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";

import { z } from "zod/mini";

import {
  ZStaffCeremony,
  ZPasskeyEnrolmentOptionsAnswer,
  ZPasskeySignInOptionsAnswer,
  ZStaffCodeStep,
  ZStaffEnrolledAnswer,
  ZStaffPasskeyStep,
  ZStaffPasswordAnswer,
  ZStaffPasswordStep,
  ZStaffSignedInAnswer,
  ZStaffTotpEnrolment,
  ZTotpEnrolmentAnswer,
} from "~/schemas/admin/sign-in";
import { ZUserProfileAnswer } from "~/schemas/users";
import { sessionCookie } from "~/server/auth/session-token";
import type { StaffUser } from "~/server/services/staff-factors/open-staff-session";
import {
  finishPasskeyEnrolment,
  finishTotpEnrolment,
  startPasskeyEnrolment,
  startTotpEnrolment,
} from "~/server/services/users/staff-enrolment";
import {
  completeStaffSignInWithCode,
  completeStaffSignInWithPasskey,
  staffPasskeySignInOptions,
  startStaffSignIn,
} from "~/server/services/users/staff-sign-in";
import { toUserProfile } from "~/server/services/users/user-profile";
import { createTRPCRouter, hasBackOfficeSession, publicProcedure } from "../../trpc";

type SignedIn = { user: StaffUser; session: { token: string; expires: Date } };

/** The session cookie, and the answer: who signed in (never a secret of the account). */
function signedIn(resHeaders: Headers, { user, session }: SignedIn) {
  resHeaders.append("set-cookie", sessionCookie(session.token, "staff"));
  return { user: toUserProfile(user), expires: session.expires };
}

/**
 * The back-office's sign-in (decision 038): the password, then a passkey, a code of the
 * authenticator app or a recovery code; an account without a factor enrols one first.
 */
export const staffSignInRouter = createTRPCRouter({
  /** The staff member signed in to the back-office, or null (a parent, or a site session). */
  current: publicProcedure.output(z.nullable(ZUserProfileAnswer)).query(({ ctx }) => (ctx.session && hasBackOfficeSession(ctx.session) ? toUserProfile(ctx.session.user) : null)),

  start: publicProcedure.input(ZStaffPasswordStep).output(ZStaffPasswordAnswer).mutation(({ ctx, input }) => startStaffSignIn({ db: ctx.db, email: input.email, password: input.password, headers: ctx.headers })),

  complete: publicProcedure.input(ZStaffCodeStep).output(ZStaffSignedInAnswer).mutation(async ({ ctx, input }) =>
    signedIn(ctx.resHeaders, await completeStaffSignInWithCode({ db: ctx.db, token: input.token, code: input.code, headers: ctx.headers })),
  ),

  passkeyOptions: publicProcedure.input(ZStaffCeremony).output(ZPasskeySignInOptionsAnswer).mutation(({ ctx, input }) => staffPasskeySignInOptions({ db: ctx.db, token: input.token })),

  completeWithPasskey: publicProcedure.input(ZStaffPasskeyStep).output(ZStaffSignedInAnswer).mutation(async ({ ctx, input }) =>
    signedIn(
      ctx.resHeaders,
      await completeStaffSignInWithPasskey({ db: ctx.db, token: input.token, response: { clientExtensionResults: {}, ...input.response } as unknown as AuthenticationResponseJSON, headers: ctx.headers }),
    ),
  ),

  enrolTotp: publicProcedure.input(ZStaffCeremony).output(ZTotpEnrolmentAnswer).mutation(({ ctx, input }) => startTotpEnrolment({ db: ctx.db, token: input.token })),

  finishTotpEnrolment: publicProcedure.input(ZStaffTotpEnrolment).output(ZStaffEnrolledAnswer).mutation(async ({ ctx, input }) => {
    const { recoveryCodes, ...done } = await finishTotpEnrolment({ db: ctx.db, token: input.token, code: input.code, headers: ctx.headers });
    return { ...signedIn(ctx.resHeaders, done), recoveryCodes };
  }),

  enrolPasskey: publicProcedure.input(ZStaffCeremony).output(ZPasskeyEnrolmentOptionsAnswer).mutation(({ ctx, input }) => startPasskeyEnrolment({ db: ctx.db, token: input.token })),

  finishPasskeyEnrolment: publicProcedure.input(ZStaffPasskeyStep).output(ZStaffEnrolledAnswer).mutation(async ({ ctx, input }) => {
    const { recoveryCodes, ...done } = await finishPasskeyEnrolment({
      db: ctx.db,
      token: input.token,
      response: { clientExtensionResults: {}, ...input.response } as unknown as RegistrationResponseJSON,
      headers: ctx.headers,
    });
    return { ...signedIn(ctx.resHeaders, done), recoveryCodes };
  }),
});
