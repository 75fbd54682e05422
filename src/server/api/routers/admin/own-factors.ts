import type { RegistrationResponseJSON } from "@simplewebauthn/server";

import { ZOwnPasskey } from "~/schemas/admin/sign-in";
import { finishAddingPasskey, listOwnFactors, regenerateRecoveryCodes, startAddingPasskey } from "~/server/services/staff-factors/manage-own-factors";
import { createTRPCRouter, staffProcedure } from "../../trpc";

/** A signed-in staff member's own second factors (decision 038). */
export const ownFactorsRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => listOwnFactors({ db: ctx.db, userId: ctx.user.id })),
  regenerateRecoveryCodes: staffProcedure.mutation(({ ctx }) => regenerateRecoveryCodes({ db: ctx.db, userId: ctx.user.id })),
  passkeyOptions: staffProcedure.mutation(({ ctx }) => startAddingPasskey({ db: ctx.db, userId: ctx.user.id })),
  addPasskey: staffProcedure.input(ZOwnPasskey).mutation(({ ctx, input }) =>
    finishAddingPasskey({ db: ctx.db, userId: ctx.user.id, token: input.token, response: { clientExtensionResults: {}, ...input.response } as unknown as RegistrationResponseJSON, name: input.name }),
  ),
});
