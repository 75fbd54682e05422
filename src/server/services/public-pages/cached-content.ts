import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { getDb } from "~/server/db/client";
import { ensureDatabaseReady } from "~/server/database-ready";
import { listServices } from "~/server/services/catalogue/list-services";
import { getCourse } from "~/server/services/courses/get-course";
import { listCourses } from "~/server/services/courses/list-courses";
import { AppError } from "~/server/errors";
import { contentTags } from "~/server/services/content/cache-tags";

// The public pages' data, cached across requests and visitors: it changes a few times a month and
// every change bumps the tags named here (markContentChanged). "hours" bounds how long a change
// made around the services (by hand in the database) can go unseen.

/** Every service as its card shows it (/services, the home page's grid). */
export async function publicServiceCards() {
  "use cache";
  cacheTag(contentTags.services);
  cacheLife("hours");
  await ensureDatabaseReady();
  const services = await listServices({ db: getDb() });
  return services.map(({ id, name, description, imageUrl, priceOfflineCents }) => ({ id, name, description, imageUrl, priceOfflineCents }));
}

/** The course catalogue. */
export async function publicCourseList() {
  "use cache";
  cacheTag(contentTags.courses);
  cacheLife("hours");
  await ensureDatabaseReady();
  return listCourses({ db: getDb() });
}

/** One course with its outline, or null when there is no such course. */
export async function publicCourse(courseId: string) {
  "use cache";
  cacheTag(contentTags.courses, contentTags.course(courseId));
  cacheLife("hours");
  await ensureDatabaseReady();
  try {
    return await getCourse({ db: getDb(), courseId });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}
