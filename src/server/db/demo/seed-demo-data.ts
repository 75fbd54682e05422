import "server-only";

import { count, sql } from "drizzle-orm";

import type { Database } from "../client";
import { courseModules, courses, lessons, services } from "../schema";
import { demoCourses, demoServices } from "./demo-content";

/**
 * Loads the demo catalogue into an empty database. "Empty" means no services and no courses:
 * once the clinic has its own catalogue, demo data never comes back.
 */
export async function seedDemoDataIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialise concurrent starters against the same server database.
    await tx.execute(sql`select pg_advisory_xact_lock(72317002)`);
    const [serviceCount] = await tx.select({ n: count() }).from(services);
    const [courseCount] = await tx.select({ n: count() }).from(courses);
    if ((serviceCount?.n ?? 0) > 0 || (courseCount?.n ?? 0) > 0) return false;

    await tx.insert(services).values(
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
      for (const [moduleIndex, courseModule] of course.modules.entries()) {
        const [moduleRow] = await tx
          .insert(courseModules)
          .values({ courseId: row!.id, title: courseModule.title, position: moduleIndex })
          .returning({ id: courseModules.id });
        await tx.insert(lessons).values(
          courseModule.lessons.map((lesson, lessonIndex) => ({
            moduleId: moduleRow!.id,
            title: lesson.title,
            description: lesson.description,
            durationSeconds: lesson.durationSeconds,
            videoKey: lesson.videoFile,
            position: lessonIndex,
          })),
        );
      }
    }
    return true;
  });
}
