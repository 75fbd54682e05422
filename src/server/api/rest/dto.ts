import "server-only";

import type { ServiceSummary } from "~/server/services/catalogue/list-services";
import type { CourseDetails } from "~/server/services/courses/get-course";
import type { CourseSummary } from "~/server/services/courses/list-courses";

// The spec's client reads prices in dollars and ids as `_id`; the REST shapes keep both.
const dollars = (cents: number) => cents / 100;

export function toServiceDto(service: ServiceSummary) {
  return {
    _id: service.id,
    id: service.id,
    name: service.name,
    description: service.description,
    imageUrl: service.imageUrl,
    price: { online: dollars(service.priceOnlineCents), offline: dollars(service.priceOfflineCents) },
    currency: service.currency,
    bookableOnline: service.bookableOnline,
  };
}

export function toCourseListDto(course: CourseSummary) {
  return {
    _id: course.id,
    id: course.id,
    title: course.title,
    description: course.description,
    category: course.category,
    price: dollars(course.priceCents),
    discountPrice: course.discountPriceCents === null ? null : dollars(course.discountPriceCents),
    currency: course.currency,
    duration: `${course.totalHours} hours`,
    totalHours: course.totalHours,
    instructor: course.instructor,
    featured: course.featured,
    image: course.imageUrl,
    thumbnailUrl: course.thumbnailUrl,
  };
}

/** Spec §3: on details the instructor is an object, modules list their videos in minutes. */
export function toCourseDetailsDto(course: CourseDetails) {
  return {
    ...toCourseListDto(course),
    instructor: course.instructorName,
    learningOutcomes: course.learningOutcomes,
    moduleCount: course.moduleCount,
    lessonCount: course.lessonCount,
    modules: course.modules.map((m) => ({
      _id: m.id,
      id: m.id,
      title: m.title,
      videos: m.lessons.map((l) => ({ _id: l.id, id: l.id, title: l.title, duration: l.durationMinutes })),
    })),
  };
}
