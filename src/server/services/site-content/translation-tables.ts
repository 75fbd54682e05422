import "server-only";

import { faqTranslations, guideTranslations, testimonialTranslations } from "~/server/db/schema";
import { translationTable } from "~/server/services/content/translation-table";

// The French and Arabic texts of the site's own words (decision 034), read and written like the
// catalogue's (decision 033): each text on its own, English underneath.

export const testimonialTranslationTable = translationTable(testimonialTranslations, testimonialTranslations.testimonialId, { quote: "text", name: "text", role: "text" });
export const faqTranslationTable = translationTable(faqTranslations, faqTranslations.faqEntryId, { question: "text", answer: "text" });
export const guideTranslationTable = translationTable(guideTranslations, guideTranslations.slug, { title: "text", description: "text" });
