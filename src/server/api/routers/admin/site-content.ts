import { ZMovedAnswer, ZRemovedAnswer } from "~/schemas/answers";
import {
  ZFaqEntryAnswer,
  ZFaqEntryDetails,
  ZFaqEntryId,
  ZFaqEntryMove,
  ZFaqEntryUpdate,
  ZGuideAnswer,
  ZGuideUpdate,
  ZSiteContentAnswer,
  ZTestimonialAnswer,
  ZTestimonialDetails,
  ZTestimonialId,
  ZTestimonialMove,
  ZTestimonialUpdate,
} from "~/schemas/admin/site-content";
import { createFaqEntry, listFaqForStaff, moveFaqEntry, removeFaqEntry, updateFaqEntry } from "~/server/services/site-content/manage-faq";
import { listGuidesForStaff, updateGuideTexts } from "~/server/services/site-content/manage-guides";
import { createTestimonial, listTestimonialsForStaff, moveTestimonial, removeTestimonial, updateTestimonial } from "~/server/services/site-content/manage-testimonials";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** The site's own words: testimonials, questions and answers, the guides' texts (admin only, decision 034). */
export const siteContentRouter = createTRPCRouter({
  list: adminProcedure.output(ZSiteContentAnswer).query(async ({ ctx }) => ({
    testimonials: await listTestimonialsForStaff(ctx.db),
    faq: await listFaqForStaff(ctx.db),
    guides: await listGuidesForStaff(ctx.db),
  })),

  createTestimonial: adminProcedure.input(ZTestimonialDetails).output(ZTestimonialAnswer).mutation(({ ctx, input }) => createTestimonial({ db: ctx.db, actorId: ctx.user.id, details: input })),
  updateTestimonial: adminProcedure.input(ZTestimonialUpdate).output(ZTestimonialAnswer).mutation(({ ctx, input }) => updateTestimonial({ db: ctx.db, actorId: ctx.user.id, ...input })),
  removeTestimonial: adminProcedure.input(ZTestimonialId).output(ZRemovedAnswer).mutation(({ ctx, input }) => removeTestimonial({ db: ctx.db, actorId: ctx.user.id, ...input })),
  moveTestimonial: adminProcedure.input(ZTestimonialMove).output(ZMovedAnswer).mutation(({ ctx, input }) => moveTestimonial({ db: ctx.db, actorId: ctx.user.id, ...input })),

  createFaqEntry: adminProcedure.input(ZFaqEntryDetails).output(ZFaqEntryAnswer).mutation(({ ctx, input }) => createFaqEntry({ db: ctx.db, actorId: ctx.user.id, details: input })),
  updateFaqEntry: adminProcedure.input(ZFaqEntryUpdate).output(ZFaqEntryAnswer).mutation(({ ctx, input }) => updateFaqEntry({ db: ctx.db, actorId: ctx.user.id, ...input })),
  removeFaqEntry: adminProcedure.input(ZFaqEntryId).output(ZRemovedAnswer).mutation(({ ctx, input }) => removeFaqEntry({ db: ctx.db, actorId: ctx.user.id, ...input })),
  moveFaqEntry: adminProcedure.input(ZFaqEntryMove).output(ZMovedAnswer).mutation(({ ctx, input }) => moveFaqEntry({ db: ctx.db, actorId: ctx.user.id, ...input })),

  updateGuide: adminProcedure.input(ZGuideUpdate).output(ZGuideAnswer).mutation(({ ctx, input }) => updateGuideTexts({ db: ctx.db, actorId: ctx.user.id, ...input })),
});
