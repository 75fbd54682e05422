import { useTranslations } from "next-intl";
import { CourseLink as Link } from "./course-link";
import { ChevronDownIcon, LockIcon, PlayIcon } from "./course-icons";
import { useCourseFormat } from "./course-price";

export type OutlineModule = {
  id: string;
  title: string;
  lessons: Array<{ id: string; title: string; durationSeconds: number }>;
};

/**
 * The modules of a course, each a native disclosure (keyboard and screen readers get it for free)
 * listing its lessons. With `watchBase` (an enrolled parent in the dashboard) each lesson has a
 * Watch link; without it, 'Enroll to access'.
 */
export function CourseOutline({ modules, watchBase }: { modules: OutlineModule[]; watchBase?: string }) {
  const t = useTranslations("courses.outline");
  const { length } = useCourseFormat();
  if (modules.length === 0) return <p className="mt-4 text-muted">{t("empty")}</p>;
  return (
    <ol className="mt-4 flex flex-col gap-3">
      {modules.map((courseModule, moduleIndex) => {
        const total = courseModule.lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
        return (
          <li key={courseModule.id}>
            <details
              open={moduleIndex === 0}
              className="group rounded-2xl bg-white ring-1 ring-slate-200 open:shadow-sm"
              data-testid="course-module"
            >
              <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 hover:bg-cream sm:px-5 [&::-webkit-details-marker]:hidden">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary">
                  {moduleIndex + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-navy">{courseModule.title}</span>
                  <span className="block text-sm text-muted">
                    {t("moduleSummary", { lessons: courseModule.lessons.length, duration: length(total) })}
                  </span>
                </span>
                <ChevronDownIcon className="shrink-0 text-muted transition-transform group-open:rotate-180" />
              </summary>
              <ul className="border-t border-slate-100 px-2 py-2 sm:px-3">
                {courseModule.lessons.map((lesson) => (
                  <li
                    key={lesson.id}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl px-2 py-2.5 sm:flex-nowrap"
                  >
                    <span className="flex min-w-0 items-start gap-2.5">
                      <PlayIcon className="mt-0.5 shrink-0 text-primary" />
                      <span className="min-w-0">
                        <span className="block text-navy">{lesson.title}</span>
                        <span className="block text-sm text-muted">{length(lesson.durationSeconds)}</span>
                      </span>
                    </span>
                    {watchBase ? (
                      <Link
                        href={`${watchBase}/modules/${encodeURIComponent(courseModule.id)}/videos/${encodeURIComponent(lesson.id)}`}
                        aria-label={t("watchLabel", { title: lesson.title })}
                        className="ms-7 inline-flex min-h-10 shrink-0 items-center rounded-full bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-dark sm:ms-0"
                      >
                        {t("watch")}
                      </Link>
                    ) : (
                      <span className="ms-7 inline-flex shrink-0 items-center gap-1.5 text-sm text-muted sm:ms-0">
                        <LockIcon size={16} />
                        {t("locked")}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
