import type { Metadata } from "next";
import { unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CourseSummaryCard } from "~/components/courses/course-summary-card";
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

export default async function DashboardBrowsePage() {
  const courses = await loadCourses();
  const t = await getTranslations("dashboard.browse");
  return (
    <section aria-labelledby="browse-title">
      <h1 id="browse-title" className="text-2xl font-bold text-navy sm:text-3xl">
        {t("title")}
      </h1>
      <p className="mt-2 text-muted">{t("intro")}</p>
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
