import { useLocale, useTranslations } from "next-intl";
import { ClockIcon } from "~/components/icons/social-icons";
import { localePath, type Locale } from "~/i18n/locales";
import { useCourseAges } from "./course-ages";
import { UserIcon } from "./course-icons";
import { CoursePrice, useCourseFormat } from "./course-price";

export type CourseSummary = {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  discountPriceCents: number | null;
  featured: boolean;
  imageUrl: string;
  totalHours: number;
  instructor: string;
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
};

/**
 * One course of a grid (public catalogue, dashboard browse): Featured badge, image, title, price,
 * description, total hours, instructor, the ages it is for, and a link to its details (`href` is a
 * site path: the link stays in the page's language).
 */
export function CourseSummaryCard({
  course,
  href,
  linkLabel,
  eager = false,
}: {
  course: CourseSummary;
  href: string;
  /** The link's words; "View Details" by default. */
  linkLabel?: string;
  /** Cards in the first screenful load their picture at once, the first one first of all. */
  eager?: boolean;
}) {
  const t = useTranslations("courses.card");
  const { hours } = useCourseFormat();
  const ages = useCourseAges()(course);
  const locale = useLocale() as Locale;
  const label = linkLabel ?? t("viewDetails");
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 shadow-navy/5 ring-slate-200/70 transition-shadow focus-within:shadow-lg hover:shadow-lg"
      data-testid="course-card"
    >
      <div className="relative aspect-[16/10] bg-primary-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art in a fixed box */}
        <img
          src={course.imageUrl}
          alt=""
          width={480}
          height={300}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          className="size-full object-cover"
        />
        {course.featured ? (
          <span className="absolute start-3 top-3 rounded-full bg-accent px-3 py-1 text-xs font-bold text-navy shadow">
            {t("featured")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold text-balance text-navy">{course.title}</h2>
        <p className="mt-1">
          <span className="sr-only">{t("price")} </span>
          <CoursePrice course={course} />
        </p>
        <p className="mt-2 line-clamp-3 text-sm text-muted">{course.description}</p>
        <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted">
          <div className="flex items-center gap-1.5">
            <dt>
              <ClockIcon size={16} className="text-primary" />
              <span className="sr-only">{t("duration")}</span>
            </dt>
            <dd>{hours(course.totalHours)}</dd>
          </div>
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <UserIcon size={16} className="text-primary" />
              <span className="sr-only">{t("instructor")}</span>
            </dt>
            <dd className="min-w-0 break-words">{course.instructor}</dd>
          </div>
          {ages ? (
            <div className="w-full">
              <dt className="sr-only">{t("ages")}</dt>
              <dd className="font-medium text-navy" data-testid="course-ages">
                {ages}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto pt-5">
          <a
            href={localePath(locale, href)}
            aria-label={t("linkLabel", { label, title: course.title })}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-primary px-5 text-sm font-semibold text-primary transition-colors hover:bg-primary hover:text-white"
          >
            {label}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </a>
        </div>
      </div>
    </article>
  );
}
