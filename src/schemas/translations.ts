import { z } from "zod/mini";

import { locales, type Locale } from "~/i18n/locales";

// The clinic's own texts (services, courses) in the site's other languages (decision 033). English
// stays in each row's own columns; French and Arabic are translations of it, field by field.

/** The languages a service's or a course's texts are translated into. */
export const TRANSLATED_LOCALES = ["fr", "ar"] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** The back-office's names of the languages (the back-office is in English). */
export const TRANSLATED_LOCALE_NAMES: Record<TranslatedLocale, string> = { fr: "French", ar: "Arabic" };

export const UNKNOWN_LOCALE = "Unknown language: use en, fr or ar.";
export const UNKNOWN_TRANSLATION_LOCALE = "Unknown language: translations are in French (fr) or Arabic (ar).";

/** The language a public read answers in. */
export const ZContentLocale = z.enum(locales, { error: UNKNOWN_LOCALE });

/** The optional `locale` of a public read's input: without it the read answers in the caller's language, else English. */
export const ZLocaleInput = z.object({ locale: z.optional(ZContentLocale) });

/**
 * A translated text: trimmed, at most as long as the English one may be. Empty is allowed and
 * means "not translated": the English text is shown.
 */
export const ZTranslatedText = (max: number) =>
  z.optional(z.string({ error: "Please enter text." }).check(z.trim(), z.maxLength(max, `At most ${max} characters.`)));

/** Translated lines (learning outcomes), one per line as typed; none: the English ones are shown. */
export const ZTranslatedLines = (max: number) =>
  z.optional(
    z.pipe(
      z.string({ error: "Please enter text." }).check(z.maxLength(max, `At most ${max} characters.`)),
      z.transform((lines: string) =>
        lines
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ),
  );

/**
 * The French and/or Arabic versions of some fields. A language left out, or a field left out of a
 * language, is left as it is; an empty field clears that text (the English one shows again).
 */
export function ZTranslations<Fields extends z.ZodMiniObject>(fields: Fields) {
  return z.optional(
    z.partialRecord(z.enum(TRANSLATED_LOCALES), fields, {
      // A key outside the enum is reported as an unrecognised key (zod's types list only the others).
      error: (issue) => ((issue.code as string) === "unrecognized_keys" ? UNKNOWN_TRANSLATION_LOCALE : undefined),
    }),
  );
}

/** The translated text when there is one, else the English one (an empty or blank translation is none). */
export function orEnglish(translated: string | null | undefined, english: string): string {
  return translated && translated.trim() !== "" ? translated : english;
}

/** Translated lines when there is at least one, else the English ones. */
export function linesOrEnglish(translated: readonly string[] | null | undefined, english: string[]): string[] {
  const lines = (translated ?? []).filter((line) => line.trim() !== "");
  return lines.length > 0 ? lines : english;
}
