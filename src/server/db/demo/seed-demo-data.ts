import "server-only";

import { count, sql } from "drizzle-orm";

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
import { demoCourses, demoServices } from "./demo-content";
import { demoTranslations } from "./demo-translations";

const translatedLocales = ["fr", "ar"] as const;

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

    for (const [courseIndex, course] of demoCourses.entries()) {
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
          totalHours: course.totalHours,
          instructorFirstName: course.instructor.firstName,
          instructorLastName: course.instructor.lastName,
          learningOutcomes: course.learningOutcomes,
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
              durationSeconds: lesson.durationSeconds,
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
