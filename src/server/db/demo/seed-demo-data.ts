import "server-only";

import path from "node:path";

import { count, sql } from "drizzle-orm";
import { parseFile } from "music-metadata";

import type { Database } from "../client";
import {
  courseModules,
  courseModuleTranslations,
  courses,
  courseTranslations,
  lessons,
  lessonTranslations,
  services,
  serviceTranslations,
} from "../schema";
import { demoCourses, demoServices, type DemoLesson } from "./demo-content";
import { demoTranslations } from "./demo-translations";

const translatedLocales = ["fr", "ar"] as const;

/**
 * A demo lesson's real length, read from its video's MP4 header (as an uploaded video's is), so
 * that lesson and course lengths match what the player plays; the demo file's figure only when the
 * video cannot be read.
 */
async function measuredSeconds(lesson: DemoLesson): Promise<number> {
  try {
    const { format } = await parseFile(path.resolve(process.cwd(), "content", "lessons", lesson.videoFile), { duration: true, skipCovers: true });
    if (format.duration && Number.isFinite(format.duration) && format.duration > 0) return Math.max(1, Math.round(format.duration));
  } catch {
    // No file there (a trimmed checkout): the figure written next to the lesson.
  }
  return lesson.durationSeconds;
}

/**
 * Loads the demo catalogue, with its French and Arabic texts, into an empty database. "Empty"
 * means no services and no courses: once the clinic has its own catalogue, demo data never comes
 * back.
 */
export async function seedDemoDataIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialise concurrent starters against the same server database.
    await tx.execute(sql`select pg_advisory_xact_lock(72317002)`);
    const [serviceCount] = await tx.select({ n: count() }).from(services);
    const [courseCount] = await tx.select({ n: count() }).from(courses);
    if ((serviceCount?.n ?? 0) > 0 || (courseCount?.n ?? 0) > 0) return false;

    const serviceRows = await tx
      .insert(services)
      .values(
        demoServices.map((service, index) => ({
          slug: service.slug,
          name: service.name,
          description: service.description,
          imageUrl: service.imageUrl,
          priceOnlineCents: service.priceOnlineCents,
          priceOfflineCents: service.priceOfflineCents,
          bookableOnline: service.bookableOnline,
          sortOrder: index,
        })),
      )
      .returning({ id: services.id, slug: services.slug });
    await tx.insert(serviceTranslations).values(
      serviceRows.flatMap(({ id, slug }) =>
        translatedLocales.flatMap((locale) => {
          const texts = demoTranslations[locale].services[slug];
          return texts ? [{ serviceId: id, locale, name: texts.name, description: texts.description }] : [];
        }),
      ),
    );

    const lessonSeconds = new Map<DemoLesson, number>();
    for (const lesson of demoCourses.flatMap((c) => c.modules.flatMap((m) => m.lessons))) lessonSeconds.set(lesson, await measuredSeconds(lesson));

    for (const [courseIndex, course] of demoCourses.entries()) {
      const courseSeconds = course.modules.flatMap((m) => m.lessons).reduce((sum, lesson) => sum + lessonSeconds.get(lesson)!, 0);
      const [row] = await tx
        .insert(courses)
        .values({
          slug: course.slug,
          publishedAt: new Date(),
          title: course.title,
          description: course.description,
          category: course.category,
          priceCents: course.priceCents,
          discountPriceCents: course.discountPriceCents,
          featured: course.featured,
          imageUrl: course.imageUrl,
          thumbnailUrl: course.thumbnailUrl,
          // The sum of the lessons, as the back-office keeps it after each change to the outline.
          totalHours: courseSeconds / 3600,
          instructorFirstName: course.instructor.firstName,
          instructorLastName: course.instructor.lastName,
          learningOutcomes: course.learningOutcomes,
          minAgeMonths: course.ageMonths?.min ?? null,
          maxAgeMonths: course.ageMonths?.max ?? null,
          sortOrder: courseIndex,
        })
        .returning({ id: courses.id });
      const texts = translatedLocales.flatMap((locale) => {
        const found = demoTranslations[locale].courses[course.slug];
        return found ? [{ locale, ...found }] : [];
      });
      if (texts.length) {
        await tx.insert(courseTranslations).values(
          texts.map(({ locale, title, description, category, learningOutcomes }) => ({ courseId: row!.id, locale, title, description, category, learningOutcomes })),
        );
      }
      for (const [moduleIndex, courseModule] of course.modules.entries()) {
        const [moduleRow] = await tx
          .insert(courseModules)
          .values({ courseId: row!.id, title: courseModule.title, position: moduleIndex })
          .returning({ id: courseModules.id });
        const moduleTexts = texts.flatMap(({ locale, modules }) => (modules[moduleIndex] ? [{ moduleId: moduleRow!.id, locale, title: modules[moduleIndex] }] : []));
        if (moduleTexts.length) await tx.insert(courseModuleTranslations).values(moduleTexts);
        const lessonRows = await tx
          .insert(lessons)
          .values(
            courseModule.lessons.map((lesson, lessonIndex) => ({
              moduleId: moduleRow!.id,
              title: lesson.title,
              description: lesson.description,
              durationSeconds: lessonSeconds.get(lesson)!,
              videoKey: lesson.videoFile,
              position: lessonIndex,
            })),
          )
          .returning({ id: lessons.id });
        const lessonTexts = courseModule.lessons.flatMap((lesson, lessonIndex) =>
          texts.flatMap(({ locale, lessons: byLesson }) => {
            const found = byLesson[lesson.slug];
            return found ? [{ lessonId: lessonRows[lessonIndex]!.id, locale, title: found.title, description: found.description }] : [];
          }),
        );
        if (lessonTexts.length) await tx.insert(lessonTranslations).values(lessonTexts);
      }
    }
    return true;
  });
}
