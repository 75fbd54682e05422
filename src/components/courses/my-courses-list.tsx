"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "~/components/ui/toast";
import { buttonClasses } from "~/components/ui/button-classes";
import { siteFormatter } from "~/i18n/formatter";
import type { Locale } from "~/i18n/locales";
import { Link } from "~/i18n/navigation";
import { useTRPC } from "~/trpc/react";
import { CertificateButton } from "./certificate-button";
import { useCourseFormat } from "./course-price";

type MyCourse = {
  id: string;
  title: string;
  imageUrl: string;
  totalHours: number;
  instructor: string;
  totalLessons: number;
  completedLessons: number;
  progressPercent: number;
  continueLesson: { moduleId: string; videoId: string } | null;
  certificateAvailable: boolean;
};

function lessonHref(courseId: string, lesson: { moduleId: string; videoId: string }): string {
  return `/dashboard/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(lesson.moduleId)}/videos/${encodeURIComponent(lesson.videoId)}`;
}

/** Fills from the start of the line: from the right in Arabic (the bar's own box follows the page's direction). */
function ProgressBar({ percent, label, valueText }: { percent: number; label: string; valueText: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

function MyCourseCard({ course }: { course: MyCourse }) {
  const t = useTranslations("courses.myCourses");
  const format = siteFormatter(useLocale() as Locale);
  const { hours } = useCourseFormat();
  const percent = format.number(course.progressPercent / 100, { style: "percent", maximumFractionDigits: 0 });
  const headingId = `my-course-${course.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70 sm:flex-row"
      data-testid="my-course"
    >
      <div className="aspect-[16/10] bg-primary-50 sm:aspect-auto sm:w-56 sm:shrink-0">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art in a fixed box */}
        <img src={course.imageUrl} alt="" width={448} height={280} className="size-full object-cover" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-5">
        <h2 id={headingId} className="text-lg font-semibold text-balance text-navy">
          {course.title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {course.instructor} · {hours(course.totalHours)}
        </p>
        <div className="mt-4">
          <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
            <span className="text-muted">{t("lessonsDone", { done: course.completedLessons, total: course.totalLessons })}</span>
            <span className="font-semibold text-navy" data-testid="progress-percent">
              <bdi dir="ltr">{percent}</bdi>
            </span>
          </div>
          <ProgressBar percent={course.progressPercent} label={t("progressLabel", { title: course.title })} valueText={percent} />
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {course.continueLesson ? (
            <Link
              href={lessonHref(course.id, course.continueLesson)}
              aria-label={t("continueLabel", { title: course.title })}
              className={buttonClasses("primary", "md")}
            >
              {t("continue")}
            </Link>
          ) : null}
          <Link
            href={`/dashboard/courses/${encodeURIComponent(course.id)}`}
            aria-label={t("detailsLabel", { title: course.title })}
            className={buttonClasses("secondary", "md")}
          >
            {t("details")}
          </Link>
        </div>
        {course.certificateAvailable ? <CertificateButton courseId={course.id} courseTitle={course.title} /> : null}
      </div>
    </article>
  );
}

/** Spec §2 My Courses: each enrolled course with its progress and where to continue. */
export function MyCoursesList() {
  const t = useTranslations("courses.myCourses");
  const trpc = useTRPC();
  const courses = useQuery({ ...trpc.courses.myCourses.queryOptions(), staleTime: 0, retry: 1 });

  useEffect(() => {
    if (!courses.error) return;
    // Spec §8's words, followed by the reason.
    toast.error(t("failedToast", { reason: courses.error.message }), { id: "my-courses-error" });
  }, [courses.error, t]);

  if (courses.isPending) {
    return (
      <div className="mt-6 flex flex-col gap-4" aria-busy="true">
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
        {[0, 1].map((key) => (
          <div key={key} className="h-44 animate-pulse rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70" />
        ))}
      </div>
    );
  }

  if (courses.isError) {
    return (
      <div className="mt-6 rounded-3xl bg-white p-6 shadow-sm">
        <p className="text-navy">{t("failed")}</p>
        <button type="button" onClick={() => void courses.refetch()} className={buttonClasses("primary", "md", "mt-4")}>
          {t("retry")}
        </button>
      </div>
    );
  }

  if (courses.data.length === 0) {
    return (
      <div className="mt-6 rounded-3xl bg-white p-8 text-center shadow-sm">
        <p className="text-lg font-semibold text-navy">{t("empty")}</p>
        <p className="mt-2 text-muted">{t("emptyBody")}</p>
        <Link href="/dashboard/browse" className={buttonClasses("primary", "md", "mt-5")}>
          {t("browse")}
        </Link>
      </div>
    );
  }

  return (
    <ul className="mt-6 flex flex-col gap-5" aria-label={t("list")}>
      {courses.data.map((course) => (
        <li key={course.id}>
          <MyCourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
