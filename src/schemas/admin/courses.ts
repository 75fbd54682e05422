import { z } from "zod/mini";

import { ZTranslationsAnswer } from "~/schemas/answers";
import { ZAgeMonths, ZDollars } from "~/schemas/catalogue";
import { ZTranslatedLines, ZTranslatedText, ZTranslations } from "~/schemas/translations";
import { ZPicture } from "./media";

/** The pictures a course can have: those shipped with the site. */
export const COURSE_IMAGES = [
  "/images/courses/newborn-care-basics.svg",
  "/images/courses/first-year-milestones.svg",
  "/images/courses/gentle-sleep.svg",
  "/images/courses/starting-solids.svg",
  "/images/courses/breastfeeding-and-pumping.svg",
  "/images/courses/first-aid-at-home.svg",
] as const;

const text = (what: string, max: number) =>
  z.string({ error: `Please enter ${what}.` }).check(z.trim(), z.minLength(1, `Please enter ${what}.`), z.maxLength(max, `At most ${max} characters.`));

/** A course's texts in French or Arabic (outcomes one per line); empty: the English ones show. */
export const ZCourseTranslation = z.object({
  title: ZTranslatedText(120),
  description: ZTranslatedText(2000),
  category: ZTranslatedText(60),
  learningOutcomes: ZTranslatedLines(2000),
});

/**
 * A course as the administrator writes it: prices in dollars as typed (the discounted one empty for
 * none), outcomes one per line, and its French and Arabic texts (left out: unchanged). Parsed:
 * prices in cents.
 */
const ZCourseFields = z
  .object({
    title: text("a title", 120),
    description: text("a description", 2000),
    category: text("a category", 60),
    price: ZDollars,
    discountPrice: z.optional(z.string().check(z.trim())),
    instructorFirstName: text("the instructor's first name", 80),
    instructorLastName: text("the instructor's last name", 80),
    learningOutcomes: z.pipe(
      z.string().check(z.maxLength(2000, "At most 2000 characters.")),
      z.transform((lines: string) =>
        lines
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ),
    imageUrl: ZPicture(COURSE_IMAGES),
    /** The children it is for, in whole months (decision 054); empty: no limit at that end. */
    minAgeMonths: ZAgeMonths,
    maxAgeMonths: ZAgeMonths,
    translations: ZTranslations(ZCourseTranslation),
  })
  .check(
    z.superRefine((course, ctx) => {
      if (course.minAgeMonths !== null && course.maxAgeMonths !== null && course.minAgeMonths > course.maxAgeMonths) {
        ctx.addIssue({ code: "custom", path: ["maxAgeMonths"], message: "The youngest age must not be above the oldest." });
      }
      const discount = course.discountPrice ?? "";
      if (discount === "") return;
      const cents = ZDollars.safeParse(discount);
      if (!cents.success) {
        ctx.addIssue({ code: "custom", path: ["discountPrice"], message: cents.error.issues[0]?.message ?? "Write the price in dollars." });
      } else if (cents.data >= course.price) {
        ctx.addIssue({ code: "custom", path: ["discountPrice"], message: "A discounted price must be below the price." });
      }
    }),
  );

export const ZCourseDetails = z.pipe(
  ZCourseFields,
  z.transform(({ discountPrice, ...course }) => ({ ...course, discountPriceCents: discountPrice ? Math.round(Number(discountPrice) * 100) : null })),
);
export type TCourseDetailsInput = z.input<typeof ZCourseDetails>;

export const ZCourseId = z.object({ courseId: z.uuid("Unknown course.") });
export const ZCourseUpdate = z.object({ courseId: z.uuid("Unknown course."), details: ZCourseDetails });
export const ZCoursePublish = z.object({ courseId: z.uuid("Unknown course."), published: z.boolean() });

export const ZModuleTitle = text("the module's title", 120);
/** A module's title in French or Arabic; empty: the English one shows. */
export const ZModuleTranslation = z.object({ title: ZTranslatedText(120) });
export const ZModuleAdd = z.object({ courseId: z.uuid("Unknown course."), title: ZModuleTitle, translations: ZTranslations(ZModuleTranslation) });
export const ZModuleRename = z.object({ moduleId: z.uuid("Unknown module."), title: ZModuleTitle, translations: ZTranslations(ZModuleTranslation) });
export const ZModuleId = z.object({ moduleId: z.uuid("Unknown module.") });

/** One step up or down the list: what the reorder buttons (and their keyboard shortcuts) send. */
export const ZMove = z.enum(["up", "down"], { error: "Move up or down." });
export const ZModuleMove = z.object({ moduleId: z.uuid("Unknown module."), direction: ZMove });

/** A lesson's title and description in French or Arabic; empty: the English ones show. */
export const ZLessonTranslation = z.object({ title: ZTranslatedText(120), description: ZTranslatedText(2000) });

/**
 * A lesson's words, with their French and Arabic versions (left out: unchanged); its video is an
 * upload made before (media_uploads), named by its id.
 */
export const ZLessonDetails = z.object({
  title: text("the lesson's title", 120),
  description: z.string().check(z.trim(), z.maxLength(2000, "At most 2000 characters.")),
  videoUploadId: z.optional(z.uuid("Please upload the lesson's video.")),
  translations: ZTranslations(ZLessonTranslation),
});
export const ZLessonAdd = z.object({ moduleId: z.uuid("Unknown module."), details: ZLessonDetails });
export const ZLessonUpdate = z.object({ lessonId: z.uuid("Unknown lesson."), details: ZLessonDetails });
export const ZLessonId = z.object({ lessonId: z.uuid("Unknown lesson.") });
export const ZLessonMove = z.object({ lessonId: z.uuid("Unknown lesson."), direction: ZMove });

// Answers (decision 037): the fields each procedure sends back, and no others. A lesson's video is
// named by its upload on the way in and never answered: its storage key stays on the server.

/** A course in the back-office's list. */
export const ZStaffCourseListAnswer = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    priceCents: z.number(),
    discountPriceCents: z.nullable(z.number()),
    imageUrl: z.string(),
    publishedAt: z.nullable(z.date()),
    lessonCount: z.number(),
    parentCount: z.number(),
  }),
);

/** A course's English details as the administrator edits them, and whether it is on the site. */
export const ZStaffCourseAnswer = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priceCents: z.number(),
  discountPriceCents: z.nullable(z.number()),
  currency: z.string(),
  featured: z.boolean(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  totalHours: z.number(),
  instructorFirstName: z.string(),
  instructorLastName: z.string(),
  learningOutcomes: z.array(z.string()),
  minAgeMonths: z.nullable(z.number()),
  maxAgeMonths: z.nullable(z.number()),
  publishedAt: z.nullable(z.date()),
});

export const ZStaffModuleAnswer = z.object({ id: z.string(), courseId: z.string(), title: z.string(), position: z.number() });

export const ZStaffLessonAnswer = z.object({
  id: z.string(),
  moduleId: z.string(),
  title: z.string(),
  description: z.string(),
  durationSeconds: z.number(),
  position: z.number(),
});

/** A course with its French and Arabic texts and its outline, for its back-office page. */
export const ZStaffCourseDetailsAnswer = z.extend(ZStaffCourseAnswer, {
  translations: ZTranslationsAnswer(z.object({ title: z.string(), description: z.string(), category: z.string(), learningOutcomes: z.array(z.string()) })),
  modules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      translations: ZTranslationsAnswer(z.object({ title: z.string() })),
      lessons: z.array(z.extend(ZStaffLessonAnswer, { translations: ZTranslationsAnswer(z.object({ title: z.string(), description: z.string() })) })),
    }),
  ),
});
