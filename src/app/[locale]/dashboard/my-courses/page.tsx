import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { MyCoursesList } from "~/components/courses/my-courses-list";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.myCourses");
  return { title: t("title"), description: t("metaDescription"), robots: { index: false } };
}

export default function DashboardMyCoursesPage() {
  const t = useTranslations("dashboard.myCourses");
  return (
    <section aria-labelledby="my-courses-title">
      <h1 id="my-courses-title" className="text-2xl font-bold text-navy sm:text-3xl">
        {t("title")}
      </h1>
      <p className="mt-2 text-muted">{t("intro")}</p>
      <MyCoursesList />
    </section>
  );
}
