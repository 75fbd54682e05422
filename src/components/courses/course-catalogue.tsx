"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState, type FormEvent } from "react";
import { controlClasses } from "~/components/appointments/form-field";
import { localePath, type Locale } from "~/i18n/locales";
import { filterAndSortCourses, parseSort, SORT_OPTIONS, type CourseSort } from "./catalogue-filter";
import { CourseSummaryCard, type CourseSummary } from "./course-summary-card";

/** The first card's picture is the page's largest paint on a phone: it loads at once, first. */
const EAGER_IMAGES = 1;

/** Keeps the search in the address, so a search can be shared and Back returns to it. */
function writeToUrl(query: string, sort: CourseSort) {
  const url = new URL(window.location.href);
  if (query.trim()) url.searchParams.set("q", query.trim());
  else url.searchParams.delete("q");
  if (sort !== "featured") url.searchParams.set("sort", sort);
  else url.searchParams.delete("sort");
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The catalogue's search, sort and grid. The server renders it with the search of the address, and
 * the form is a plain GET form, so searching works before (or without) JavaScript too.
 */
export function CourseCatalogue({
  courses,
  initialQuery,
  initialSort,
}: {
  courses: CourseSummary[];
  initialQuery: string;
  initialSort: CourseSort;
}) {
  const t = useTranslations("courses.catalogue");
  const locale = useLocale() as Locale;
  const [query, setQuery] = useState(initialQuery);
  const [sort, setSort] = useState<CourseSort>(initialSort);
  const searchId = useId();
  const sortId = useId();
  const shown = useMemo(() => filterAndSortCourses(courses, query, sort), [courses, query, sort]);

  function countLabel(count: number): string {
    const trimmed = query.trim();
    if (count === 0) return trimmed ? t("noMatch", { query: trimmed }) : t("none");
    return trimmed ? t("matching", { count, query: trimmed }) : t("showing", { count });
  }

  function onQuery(value: string) {
    setQuery(value);
    writeToUrl(value, sort);
  }

  function onSort(value: string) {
    const next = parseSort(value);
    setSort(next);
    writeToUrl(query, next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Filtering is live already; Enter only keeps the page where it is.
    event.preventDefault();
  }

  return (
    <>
      <form
        role="search"
        aria-label={t("searchForm")}
        method="get"
        action={localePath(locale, "/courses")}
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:flex-row sm:items-end sm:p-5"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-navy">
            {t("search")}
          </label>
          <input
            id={searchId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            enterKeyHint="search"
            className={`${controlClasses} border-slate-300 hover:border-slate-400`}
          />
        </div>
        <div className="sm:w-60">
          <label htmlFor={sortId} className="mb-1.5 block text-sm font-semibold text-navy">
            {t("sortBy")}
          </label>
          <select
            id={sortId}
            name="sort"
            value={sort}
            onChange={(event) => onSort(event.target.value)}
            className={`${controlClasses} border-slate-300 hover:border-slate-400`}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <p role="status" className="mt-6 text-sm font-medium text-muted" data-testid="course-count">
        {countLabel(shown.length)}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("list")}>
          {shown.map((course, index) => (
            <li key={course.id}>
              <CourseSummaryCard
                course={course}
                href={`/courses/${encodeURIComponent(course.id)}`}
                eager={index < EAGER_IMAGES}
              />
            </li>
          ))}
        </ul>
      ) : query.trim() ? (
        <div className="mt-4 rounded-3xl bg-cream p-8 text-center">
          <p className="text-navy">{t("tryAnother")}</p>
          <button
            type="button"
            onClick={() => onQuery("")}
            className="mt-4 min-h-11 rounded-full border-2 border-primary bg-white px-5 text-sm font-semibold text-primary hover:bg-primary-50"
          >
            {t("clear")}
          </button>
        </div>
      ) : null}
    </>
  );
}
