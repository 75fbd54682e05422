import type { RegistrationResponseJSON } from "@simplewebauthn/server";

import { ZOwnFactorsAnswer, ZOwnPasskey, ZOwnPasskeyOptionsAnswer, ZPasskeyAddedAnswer, ZRecoveryCodesAnswer } from "~/schemas/admin/sign-in";
import { finishAddingPasskey, listOwnFactors, regenerateRecoveryCodes, startAddingPasskey } from "~/server/services/staff-factors/manage-own-factors";
import { createTRPCRouter, staffProcedure } from "../../trpc";

/** A signed-in staff member's own second factors (decision 038). */
export const ownFactorsRouter = createTRPCRouter({
  list: staffProcedure.output(ZOwnFactorsAnswer).query(({ ctx }) => listOwnFactors({ db: ctx.db, userId: ctx.user.id })),
  regenerateRecoveryCodes: staffProcedure.output(ZRecoveryCodesAnswer).mutation(({ ctx }) => regenerateRecoveryCodes({ db: ctx.db, userId: ctx.user.id })),
  passkeyOptions: staffProcedure.output(ZOwnPasskeyOptionsAnswer).mutation(({ ctx }) => startAddingPasskey({ db: ctx.db, userId: ctx.user.id })),
  addPasskey: staffProcedure.input(ZOwnPasskey).output(ZPasskeyAddedAnswer).mutation(({ ctx, input }) =>
    finishAddingPasskey({ db: ctx.db, userId: ctx.user.id, token: input.token, response: { clientExtensionResults: {}, ...input.response } as unknown as RegistrationResponseJSON, name: input.name }),
  ),
});
