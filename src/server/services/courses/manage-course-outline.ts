import "server-only";

import { and, asc, count, desc, eq, gt, lt, max, sum } from "drizzle-orm";
import type { z } from "zod/mini";

import type { ZLessonDetails } from "~/schemas/admin/courses";
import { VIDEO_REQUIRED } from "~/schemas/admin/media";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { courseModules, courses, lessons, mediaUploads } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";
import {
  readLessonTranslations,
  readModuleTranslations,
  saveLessonTranslations,
  saveModuleTranslations,
  type ModuleTranslationsChange,
} from "./course-translations";
import { COURSE_GONE } from "./manage-courses";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type LessonDetails = z.output<typeof ZLessonDetails>;
type Direction = "up" | "down";

const MODULE_GONE = "This module no longer exists.";
const LESSON_GONE = "This lesson no longer exists.";

/**
 * Every outline change locks its course's row first: two staff reordering or adding at once take
 * turns, so positions stay a clean sequence (the unique position indexes would refuse the rest).
 */
async function lockCourse(tx: Transaction, courseId: string) {
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("update");
  if (!course) throw new AppError("NOT_FOUND", COURSE_GONE);
}

/** The module, read after its course is locked: what another change moved is seen as moved. */
async function moduleOf(tx: Transaction, moduleId: string) {
  const [found] = await tx.select({ courseId: courseModules.courseId }).from(courseModules).where(eq(courseModules.id, moduleId));
  if (!found) throw new AppError("NOT_FOUND", MODULE_GONE);
  await lockCourse(tx, found.courseId);
  const [row] = await tx.select().from(courseModules).where(eq(courseModules.id, moduleId));
  if (!row) throw new AppError("NOT_FOUND", MODULE_GONE);
  return row;
}

/** The lesson, read after its course is locked (as for modules). */
async function lessonOf(tx: Transaction, lessonId: string) {
  const lessonWithCourse = () =>
    tx
      .select({ lesson: lessons, courseId: courseModules.courseId })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .where(eq(lessons.id, lessonId));
  const [found] = await lessonWithCourse();
  if (!found) throw new AppError("NOT_FOUND", LESSON_GONE);
  await lockCourse(tx, found.courseId);
  const [row] = await lessonWithCourse();
  if (!row) throw new AppError("NOT_FOUND", LESSON_GONE);
  return row;
}

/**
 * The course's length on its page: the sum of its lessons' measured lengths, in hours, unrounded
 * (five half-minute lessons are 2.5 minutes, which a tenth of an hour would round to nothing).
 */
async function afterOutlineChange(tx: Transaction, courseId: string) {
  const [total] = await tx
    .select({ seconds: sum(lessons.durationSeconds) })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(courseModules.courseId, courseId));
  const hours = Number(total?.seconds ?? 0) / 3600;
  await tx.update(courses).set({ totalHours: hours }).where(eq(courses.id, courseId));
  await markContentChanged(tx, [contentTags.courses, contentTags.course(courseId)]);
}

/** The uploaded video a lesson will play: an upload of a lesson video, with its duration. */
async function uploadedVideo(tx: Transaction, uploadId: string) {
  const [upload] = await tx.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId));
  if (!upload || upload.kind !== "lesson_video" || !upload.durationSeconds) {
    throw new AppError("BAD_REQUEST", "This upload was not found. Please upload the video again.", { "details.videoUploadId": "This upload was not found. Please upload the video again." });
  }
  return { videoKey: upload.key, durationSeconds: upload.durationSeconds };
}

/**
 * Swaps a row with its neighbour in `direction`. The unique (parent, position) index forbids two
 * rows on one position even for a moment, so the first row steps aside to -1.
 */
async function swapWithNeighbour<Row extends { id: string; position: number }>(
  row: Row,
  direction: Direction,
  findNeighbour: (position: number, direction: Direction) => Promise<Row | undefined>,
  setPosition: (id: string, position: number) => Promise<unknown>,
) {
  const neighbour = await findNeighbour(row.position, direction);
  if (!neighbour) return false;
  await setPosition(row.id, -1);
  await setPosition(neighbour.id, row.position);
  await setPosition(row.id, neighbour.position);
  return true;
}

/** A module's and a lesson's texts in every language, as the audit log keeps them. */
const moduleTranslationsOf = async (tx: Transaction, moduleId: string) => (await readModuleTranslations(tx, [moduleId])).get(moduleId);
const lessonTranslationsOf = async (tx: Transaction, lessonId: string) => (await readLessonTranslations(tx, [lessonId])).get(lessonId);

export async function addModule({
  db,
  actorId,
  courseId,
  title,
  translations,
}: {
  db: Database;
  actorId: string;
  courseId: string;
  title: string;
  translations?: ModuleTranslationsChange;
}) {
  return db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const [last] = await tx.select({ value: max(courseModules.position) }).from(courseModules).where(eq(courseModules.courseId, courseId));
    const [created] = await tx
      .insert(courseModules)
      .values({ courseId, title, position: (last?.value ?? -1) + 1 })
      .returning();
    await saveModuleTranslations(tx, created!.id, translations);
    await recordChange(tx, { actorId, action: "add module", entity: "course", entityId: courseId, after: { ...created, translations: await moduleTranslationsOf(tx, created!.id) } });
    await afterOutlineChange(tx, courseId);
    return created!;
  });
}

/** Renames a module, and changes its French and Arabic titles when given. */
export async function renameModule({
  db,
  actorId,
  moduleId,
  title,
  translations,
}: {
  db: Database;
  actorId: string;
  moduleId: string;
  title: string;
  translations?: ModuleTranslationsChange;
}) {
  return db.transaction(async (tx) => {
    const before = await moduleOf(tx, moduleId);
    const translationsBefore = await moduleTranslationsOf(tx, moduleId);
    await tx.update(courseModules).set({ title }).where(eq(courseModules.id, moduleId));
    await saveModuleTranslations(tx, moduleId, translations);
    await recordChange(tx, {
      actorId,
      action: "rename module",
      entity: "course",
      entityId: before.courseId,
      before: { moduleId, title: before.title, translations: translationsBefore },
      after: { moduleId, title, translations: await moduleTranslationsOf(tx, moduleId) },
    });
    await afterOutlineChange(tx, before.courseId);
  });
}

export async function moveModule({ db, actorId, moduleId, direction }: { db: Database; actorId: string; moduleId: string; direction: Direction }) {
  return db.transaction(async (tx) => {
    const row = await moduleOf(tx, moduleId);
    const moved = await swapWithNeighbour(
      row,
      direction,
      async (position, way) =>
        (
          await tx
            .select()
            .from(courseModules)
            .where(and(eq(courseModules.courseId, row.courseId), way === "up" ? lt(courseModules.position, position) : gt(courseModules.position, position)))
            .orderBy(way === "up" ? desc(courseModules.position) : asc(courseModules.position))
            .limit(1)
        )[0],
      (id, position) => tx.update(courseModules).set({ position }).where(eq(courseModules.id, id)),
    );
    if (!moved) return { moved: false };
    await recordChange(tx, { actorId, action: `move module ${direction}`, entity: "course", entityId: row.courseId, after: { moduleId, title: row.title } });
    await afterOutlineChange(tx, row.courseId);
    return { moved: true };
  });
}

/** Removes an empty module; one with lessons must be emptied first, so no lesson goes by mistake. */
export async function removeModule({ db, actorId, moduleId }: { db: Database; actorId: string; moduleId: string }) {
  return db.transaction(async (tx) => {
    const row = await moduleOf(tx, moduleId);
    const [inside] = await tx.select({ n: count() }).from(lessons).where(eq(lessons.moduleId, moduleId));
    if (inside?.n) throw new AppError("CONFLICT", "This module still has lessons. Remove or move them first.");
    await tx.delete(courseModules).where(eq(courseModules.id, moduleId));
    await recordChange(tx, { actorId, action: "remove module", entity: "course", entityId: row.courseId, before: row });
    await afterOutlineChange(tx, row.courseId);
  });
}

export async function addLesson({ db, actorId, moduleId, details }: { db: Database; actorId: string; moduleId: string; details: LessonDetails }) {
  if (!details.videoUploadId) throw new AppError("BAD_REQUEST", VIDEO_REQUIRED, { "details.videoUploadId": VIDEO_REQUIRED });
  const videoUploadId = details.videoUploadId;
  return db.transaction(async (tx) => {
    const mod = await moduleOf(tx, moduleId);
    const video = await uploadedVideo(tx, videoUploadId);
    const [last] = await tx.select({ value: max(lessons.position) }).from(lessons).where(eq(lessons.moduleId, moduleId));
    const [created] = await tx
      .insert(lessons)
      .values({ moduleId, title: details.title, description: details.description, ...video, position: (last?.value ?? -1) + 1 })
      .returning();
    await saveLessonTranslations(tx, created!.id, details.translations);
    await recordChange(tx, { actorId, action: "add lesson", entity: "course", entityId: mod.courseId, after: { ...created, translations: await lessonTranslationsOf(tx, created!.id) } });
    await afterOutlineChange(tx, mod.courseId);
    return created!;
  });
}

/**
 * Edits a lesson's words (and their French and Arabic versions when given) and, with a new
 * upload, its video (parents' progress stays).
 */
export async function updateLesson({ db, actorId, lessonId, details }: { db: Database; actorId: string; lessonId: string; details: LessonDetails }) {
  return db.transaction(async (tx) => {
    const { lesson: before, courseId } = await lessonOf(tx, lessonId);
    const translationsBefore = await lessonTranslationsOf(tx, lessonId);
    const video = details.videoUploadId ? await uploadedVideo(tx, details.videoUploadId) : {};
    const [after] = await tx
      .update(lessons)
      .set({ title: details.title, description: details.description, ...video })
      .where(eq(lessons.id, lessonId))
      .returning();
    await saveLessonTranslations(tx, lessonId, details.translations);
    await recordChange(tx, {
      actorId,
      action: "edit lesson",
      entity: "course",
      entityId: courseId,
      before: { ...before, translations: translationsBefore },
      after: { ...after, translations: await lessonTranslationsOf(tx, lessonId) },
    });
    await afterOutlineChange(tx, courseId);
    return after!;
  });
}

export async function moveLesson({ db, actorId, lessonId, direction }: { db: Database; actorId: string; lessonId: string; direction: Direction }) {
  return db.transaction(async (tx) => {
    const { lesson, courseId } = await lessonOf(tx, lessonId);
    const moved = await swapWithNeighbour(
      lesson,
      direction,
      async (position, way) =>
        (
          await tx
            .select()
            .from(lessons)
            .where(and(eq(lessons.moduleId, lesson.moduleId), way === "up" ? lt(lessons.position, position) : gt(lessons.position, position)))
            .orderBy(way === "up" ? desc(lessons.position) : asc(lessons.position))
            .limit(1)
        )[0],
      (id, position) => tx.update(lessons).set({ position }).where(eq(lessons.id, id)),
    );
    if (!moved) return { moved: false };
    await recordChange(tx, { actorId, action: `move lesson ${direction}`, entity: "course", entityId: courseId, after: { lessonId, title: lesson.title } });
    await afterOutlineChange(tx, courseId);
    return { moved: true };
  });
}

/** Removes a lesson (and the parents' progress on it); the audit log keeps what it was. */
export async function removeLesson({ db, actorId, lessonId }: { db: Database; actorId: string; lessonId: string }) {
  return db.transaction(async (tx) => {
    const { lesson, courseId } = await lessonOf(tx, lessonId);
    await tx.delete(lessons).where(eq(lessons.id, lessonId));
    await recordChange(tx, { actorId, action: "remove lesson", entity: "course", entityId: courseId, before: lesson });
    await afterOutlineChange(tx, courseId);
  });
}
