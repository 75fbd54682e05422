import "server-only";

import type { z } from "zod/mini";

import type { Locale } from "~/i18n/locales";
import type { ZCourseTranslation, ZLessonTranslation, ZModuleTranslation } from "~/schemas/admin/courses";
import type { TranslatedLocale } from "~/schemas/translations";
import type { Database } from "~/server/db/client";
import { courseModuleTranslations, courseTranslations, lessonTranslations } from "~/server/db/schema";
import { translationTable, type TextsOf, type TranslationsOf } from "~/server/services/content/translation-table";

// A course's French and Arabic texts (decision 033): the course's title, description, category
// and outcomes, its modules' titles, its lessons' titles and descriptions. Each text falls back
// to the English one on its own (the outcomes as a list).

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Transaction;

const courseFields = { title: "text", description: "text", category: "text", learningOutcomes: "lines" } as const;
const moduleFields = { title: "text" } as const;
const lessonFields = { title: "text", description: "text" } as const;
const courseTexts = translationTable(courseTranslations, courseTranslations.courseId, courseFields);
const moduleTexts = translationTable(courseModuleTranslations, courseModuleTranslations.moduleId, moduleFields);
const lessonTexts = translationTable(lessonTranslations, lessonTranslations.lessonId, lessonFields);

export type CourseTexts = TextsOf<typeof courseFields>;
export type ModuleTexts = TextsOf<typeof moduleFields>;
export type LessonTexts = TextsOf<typeof lessonFields>;
export type Translations<Texts> = Record<TranslatedLocale, Texts>;

/** What an edit sends: the languages and fields to change (the rest stays). */
export type Change<Schema extends z.ZodMiniType> = Partial<Record<TranslatedLocale, z.output<Schema>>> | undefined;
export type CourseTranslationsChange = Change<typeof ZCourseTranslation>;
export type ModuleTranslationsChange = Change<typeof ZModuleTranslation>;
export type LessonTranslationsChange = Change<typeof ZLessonTranslation>;

// ---------------------------------------------------------------- back-office: read every language, save an edit

export async function readCourseTranslations(db: Reader, courseId: string): Promise<TranslationsOf<typeof courseFields>> {
  return (await courseTexts.read(db, [courseId])).get(courseId)!;
}

export const readModuleTranslations = (db: Reader, moduleIds: string[]) => moduleTexts.read(db, moduleIds);
export const readLessonTranslations = (db: Reader, lessonIds: string[]) => lessonTexts.read(db, lessonIds);

export const saveCourseTranslations = (tx: Transaction, courseId: string, change: CourseTranslationsChange) => courseTexts.save(tx, courseId, change);
export const saveModuleTranslations = (tx: Transaction, moduleId: string, change: ModuleTranslationsChange) => moduleTexts.save(tx, moduleId, change);
export const saveLessonTranslations = (tx: Transaction, lessonId: string, change: LessonTranslationsChange) => lessonTexts.save(tx, lessonId, change);

// ---------------------------------------------------------------- public reads: one language, English underneath

/** Course rows with their title, description, category and outcomes in `locale`. English reads nothing more. */
export function translateCourseRows<Row extends { id: string; title: string; description: string; category: string; learningOutcomes: string[] }>(
  db: Reader,
  rows: Row[],
  locale: Locale,
): Promise<Row[]> {
  return courseTexts.overlay(db, rows, locale, (row) => row.id);
}

/** Module titles in `locale`. */
export function translateModules<Row extends { id: string; title: string }>(db: Reader, rows: Row[], locale: Locale): Promise<Row[]> {
  return moduleTexts.overlay(db, rows, locale, (row) => row.id);
}

/** Lesson titles (and descriptions, for rows that carry one) in `locale`. */
export function translateLessons<Row extends { id: string; title: string; description?: string }>(db: Reader, rows: Row[], locale: Locale): Promise<Row[]> {
  return lessonTexts.overlay(db, rows, locale, (row) => row.id);
}

/**
 * One course's title in `locale`, else `course.title`: the English title, or the one a certificate
 * stored when it was issued. For texts that name a course outside its pages (e-mails, certificates).
 */
export async function courseTitleIn(db: Reader, course: { id: string; title: string }, locale: Locale): Promise<string> {
  const [translated] = await translateCourseRows(db, [{ ...course, description: "", category: "", learningOutcomes: [] }], locale);
  return translated?.title ?? course.title;
}
