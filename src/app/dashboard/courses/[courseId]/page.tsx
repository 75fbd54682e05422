import type { Metadata } from "next";
import Link from "next/link";
import { CheckIcon } from "~/components/icons/social-icons";
import { ArrowLeftIcon, AwardIcon, DeviceIcon, InfinityIcon } from "~/components/courses/course-icons";
import { CourseOutline } from "~/components/courses/course-outline";
import { CourseMeta, CoursePriceSummary, CourseThumbnail, LearningOutcomes } from "~/components/courses/course-parts";
import { DashboardEnrollButton } from "~/components/courses/dashboard-enroll-button";
import { loadCourse } from "~/components/courses/load-course";
import { buttonClasses } from "~/components/ui/button-classes";
import { api } from "~/trpc/server";

type Props = { params: Promise<{ courseId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await loadCourse((await params).courseId);
  return { title: course?.title ?? "Course not found", robots: { index: false } };
}

/** Spec §2 "Dashboard course details": the three promises of every course. */
const BENEFITS = [
  { icon: InfinityIcon, text: "Full lifetime access" },
  { icon: DeviceIcon, text: "Access on mobile and TV" },
  { icon: AwardIcon, text: "Certificate of completion" },
] as const;

export default async function DashboardCourseDetailsPage({ params }: Props) {
  const { courseId } = await params;
  const course = await loadCourse(courseId);

  if (!course) {
    return (
      <section className="rounded-3xl bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-navy sm:text-3xl">Course not found</h1>
        <p className="mt-3 text-muted">This course does not exist or is no longer offered.</p>
        <Link href="/dashboard/browse" className={buttonClasses("primary", "md", "mt-6")}>
          Browse Courses
        </Link>
      </section>
    );
  }

  const { isEnrolled } = await api.courses.isEnrolled({ courseId: course.id });
  const watchBase = isEnrolled ? `/dashboard/courses/${encodeURIComponent(course.id)}` : undefined;
  const firstLesson = course.modules.flatMap((m) => m.lessons.map((l) => ({ moduleId: m.id, lessonId: l.id })))[0];

  return (
    <div className="flex flex-col gap-6">
      <Link
        href={isEnrolled ? "/dashboard/my-courses" : "/dashboard/browse"}
        className="inline-flex min-h-10 items-center gap-1.5 self-start rounded-full text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon size={16} />
        {isEnrolled ? "My Courses" : "All courses"}
      </Link>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="rounded-3xl bg-white p-5 shadow-sm sm:p-8 xl:col-start-1 xl:row-start-1">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{course.category}</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-balance text-navy sm:text-3xl">{course.title}</h1>
          <CourseMeta totalHours={course.totalHours} instructor={course.instructorName} featured={course.featured} />
          <p className="mt-4 text-pretty text-muted">{course.description}</p>
        </div>

        <aside
          aria-label="Enrollment"
          className="xl:sticky xl:top-6 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:self-start"
        >
          <div className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70">
            <CourseThumbnail src={course.thumbnailUrl || course.imageUrl} />
            <div className="p-5">
              <CoursePriceSummary course={course} moduleCount={course.moduleCount} lessonCount={course.lessonCount} />
              <div className="mt-5">
                {isEnrolled ? (
                  <>
                    <button type="button" disabled className={buttonClasses("secondary", "lg", "w-full")}>
                      <CheckIcon size={18} />
                      Already Enrolled
                    </button>
                    {firstLesson ? (
                      <Link
                        href={`${watchBase}/modules/${encodeURIComponent(firstLesson.moduleId)}/videos/${encodeURIComponent(firstLesson.lessonId)}`}
                        className={buttonClasses("primary", "md", "mt-3 w-full")}
                      >
                        Start watching
                      </Link>
                    ) : null}
                  </>
                ) : (
                  <DashboardEnrollButton courseId={course.id} />
                )}
              </div>
              <ul className="mt-5 flex flex-col gap-2.5 border-t border-slate-100 pt-5 text-sm text-navy">
                {BENEFITS.map(({ icon: Icon, text }) => (
                  <li key={text} className="flex items-center gap-2.5">
                    <Icon className="shrink-0 text-primary" />
                    {text}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </aside>

        <div className="flex flex-col gap-6 xl:col-start-1 xl:row-start-2">
          <section aria-labelledby="dashboard-content-title" className="rounded-3xl bg-white p-5 shadow-sm sm:p-8">
            <h2 id="dashboard-content-title" className="text-xl font-bold text-navy sm:text-2xl">
              Course content
            </h2>
            <p className="mt-1 text-sm text-muted">
              {course.moduleCount} {course.moduleCount === 1 ? "module" : "modules"} · {course.lessonCount}{" "}
              {course.lessonCount === 1 ? "lesson" : "lessons"}
            </p>
            <CourseOutline modules={course.modules} watchBase={watchBase} />
          </section>
          <LearningOutcomes outcomes={course.learningOutcomes} headingId="dashboard-outcomes-title" tone="white" />
        </div>
      </div>
    </div>
  );
}
