import { z } from "zod/mini";

import { guides } from "~/config/guides";
import { ZTranslationsAnswer } from "~/schemas/answers";
import { ZTranslatedText, ZTranslations } from "~/schemas/translations";
import { ZMove } from "./courses";

// The site's own words that staff edit in the back-office (decision 034): the parents'
// testimonials, the about page's questions and answers, and the free guides' titles and
// descriptions. English is required; French and Arabic may be left empty (the English text shows).

export const TESTIMONIAL_QUOTE_MAX = 600;
export const TESTIMONIAL_NAME_MAX = 80;
export const TESTIMONIAL_ROLE_MAX = 120;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 1500;
export const GUIDE_TITLE_MAX = 80;
export const GUIDE_DESCRIPTION_MAX = 300;

/** An English text the site cannot do without: trimmed, not empty, not too long. */
const englishText = (missing: string, max: number) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, `At most ${max} characters.`));

/** A testimonial's words, name and line in French or Arabic; empty: the English ones show. */
export const ZTestimonialTranslation = z.object({
  quote: ZTranslatedText(TESTIMONIAL_QUOTE_MAX),
  name: ZTranslatedText(TESTIMONIAL_NAME_MAX),
  role: ZTranslatedText(TESTIMONIAL_ROLE_MAX),
});

/** A testimonial as staff write it, with its French and Arabic texts (left out: unchanged). */
export const ZTestimonialDetails = z.object({
  quote: englishText("Please enter the parent's words in English.", TESTIMONIAL_QUOTE_MAX),
  name: englishText("Please enter the name shown under the words.", TESTIMONIAL_NAME_MAX),
  role: englishText("Please say who they are, e.g. “Mother of two, Jbeil”.", TESTIMONIAL_ROLE_MAX),
  /** Shown on the home page; unticked, it is kept here only. */
  published: z.boolean({ error: "Say whether the home page shows it." }),
  translations: ZTranslations(ZTestimonialTranslation),
});
export type TTestimonialDetailsInput = z.input<typeof ZTestimonialDetails>;

const ZTestimonialRef = z.uuid("Unknown testimonial.");
export const ZTestimonialId = z.object({ testimonialId: ZTestimonialRef });
export const ZTestimonialUpdate = z.object({ testimonialId: ZTestimonialRef, details: ZTestimonialDetails });
export const ZTestimonialMove = z.object({ testimonialId: ZTestimonialRef, direction: ZMove });

/** A question and its answer in French or Arabic; empty: the English ones show. */
export const ZFaqTranslation = z.object({ question: ZTranslatedText(FAQ_QUESTION_MAX), answer: ZTranslatedText(FAQ_ANSWER_MAX) });

/** A question of the about page and its answer, as staff write them, with their French and Arabic texts. */
export const ZFaqEntryDetails = z.object({
  question: englishText("Please enter the question in English.", FAQ_QUESTION_MAX),
  answer: englishText("Please enter the answer in English.", FAQ_ANSWER_MAX),
  translations: ZTranslations(ZFaqTranslation),
});
export type TFaqEntryDetailsInput = z.input<typeof ZFaqEntryDetails>;

const ZFaqEntryRef = z.uuid("Unknown question.");
export const ZFaqEntryId = z.object({ faqEntryId: ZFaqEntryRef });
export const ZFaqEntryUpdate = z.object({ faqEntryId: ZFaqEntryRef, details: ZFaqEntryDetails });
export const ZFaqEntryMove = z.object({ faqEntryId: ZFaqEntryRef, direction: ZMove });

/** A guide's title and description in French or Arabic; empty: the English ones show. */
export const ZGuideTranslation = z.object({ title: ZTranslatedText(GUIDE_TITLE_MAX), description: ZTranslatedText(GUIDE_DESCRIPTION_MAX) });

/** The home page's words about one free guide (the PDF itself is a file and stays as it is). */
export const ZGuideTexts = z.object({
  title: englishText("Please enter the guide's title in English.", GUIDE_TITLE_MAX),
  description: englishText("Please describe the guide in English.", GUIDE_DESCRIPTION_MAX),
  translations: ZTranslations(ZGuideTranslation),
});
export type TGuideTextsInput = z.input<typeof ZGuideTexts>;

/** One of the guides the site ships (src/config/guides.ts). */
export const ZGuideSlug = z.enum(guides.map((guide) => guide.slug) as [string, ...string[]], { error: "Unknown guide." });
export const ZGuideUpdate = z.object({ slug: ZGuideSlug, details: ZGuideTexts });

// Answers (decision 037): the fields each procedure sends back, and no others.

export const ZTestimonialAnswer = z.object({ id: z.string(), quote: z.string(), name: z.string(), role: z.string(), publishedAt: z.nullable(z.date()) });
export const ZFaqEntryAnswer = z.object({ id: z.string(), question: z.string(), answer: z.string() });
const ZGuideTextsAnswer = ZTranslationsAnswer(z.object({ title: z.string(), description: z.string() }));
/** A guide's words as saved: English, and French and Arabic. */
export const ZGuideAnswer = z.object({ slug: z.string(), title: z.string(), description: z.string(), translations: z.optional(ZGuideTextsAnswer) });

/** Everything the content page edits, in the order the site shows it. */
export const ZSiteContentAnswer = z.object({
  testimonials: z.array(z.extend(ZTestimonialAnswer, { translations: ZTranslationsAnswer(z.object({ quote: z.string(), name: z.string(), role: z.string() })) })),
  faq: z.array(z.extend(ZFaqEntryAnswer, { translations: ZTranslationsAnswer(z.object({ question: z.string(), answer: z.string() })) })),
  guides: z.array(
    z.object({ slug: z.string(), imageUrl: z.string(), downloadUrl: z.string(), title: z.string(), description: z.string(), translations: ZGuideTextsAnswer }),
  ),
});
