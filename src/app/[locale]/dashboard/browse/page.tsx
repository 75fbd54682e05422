import type { Metadata } from "next";
import { unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CourseSummaryCard } from "~/components/courses/course-summary-card";
import { CoursesForChildren } from "~/components/courses/courses-for-children";
import { logger } from "~/server/logger";
import { api } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.browse");
  return { title: t("title"), description: t("metaDescription"), robots: { index: false } };
}

async function loadCourses() {
  try {
    return await api.courses.list();
  } catch (error) {
    // Next's own signals (dynamic rendering, redirects) are not failures.
    unstable_rethrow(error);
    // Spec §8: a failed course list is only logged; the grid stays empty.
    logger.error("dashboard browse: course list failed", { error });
    return [];
  }
}

/** The courses that fit each of the parent's children today (decision 054); none on a failure, which is logged. */
async function loadCoursesForChildren() {
  try {
    return await api.courses.forMyChildren();
  } catch (error) {
    unstable_rethrow(error);
    logger.error("dashboard browse: courses for the children failed", { error });
    return [];
  }
}

/** A new account lands here after its code step (`?welcome=1`): what the dashboard offers, and the way back. */
async function NewAccountWelcome() {
  const [user, t] = await Promise.all([api.users.me(), getTranslations("dashboard.welcomeNew")]);
  const name = user?.firstName.trim() || user?.email || "";
  return (
    <div role="status" className="mb-6 rounded-3xl bg-primary-50 p-5 ring-1 ring-primary/20 sm:p-6">
      <p className="text-lg font-bold break-words text-navy">{t("title", { name })}</p>
      <p className="mt-2 text-navy">{t("text")}</p>
    </div>
  );
}

export default async function DashboardBrowsePage({ searchParams }: { searchParams: Promise<{ welcome?: string | string[] }> }) {
  const [courses, forChildren, t, { welcome }] = await Promise.all([loadCourses(), loadCoursesForChildren(), getTranslations("dashboard.browse"), searchParams]);
  return (
    <section aria-labelledby="browse-title">
      {welcome === "1" ? <NewAccountWelcome /> : null}
      <h1 id="browse-title" className="text-2xl font-bold text-navy sm:text-3xl">
        {t("title")}
      </h1>
      <p className="mt-2 text-muted">{t("intro")}</p>
      {forChildren.length > 0 ? (
        <div className="mt-6">
          <CoursesForChildren groups={forChildren} linkBase="/dashboard/courses" headingLevel={2} />
        </div>
      ) : null}
      {courses.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("list")}>
          {courses.map((course) => (
            <li key={course.id}>
              <CourseSummaryCard
                course={course}
                href={`/dashboard/courses/${encodeURIComponent(course.id)}`}
                linkLabel={t("viewCourse")}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-3xl bg-white p-6 text-muted shadow-sm">{t("empty")}</p>
      )}
    </section>
  );
}
