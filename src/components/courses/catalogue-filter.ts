import { chargedPriceCents, type PricedCourse } from "./course-price";

/** The catalogue's orders; their names are in the catalogue (courses.catalogue.sort.<value>). */
export const SORT_OPTIONS = ["featured", "price-asc", "price-desc"] as const;
export type CourseSort = (typeof SORT_OPTIONS)[number];

export function parseSort(value: unknown): CourseSort {
  return SORT_OPTIONS.find((option) => option === value) ?? "featured";
}

type Searchable = PricedCourse & { title: string; description: string };

/** Spec §2: free-text search over title and description, case-insensitive; sort by the price paid. */
export function filterAndSortCourses<T extends Searchable>(courses: T[], query: string, sort: CourseSort): T[] {
  const needle = query.trim().toLocaleLowerCase();
  const found = needle
    ? courses.filter(
        (course) =>
          course.title.toLocaleLowerCase().includes(needle) || course.description.toLocaleLowerCase().includes(needle),
      )
    : courses;
  if (sort === "featured") return found;
  const direction = sort === "price-asc" ? 1 : -1;
  // Array.prototype.sort is stable: equal prices keep the clinic's own order.
  return [...found].sort((a, b) => direction * (chargedPriceCents(a) - chargedPriceCents(b)));
}
