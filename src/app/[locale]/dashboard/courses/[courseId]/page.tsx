import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CheckIcon } from "~/components/icons/social-icons";
import { CourseDetailsView } from "~/components/courses/course-details-view";
import { CertificateButton } from "~/components/courses/certificate-button";
import { CourseBenefits } from "~/components/courses/course-parts";
import { DashboardEnrollButton } from "~/components/courses/dashboard-enroll-button";
import { loadCourse } from "~/components/courses/load-course";
import { buttonClasses } from "~/components/ui/button-classes";
import { Link } from "~/i18n/navigation";
import { api } from "~/trpc/server";

type Props = { params: Promise<{ courseId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await loadCourse((await params).courseId);
  return { title: course?.title ?? (await getTranslations("courses.notFound"))("title"), robots: { index: false } };
}

export default async function DashboardCourseDetailsPage({ params }: Props) {
  const { courseId } = await params;
  const course = await loadCourse(courseId);
  const t = await getTranslations("courses");

  if (!course) {
    return (
      <section className="rounded-3xl bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-navy sm:text-3xl">{t("notFound.title")}</h1>
        <p className="mt-3 text-muted">{t("notFound.body")}</p>
        <Link href="/dashboard/browse" className={buttonClasses("primary", "md", "mt-6")}>
          {t("myCourses.browse")}
        </Link>
      </section>
    );
  }

  const { isEnrolled } = await api.courses.isEnrolled({ courseId: course.id });
  const watchBase = isEnrolled ? `/dashboard/courses/${encodeURIComponent(course.id)}` : undefined;
  const firstLesson = course.modules.flatMap((m) => m.lessons.map((l) => ({ moduleId: m.id, lessonId: l.id })))[0];
  // Where the parent is in the course: not started, part way (continue at the first unfinished
  // lesson), or finished (no "Start watching" then: watch again from the start, and the certificate).
  const progress = isEnrolled ? (await api.courses.myCourses()).find((mine) => mine.id === course.id) : undefined;
  const finished = Boolean(progress?.certificateAvailable);
  const resume = !finished && progress && progress.completedLessons > 0 && progress.continueLesson
    ? { moduleId: progress.continueLesson.moduleId, lessonId: progress.continueLesson.videoId }
    : null;
  const watchTarget = resume ?? firstLesson;
  const watchLabel = finished ? t("details.watchAgain") : resume ? t("details.continueWatching") : t("details.startWatching");

  return (
    <div className="flex flex-col gap-6">
      <CourseDetailsView
        course={course}
        variant="dashboard"
        back={
          isEnrolled
            ? { href: "/dashboard/my-courses", label: t("details.myCourses") }
            : { href: "/dashboard/browse", label: t("details.allCourses") }
        }
        action={
          isEnrolled ? (
            <>
              <button type="button" disabled className={buttonClasses("secondary", "lg", "w-full")}>
                <CheckIcon size={18} />
                {t("details.alreadyEnrolled")}
              </button>
              {finished ? <p className="mt-3 font-semibold text-primary-dark" role="status">{t("details.finished")}</p> : null}
              {watchTarget ? (
                <Link
                  href={`${watchBase}/modules/${encodeURIComponent(watchTarget.moduleId)}/videos/${encodeURIComponent(watchTarget.lessonId)}`}
                  className={buttonClasses(finished ? "secondary" : "primary", "md", "mt-3 w-full")}
                >
                  {watchLabel}
                </Link>
              ) : null}
              {finished ? <CertificateButton courseId={course.id} courseTitle={course.title} /> : null}
            </>
          ) : (
            <DashboardEnrollButton courseId={course.id} />
          )
        }
        actionFooter={<CourseBenefits />}
        watchBase={watchBase}
      />
    </div>
  );
}
