import {
  ZFaqEntryDetails,
  ZFaqEntryId,
  ZFaqEntryMove,
  ZFaqEntryUpdate,
  ZGuideUpdate,
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
  list: adminProcedure.query(async ({ ctx }) => ({
    testimonials: await listTestimonialsForStaff(ctx.db),
    faq: await listFaqForStaff(ctx.db),
    guides: await listGuidesForStaff(ctx.db),
  })),

  createTestimonial: adminProcedure.input(ZTestimonialDetails).mutation(({ ctx, input }) => createTestimonial({ db: ctx.db, actorId: ctx.user.id, details: input })),
  updateTestimonial: adminProcedure.input(ZTestimonialUpdate).mutation(({ ctx, input }) => updateTestimonial({ db: ctx.db, actorId: ctx.user.id, ...input })),
  removeTestimonial: adminProcedure.input(ZTestimonialId).mutation(({ ctx, input }) => removeTestimonial({ db: ctx.db, actorId: ctx.user.id, ...input })),
  moveTestimonial: adminProcedure.input(ZTestimonialMove).mutation(({ ctx, input }) => moveTestimonial({ db: ctx.db, actorId: ctx.user.id, ...input })),

  createFaqEntry: adminProcedure.input(ZFaqEntryDetails).mutation(({ ctx, input }) => createFaqEntry({ db: ctx.db, actorId: ctx.user.id, details: input })),
  updateFaqEntry: adminProcedure.input(ZFaqEntryUpdate).mutation(({ ctx, input }) => updateFaqEntry({ db: ctx.db, actorId: ctx.user.id, ...input })),
  removeFaqEntry: adminProcedure.input(ZFaqEntryId).mutation(({ ctx, input }) => removeFaqEntry({ db: ctx.db, actorId: ctx.user.id, ...input })),
  moveFaqEntry: adminProcedure.input(ZFaqEntryMove).mutation(({ ctx, input }) => moveFaqEntry({ db: ctx.db, actorId: ctx.user.id, ...input })),

  updateGuide: adminProcedure.input(ZGuideUpdate).mutation(({ ctx, input }) => updateGuideTexts({ db: ctx.db, actorId: ctx.user.id, ...input })),
});
