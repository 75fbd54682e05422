import type { RegistrationResponseJSON } from "@simplewebauthn/server";

import { ZOwnFactorsAnswer, ZOwnPasskey, ZOwnPasskeyOptionsAnswer, ZPasskeyAddedAnswer, ZRecoveryCodesAnswer } from "~/schemas/admin/sign-in";
import { finishAddingPasskey, listOwnFactors, regenerateRecoveryCodes, startAddingPasskey } from "~/server/services/staff-factors/manage-own-factors";
import { AppError } from "~/server/errors";
import { createTRPCRouter, staffProcedure } from "../../trpc";

/** How long after a sign-in (password and second factor) its session may change how the account signs in. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;
export const SIGN_IN_AGAIN_MESSAGE =
  "For your safety, sign out and sign in again (password and second factor) to change how you sign in: it can be changed in the 10 minutes after signing in.";

/**
 * Adding a passkey or taking new recovery codes needs a sign-in of the last 10 minutes, not only a
 * session: a back-office left open on a shared computer cannot be given a way back in. Staff
 * sessions keep the time of their sign-in (their token is never reissued, decision 038).
 */
const recentSignInProcedure = staffProcedure.use(({ ctx, next }) => {
  const signedInSecondsAgo = Date.now() / 1000 - (ctx.session?.issuedAt ?? 0);
  if (signedInSecondsAgo > RECENT_SIGN_IN_SECONDS) throw new AppError("FORBIDDEN", SIGN_IN_AGAIN_MESSAGE);
  return next();
});

/** A signed-in staff member's own second factors (decision 038). */
export const ownFactorsRouter = createTRPCRouter({
  list: staffProcedure.output(ZOwnFactorsAnswer).query(({ ctx }) => listOwnFactors({ db: ctx.db, userId: ctx.user.id })),
  regenerateRecoveryCodes: recentSignInProcedure.output(ZRecoveryCodesAnswer).mutation(({ ctx }) => regenerateRecoveryCodes({ db: ctx.db, userId: ctx.user.id })),
  passkeyOptions: recentSignInProcedure.output(ZOwnPasskeyOptionsAnswer).mutation(({ ctx }) => startAddingPasskey({ db: ctx.db, userId: ctx.user.id })),
  addPasskey: recentSignInProcedure.input(ZOwnPasskey).output(ZPasskeyAddedAnswer).mutation(({ ctx, input }) =>
    finishAddingPasskey({ db: ctx.db, userId: ctx.user.id, token: input.token, response: { clientExtensionResults: {}, ...input.response } as unknown as RegistrationResponseJSON, name: input.name }),
  ),
});
