import { useLocale, useTranslations } from "next-intl";
import { localePath, type Locale } from "~/i18n/locales";
import { CoursePrice } from "./course-price";

/** One child and the courses that fit its age today (decision 054), as `courses.forMyChildren` answers. */
export type ChildCourses = {
  child: { id: string; firstName: string; age: { years: number; months: number } };
  courses: Array<{ id: string; title: string; imageUrl: string; priceCents: number; discountPriceCents: number | null }>;
};

/** "For Lina, 8 months" ("Pour Lina, 8 mois", "من أجل لينا، 8 أشهر"): the family page's words for the age. */
export function useForChildHeading() {
  const t = useTranslations("courses.forChildren");
  const family = useTranslations("family");
  return (child: ChildCourses["child"]) => t("forChild", { name: child.firstName, age: family("age", child.age) });
}

/**
 * The courses recommended for each of the parent's children, one short list per child under "For
 * Lina, 8 months". Plain markup, no state: the dashboard renders it on the server, the home page's
 * island in the browser once it has the answer. `linkBase` is where a course opens: its public page
 * or the dashboard's.
 */
export function CoursesForChildren({
  groups,
  linkBase,
  headingLevel,
  titled = true,
}: {
  groups: ChildCourses[];
  linkBase: "/courses" | "/dashboard/courses";
  /** The level of the block's title; each child's heading is one below. */
  headingLevel: 2 | 3;
  /** Whether the block says "Chosen for your children" above the children. */
  titled?: boolean;
}) {
  const t = useTranslations("courses.forChildren");
  const locale = useLocale() as Locale;
  const heading = useForChildHeading();
  if (groups.length === 0) return null;
  const Title = headingLevel === 2 ? "h2" : "h3";
  const ChildTitle = titled ? (headingLevel === 2 ? "h3" : "h4") : Title;
  return (
    <section aria-labelledby="courses-for-children-title" data-testid="courses-for-children" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-6">
      <Title id="courses-for-children-title" className={titled ? "text-xl font-bold text-navy" : "sr-only"}>
        {t("title")}
      </Title>
      {titled ? <p className="mt-1 text-muted">{t("intro")}</p> : null}
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        {groups.map((group) => (
          <div key={group.child.id} data-testid="child-courses">
            <ChildTitle className="font-semibold text-navy">{heading(group.child)}</ChildTitle>
            <ul className="mt-2 flex flex-col gap-2">
              {group.courses.map((course) => (
                <li key={course.id}>
                  <a
                    href={localePath(locale, `${linkBase}/${encodeURIComponent(course.id)}`)}
                    className="flex min-h-14 items-center gap-3 rounded-2xl bg-white p-2 pe-3 shadow-sm ring-1 ring-slate-200/70 hover:ring-primary/40"
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art in a fixed box */}
                    <img src={course.imageUrl} alt="" width={64} height={40} loading="lazy" className="h-10 w-16 shrink-0 rounded-lg bg-primary-50 object-cover" />
                    {/* The price under the title: on a phone the title keeps the width. */}
                    <span className="min-w-0 flex-1">
                      <span dir="auto" className="block font-medium break-words text-navy">
                        {course.title}
                      </span>
                      <span className="block">
                        <CoursePrice course={course} />
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
