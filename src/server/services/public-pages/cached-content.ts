import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { defaultLocale, isLocale, type Locale } from "~/i18n/locales";
import { getDb } from "~/server/db/client";
import { ensureDatabaseReady } from "~/server/database-ready";
import { readWeeklyHours } from "~/server/services/appointments/get-schedule";
import { listServices } from "~/server/services/catalogue/list-services";
import { getCourse } from "~/server/services/courses/get-course";
import { listCourses } from "~/server/services/courses/list-courses";
import { listFaq } from "~/server/services/site-content/list-faq";
import { listGuides } from "~/server/services/site-content/list-guides";
import { listTestimonials } from "~/server/services/site-content/list-testimonials";
import { AppError } from "~/server/errors";
import { contentTags } from "~/server/services/content/cache-tags";

// The public pages' data, cached across requests and visitors: it changes a few times a month and
// every change bumps the tags named here (markContentChanged). "hours" bounds how long a change
// made around the services (by hand in the database) can go unseen.
//
// Each loader takes the page's language: it is part of the cache key, so every language is cached
// on its own, under the same tags, and a change to any language's text (or to English, which the
// others fall back to) drops them all (decision 033). The exported functions only settle the
// language (English for anything else), so one language is one cache entry.

const settled = (locale: Locale | undefined): Locale => (isLocale(locale) ? locale : defaultLocale);

/** Every service as its card shows it (/services, the home page's grid), in `locale`. */
export function publicServiceCards(locale?: Locale) {
  return cachedServiceCards(settled(locale));
}

async function cachedServiceCards(locale: Locale) {
  "use cache";
  cacheTag(contentTags.services);
  cacheLife("hours");
  await ensureDatabaseReady();
  const services = await listServices({ db: getDb(), locale });
  return services.map(({ id, slug, name, description, imageUrl, priceOnlineCents, priceOfflineCents, bookableOnline, minAgeMonths, maxAgeMonths }) => ({
    id,
    slug,
    name,
    description,
    imageUrl,
    priceOnlineCents,
    priceOfflineCents,
    bookableOnline,
    minAgeMonths,
    maxAgeMonths,
  }));
}

/** The course catalogue, in `locale`. */
export function publicCourseList(locale?: Locale) {
  return cachedCourseList(settled(locale));
}

async function cachedCourseList(locale: Locale) {
  "use cache";
  cacheTag(contentTags.courses);
  cacheLife("hours");
  await ensureDatabaseReady();
  return listCourses({ db: getDb(), locale });
}

/** One course with its outline, in `locale`, or null when there is no such course. */
export function publicCourse(courseId: string, locale?: Locale) {
  return cachedCourse(courseId, settled(locale));
}

async function cachedCourse(courseId: string, locale: Locale) {
  "use cache";
  cacheTag(contentTags.courses, contentTags.course(courseId));
  cacheLife("hours");
  await ensureDatabaseReady();
  try {
    return await getCourse({ db: getDb(), courseId, locale });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/** The published testimonials of the home page's carousel, in `locale` (decision 034). */
export function publicTestimonials(locale?: Locale) {
  return cachedTestimonials(settled(locale));
}

async function cachedTestimonials(locale: Locale) {
  "use cache";
  cacheTag(contentTags.testimonials);
  cacheLife("hours");
  await ensureDatabaseReady();
  return listTestimonials({ db: getDb(), locale });
}

/** The about page's questions and answers, in `locale`. */
export function publicFaq(locale?: Locale) {
  return cachedFaq(settled(locale));
}

async function cachedFaq(locale: Locale) {
  "use cache";
  cacheTag(contentTags.faq);
  cacheLife("hours");
  await ensureDatabaseReady();
  return listFaq({ db: getDb(), locale });
}

/** The free guides with their titles and descriptions in `locale`. */
export function publicGuides(locale?: Locale) {
  return cachedGuides(settled(locale));
}

async function cachedGuides(locale: Locale) {
  "use cache";
  cacheTag(contentTags.guides);
  cacheLife("hours");
  await ensureDatabaseReady();
  return listGuides({ db: getDb(), locale });
}

/**
 * The weekly hours of online consultations, the schedule the booking slots come from: each weekday
 * (Monday = 1) with the start of its first slot and the end of its last, or null when closed.
 */
export async function publicOnlineHours() {
  "use cache";
  cacheTag(contentTags.schedule);
  cacheLife("hours");
  await ensureDatabaseReady();
  const week = await readWeeklyHours(getDb());
  return week.map((day) => ({ weekday: day.weekday, opens: day.open ? day.opensAt : null, closes: day.open ? day.closesAt : null }));
}
