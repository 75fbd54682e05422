import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CourseLink as Link } from "./course-link";
import { ArrowLeftIcon } from "./course-icons";
import { CourseOutline } from "./course-outline";
import { CourseMeta, CoursePriceSummary, CourseThumbnail, LearningOutcomes } from "./course-parts";
import type { LoadedCourse } from "./load-course";

/**
 * "site": the public page, open on white under the site's header, two columns from `lg`.
 * "dashboard": white cards on the dashboard's cream page beside its sidebar, two columns from `xl`.
 */
export type CourseDetailsVariant = "site" | "dashboard";

const VARIANTS = {
  site: {
    grid: "mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10",
    heading: "lg:col-start-1 lg:row-start-1",
    title: "mt-2 text-3xl font-bold tracking-tight text-balance text-navy sm:text-4xl",
    description: "mt-5 text-base text-pretty text-muted sm:text-lg",
    aside: "lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start",
    card: "overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-navy/5 ring-slate-200/70",
    cardBody: "p-5 sm:p-6",
    body: "flex flex-col gap-10 lg:col-start-1 lg:row-start-2",
    content: undefined,
    contentId: "course-content-title",
    outcomesId: "course-outcomes-title",
    outcomesTone: "cream",
  },
  dashboard: {
    grid: "grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]",
    heading: "rounded-3xl bg-white p-5 shadow-sm sm:p-8 xl:col-start-1 xl:row-start-1",
    title: "mt-2 text-2xl font-bold tracking-tight text-balance text-navy sm:text-3xl",
    description: "mt-4 text-pretty text-muted",
    aside: "xl:sticky xl:top-6 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:self-start",
    card: "overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70",
    cardBody: "p-5",
    body: "flex flex-col gap-6 xl:col-start-1 xl:row-start-2",
    content: "rounded-3xl bg-white p-5 shadow-sm sm:p-8",
    contentId: "dashboard-content-title",
    outcomesId: "dashboard-outcomes-title",
    outcomesTone: "white",
  },
} as const satisfies Record<CourseDetailsVariant, Record<string, string | undefined>>;

/**
 * A course's page, public or in the dashboard (spec §2 "Public course details", "Dashboard course
 * details"): a link back, the heading (category, title, hours, instructor, description), the
 * enrollment card (picture, price, module and lesson counts, the page's action) and the course's
 * content and learning outcomes. On a wide screen the card stays beside the text as it scrolls.
 */
export function CourseDetailsView({
  course,
  variant,
  back,
  action,
  actionFooter,
  watchBase,
}: {
  course: LoadedCourse;
  variant: CourseDetailsVariant;
  back: { href: string; label: string };
  /** What the enrollment card offers: the public enroll panel, or the dashboard's buttons. */
  action: ReactNode;
  /** Below the action, across the card's full width. */
  actionFooter?: ReactNode;
  /** An enrolled parent's lessons link to the player below this path (see CourseOutline). */
  watchBase?: string;
}) {
  const t = useTranslations("courses.details");
  const styles = VARIANTS[variant];
  return (
    <>
      <Link
        href={back.href}
        className="inline-flex min-h-10 items-center gap-1.5 self-start rounded-full text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon size={16} className="rtl:-scale-x-100" />
        {back.label}
      </Link>

      <div className={styles.grid}>
        <div className={styles.heading}>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{course.category}</p>
          <h1 className={styles.title}>{course.title}</h1>
          <CourseMeta totalHours={course.totalHours} instructor={course.instructorName} featured={course.featured} ageRange={course} />
          <p className={styles.description}>{course.description}</p>
        </div>

        <aside aria-label={t("enrollment")} className={styles.aside}>
          <div className={styles.card}>
            <CourseThumbnail src={course.thumbnailUrl || course.imageUrl} />
            <div className={styles.cardBody}>
              <CoursePriceSummary course={course} moduleCount={course.moduleCount} lessonCount={course.lessonCount} />
              <div className="mt-5">{action}</div>
              {actionFooter}
            </div>
          </div>
        </aside>

        <div className={styles.body}>
          <section aria-labelledby={styles.contentId} className={styles.content}>
            <h2 id={styles.contentId} className="text-xl font-bold text-navy sm:text-2xl">
              {t("content")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("contentSummary", { modules: course.moduleCount, lessons: course.lessonCount })}</p>
            <CourseOutline modules={course.modules} watchBase={watchBase} />
          </section>
          <LearningOutcomes outcomes={course.learningOutcomes} headingId={styles.outcomesId} tone={styles.outcomesTone} />
        </div>
      </div>
    </>
  );
}
