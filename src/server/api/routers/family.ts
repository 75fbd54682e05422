import { z } from "zod/mini";

import {
  ZAcceptedInvitationAnswer,
  ZAddChild,
  ZChildRef,
  ZInvitationPreviewAnswer,
  ZInvitationToken,
  ZInviteAdult,
  ZMyChildrenAnswer,
  ZPendingInvitationAnswer,
  ZRemoveAdult,
  ZRevokeInvitation,
  ZUpdateChild,
} from "~/schemas/family";
import { leaveChild, removeAdult } from "~/server/services/family/child-adults";
import { acceptInvitation, inviteAdult, readInvitation, revokeInvitation } from "~/server/services/family/invitations";
import { listMyChildren } from "~/server/services/family/list-my-children";
import { addChild, archiveChild, updateChild } from "~/server/services/family/manage-children";
import { createTRPCRouter, protectedProcedure } from "../trpc";

const ZChildIdAnswer = z.object({ id: z.string() });

/**
 * A parent's family (decision 045): their children and the other adult of each. Every procedure is
 * for a signed-in parent, and every one that names a child passes through assertChildAccess in its
 * service: another family's child, a guessed id and no id at all get the same "not found".
 */
export const familyRouter = createTRPCRouter({
  list: protectedProcedure.output(ZMyChildrenAnswer).query(async ({ ctx }) => ({ children: await listMyChildren({ db: ctx.db, userId: ctx.user.id }) })),

  add: protectedProcedure
    .input(ZAddChild)
    .output(ZChildIdAnswer)
    .mutation(({ ctx, input: { healthDataConsent: _given, noticeVersion, consentPage, ...details } }) =>
      addChild({ db: ctx.db, user: ctx.user, details, consent: { noticeVersion, page: consentPage ?? "family.add" } }),
    ),

  update: protectedProcedure
    .input(ZUpdateChild)
    .output(ZChildIdAnswer)
    .mutation(({ ctx, input: { childId, ...details } }) => updateChild({ db: ctx.db, user: ctx.user, childId, details })),

  archive: protectedProcedure.input(ZChildRef).output(ZChildIdAnswer).mutation(({ ctx, input }) => archiveChild({ db: ctx.db, user: ctx.user, childId: input.childId })),

  /** The invitation's link goes to the invited address only; the answer says to whom and until when. */
  invite: protectedProcedure
    .input(ZInviteAdult)
    .output(ZPendingInvitationAnswer)
    .mutation(({ ctx, input }) => inviteAdult({ db: ctx.db, user: ctx.user, childId: input.childId, email: input.email, locale: ctx.locale })),

  /** The invitation page: what the link is, and whether the signed-in account may accept it. */
  invitation: protectedProcedure
    .input(ZInvitationToken)
    .output(ZInvitationPreviewAnswer)
    .query(({ ctx, input }) => readInvitation({ db: ctx.db, user: ctx.user, token: input.token })),

  accept: protectedProcedure
    .input(ZInvitationToken)
    .output(ZAcceptedInvitationAnswer)
    .mutation(({ ctx, input }) => acceptInvitation({ db: ctx.db, user: ctx.user, token: input.token })),

  leave: protectedProcedure.input(ZChildRef).output(ZChildIdAnswer).mutation(({ ctx, input }) => leaveChild({ db: ctx.db, user: ctx.user, childId: input.childId })),

  removeAdult: protectedProcedure
    .input(ZRemoveAdult)
    .output(ZChildIdAnswer)
    .mutation(({ ctx, input }) => removeAdult({ db: ctx.db, user: ctx.user, childId: input.childId, adultId: input.adultId })),

  revokeInvitation: protectedProcedure
    .input(ZRevokeInvitation)
    .output(ZChildIdAnswer)
    .mutation(({ ctx, input }) => revokeInvitation({ db: ctx.db, user: ctx.user, childId: input.childId, invitationId: input.invitationId })),
});
