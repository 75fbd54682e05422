import "server-only";

import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod/mini";

import type { Locale } from "~/i18n/locales";
import type { ZCourseTranslation, ZLessonTranslation, ZModuleTranslation } from "~/schemas/admin/courses";
import { linesOrEnglish, orEnglish, TRANSLATED_LOCALES, type TranslatedLocale } from "~/schemas/translations";
import type { Database } from "~/server/db/client";
import { courseModuleTranslations, courseTranslations, lessonTranslations } from "~/server/db/schema";

// A course's French and Arabic texts (decision 033): the course's title, description, category
// and outcomes, its modules' titles, its lessons' titles and descriptions. Each text falls back
// to the English one on its own.

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Transaction;

export type CourseTexts = { title: string; description: string; category: string; learningOutcomes: string[] };
export type ModuleTexts = { title: string };
export type LessonTexts = { title: string; description: string };
export type Translations<Texts> = Record<TranslatedLocale, Texts>;

/** What an edit sends: the languages and fields to change (the rest stays). */
export type Change<Schema extends z.ZodMiniType> = Partial<Record<TranslatedLocale, z.output<Schema>>> | undefined;
export type CourseTranslationsChange = Change<typeof ZCourseTranslation>;
export type ModuleTranslationsChange = Change<typeof ZModuleTranslation>;
export type LessonTranslationsChange = Change<typeof ZLessonTranslation>;

const emptyCourse = (): CourseTexts => ({ title: "", description: "", category: "", learningOutcomes: [] });
const bothLanguages = <Texts,>(empty: () => Texts): Translations<Texts> => ({ fr: empty(), ar: empty() });

/** The fields an edit names (a field left out, or undefined, is not touched). */
function fieldsOf<Fields extends Record<string, unknown>>(fields: Fields | undefined): Partial<Fields> | null {
  if (!fields) return null;
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<Fields>;
  return Object.keys(set).length > 0 ? set : null;
}

// ---------------------------------------------------------------- back-office: read every language, save an edit

export async function readCourseTranslations(db: Reader, courseId: string): Promise<Translations<CourseTexts>> {
  const found = bothLanguages(emptyCourse);
  for (const row of await db.select().from(courseTranslations).where(eq(courseTranslations.courseId, courseId))) {
    found[row.locale] = { title: row.title, description: row.description, category: row.category, learningOutcomes: row.learningOutcomes };
  }
  return found;
}

export async function readModuleTranslations(db: Reader, moduleIds: string[]): Promise<Map<string, Translations<ModuleTexts>>> {
  const found = new Map(moduleIds.map((id) => [id, bothLanguages(() => ({ title: "" }))]));
  if (moduleIds.length === 0) return found;
  for (const row of await db.select().from(courseModuleTranslations).where(inArray(courseModuleTranslations.moduleId, moduleIds))) {
    const texts = found.get(row.moduleId);
    if (texts) texts[row.locale] = { title: row.title };
  }
  return found;
}

export async function readLessonTranslations(db: Reader, lessonIds: string[]): Promise<Map<string, Translations<LessonTexts>>> {
  const found = new Map(lessonIds.map((id) => [id, bothLanguages(() => ({ title: "", description: "" }))]));
  if (lessonIds.length === 0) return found;
  for (const row of await db.select().from(lessonTranslations).where(inArray(lessonTranslations.lessonId, lessonIds))) {
    const texts = found.get(row.lessonId);
    if (texts) texts[row.locale] = { title: row.title, description: row.description };
  }
  return found;
}

export async function saveCourseTranslations(tx: Transaction, courseId: string, change: CourseTranslationsChange): Promise<void> {
  for (const locale of TRANSLATED_LOCALES) {
    const set = fieldsOf(change?.[locale]);
    if (!set) continue;
    await tx
      .insert(courseTranslations)
      .values({ courseId, locale, ...set })
      .onConflictDoUpdate({ target: [courseTranslations.courseId, courseTranslations.locale], set });
  }
}

export async function saveModuleTranslations(tx: Transaction, moduleId: string, change: ModuleTranslationsChange): Promise<void> {
  for (const locale of TRANSLATED_LOCALES) {
    const set = fieldsOf(change?.[locale]);
    if (!set) continue;
    await tx
      .insert(courseModuleTranslations)
      .values({ moduleId, locale, ...set })
      .onConflictDoUpdate({ target: [courseModuleTranslations.moduleId, courseModuleTranslations.locale], set });
  }
}

export async function saveLessonTranslations(tx: Transaction, lessonId: string, change: LessonTranslationsChange): Promise<void> {
  for (const locale of TRANSLATED_LOCALES) {
    const set = fieldsOf(change?.[locale]);
    if (!set) continue;
    await tx
      .insert(lessonTranslations)
      .values({ lessonId, locale, ...set })
      .onConflictDoUpdate({ target: [lessonTranslations.lessonId, lessonTranslations.locale], set });
  }
}

// ---------------------------------------------------------------- public reads: one language, English underneath

/** Course rows with their title, description, category and outcomes in `locale`. English reads nothing more. */
export async function translateCourseRows<Row extends { id: string; title: string; description: string; category: string; learningOutcomes: string[] }>(
  db: Reader,
  rows: Row[],
  locale: Locale,
): Promise<Row[]> {
  if (locale === "en" || rows.length === 0) return rows;
  const translations = await db
    .select()
    .from(courseTranslations)
    .where(and(eq(courseTranslations.locale, locale), inArray(courseTranslations.courseId, rows.map((row) => row.id))));
  const byCourse = new Map(translations.map((t) => [t.courseId, t]));
  return rows.map((row) => {
    const t = byCourse.get(row.id);
    if (!t) return row;
    return {
      ...row,
      title: orEnglish(t.title, row.title),
      description: orEnglish(t.description, row.description),
      category: orEnglish(t.category, row.category),
      learningOutcomes: linesOrEnglish(t.learningOutcomes, row.learningOutcomes),
    };
  });
}

/** Module titles in `locale`. */
export async function translateModules<Row extends { id: string; title: string }>(db: Reader, rows: Row[], locale: Locale): Promise<Row[]> {
  if (locale === "en" || rows.length === 0) return rows;
  const translations = await db
    .select()
    .from(courseModuleTranslations)
    .where(and(eq(courseModuleTranslations.locale, locale), inArray(courseModuleTranslations.moduleId, rows.map((row) => row.id))));
  const byModule = new Map(translations.map((t) => [t.moduleId, t]));
  return rows.map((row) => {
    const t = byModule.get(row.id);
    return t ? { ...row, title: orEnglish(t.title, row.title) } : row;
  });
}

/** Lesson titles (and descriptions, for rows that carry one) in `locale`. */
export async function translateLessons<Row extends { id: string; title: string; description?: string }>(db: Reader, rows: Row[], locale: Locale): Promise<Row[]> {
  if (locale === "en" || rows.length === 0) return rows;
  const translations = await db
    .select()
    .from(lessonTranslations)
    .where(and(eq(lessonTranslations.locale, locale), inArray(lessonTranslations.lessonId, rows.map((row) => row.id))));
  const byLesson = new Map(translations.map((t) => [t.lessonId, t]));
  return rows.map((row) => {
    const t = byLesson.get(row.id);
    if (!t) return row;
    const title = orEnglish(t.title, row.title);
    return row.description === undefined ? { ...row, title } : { ...row, title, description: orEnglish(t.description, row.description) };
  });
}

/**
 * One course's title in `locale`, else `course.title`: the English title, or the one a certificate
 * stored when it was issued. For texts that name a course outside its pages (e-mails, certificates).
 */
export async function courseTitleIn(db: Reader, course: { id: string; title: string }, locale: Locale): Promise<string> {
  const [translated] = await translateCourseRows(db, [{ ...course, description: "", category: "", learningOutcomes: [] }], locale);
  return translated?.title ?? course.title;
}
