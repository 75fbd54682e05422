import "server-only";

import { asc, count, eq, max, sql } from "drizzle-orm";
import type { z } from "zod/mini";

import type { ZCourseDetails } from "~/schemas/admin/courses";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { courseModules, courses, enrollments, lessons } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";
import { assertPictureExists } from "~/server/services/media/uploaded-picture";
import { readCourseTranslations, readLessonTranslations, readModuleTranslations, saveCourseTranslations } from "./course-translations";

type CourseDetails = z.output<typeof ZCourseDetails>;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const COURSE_GONE = "This course no longer exists.";

/** Every course, drafts first, with its size and how many parents it has. */
export async function listCoursesForStaff(db: Database) {
  const lessonCounts = db
    .select({ courseId: courseModules.courseId, lessons: count(lessons.id).as("lessons") })
    .from(courseModules)
    .leftJoin(lessons, eq(lessons.moduleId, courseModules.id))
    .groupBy(courseModules.courseId)
    .as("lesson_counts");
  const enrolled = db
    .select({ courseId: enrollments.courseId, parents: count().as("parents") })
    .from(enrollments)
    .where(eq(enrollments.status, "active"))
    .groupBy(enrollments.courseId)
    .as("enrolled");
  return db
    .select({
      id: courses.id,
      title: courses.title,
      category: courses.category,
      priceCents: courses.priceCents,
      discountPriceCents: courses.discountPriceCents,
      imageUrl: courses.imageUrl,
      publishedAt: courses.publishedAt,
      lessonCount: sql<number>`coalesce(${lessonCounts.lessons}, 0)::int`,
      parentCount: sql<number>`coalesce(${enrolled.parents}, 0)::int`,
    })
    .from(courses)
    .leftJoin(lessonCounts, eq(lessonCounts.courseId, courses.id))
    .leftJoin(enrolled, eq(enrolled.courseId, courses.id))
    .orderBy(sql`${courses.publishedAt} is not null`, asc(courses.sortOrder), asc(courses.title));
}

/** A course with its outline (modules, lessons with their video's state) and every language's texts, for editing. */
export async function getCourseForStaff(db: Database, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError("NOT_FOUND", COURSE_GONE);
  const modules = await db.select().from(courseModules).where(eq(courseModules.courseId, courseId)).orderBy(asc(courseModules.position));
  const lessonRows = modules.length
    ? await db
        .select({ id: lessons.id, moduleId: lessons.moduleId, title: lessons.title, description: lessons.description, durationSeconds: lessons.durationSeconds, position: lessons.position })
        .from(lessons)
        .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(lessons.position))
    : [];
  const [translations, moduleTranslations, lessonTranslations] = await Promise.all([
    readCourseTranslations(db, courseId),
    readModuleTranslations(db, modules.map((m) => m.id)),
    readLessonTranslations(db, lessonRows.map((l) => l.id)),
  ]);
  return {
    ...course,
    translations,
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      translations: moduleTranslations.get(m.id)!,
      lessons: lessonRows.filter((l) => l.moduleId === m.id).map((l) => ({ ...l, translations: lessonTranslations.get(l.id)! })),
    })),
  };
}
export type CourseForStaff = Awaited<ReturnType<typeof getCourseForStaff>>;

const columnsOf = (details: CourseDetails) => ({
  title: details.title,
  description: details.description,
  category: details.category,
  priceCents: details.price,
  discountPriceCents: details.discountPriceCents,
  instructorFirstName: details.instructorFirstName,
  instructorLastName: details.instructorLastName,
  learningOutcomes: details.learningOutcomes,
  minAgeMonths: details.minAgeMonths,
  maxAgeMonths: details.maxAgeMonths,
  imageUrl: details.imageUrl,
  thumbnailUrl: details.imageUrl,
});

/** The course as the audit log keeps it: its row and every language's texts. */
async function auditedCourse(tx: Transaction, row: typeof courses.$inferSelect) {
  return { ...row, translations: await readCourseTranslations(tx, row.id) };
}

function slugOf(title: string): string {
  return title.toLowerCase().normalize("NFKD").replace(/[^\w\s-]/g, "").trim().replace(/[\s_]+/g, "-").replace(/-+/g, "-").slice(0, 60) || "course";
}

/** A new course, as a draft (with its French and Arabic texts if given): it reaches the site when published. */
export async function createCourse({ db, actorId, details }: { db: Database; actorId: string; details: CourseDetails }) {
  return db.transaction(async (tx) => {
    await assertPictureExists(tx, details.imageUrl, "imageUrl");
    const [last] = await tx.select({ value: max(courses.sortOrder) }).from(courses);
    const slug = `${slugOf(details.title)}-${crypto.randomUUID().slice(0, 6)}`;
    const [created] = await tx
      .insert(courses)
      .values({ ...columnsOf(details), slug, totalHours: 0, sortOrder: (last?.value ?? 0) + 1 })
      .returning();
    await saveCourseTranslations(tx, created!.id, details.translations);
    await recordChange(tx, { actorId, action: "create course", entity: "course", entityId: created!.id, after: await auditedCourse(tx, created!) });
    return created!;
  });
}

/**
 * Edits a course's details, and its French and Arabic texts when given (a language left out keeps
 * its texts). A new price applies to purchases from now on; orders keep theirs.
 */
export async function updateCourse({ db, actorId, courseId, details }: { db: Database; actorId: string; courseId: string; details: CourseDetails }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(courses).where(eq(courses.id, courseId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", COURSE_GONE);
    await assertPictureExists(tx, details.imageUrl, "details.imageUrl");
    const beforeAudited = await auditedCourse(tx, before);
    const [after] = await tx.update(courses).set(columnsOf(details)).where(eq(courses.id, courseId)).returning();
    await saveCourseTranslations(tx, courseId, details.translations);
    await recordChange(tx, { actorId, action: "edit course", entity: "course", entityId: courseId, before: beforeAudited, after: await auditedCourse(tx, after!) });
    await markContentChanged(tx, [contentTags.courses, contentTags.course(courseId)]);
    return after!;
  });
}

/**
 * Publishes a course (it appears on the site and can be bought) or takes it off the site (parents
 * already enrolled keep their lessons). A course without a lesson cannot be published.
 */
export async function setCoursePublished({ db, actorId, courseId, published }: { db: Database; actorId: string; courseId: string; published: boolean }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(courses).where(eq(courses.id, courseId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", COURSE_GONE);
    if (published) {
      const [lessonCount] = await tx
        .select({ n: count() })
        .from(lessons)
        .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
        .where(eq(courseModules.courseId, courseId));
      if (!lessonCount?.n) throw new AppError("CONFLICT", "Add at least one lesson with its video before publishing the course.");
    }
    const publishedAt = published ? (before.publishedAt ?? new Date()) : null;
    const [after] = await tx.update(courses).set({ publishedAt }).where(eq(courses.id, courseId)).returning();
    await recordChange(tx, {
      actorId,
      action: published ? "publish course" : "unpublish course",
      entity: "course",
      entityId: courseId,
      before: { publishedAt: before.publishedAt },
      after: { publishedAt: after!.publishedAt },
    });
    await markContentChanged(tx, [contentTags.courses, contentTags.course(courseId)]);
    return after!;
  });
}
