import { chargedPriceCents, type PricedCourse } from "./course-price";

export const SORT_OPTIONS = [
  { value: "featured", label: "Recommended" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
] as const;
export type CourseSort = (typeof SORT_OPTIONS)[number]["value"];

export function parseSort(value: unknown): CourseSort {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? "featured";
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
