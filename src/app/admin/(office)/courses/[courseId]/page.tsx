import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { CourseForm } from "~/components/admin/courses/course-form";
import { LessonForm } from "~/components/admin/courses/lesson-form";
import { ModuleTitleForm, OutlineItemControls, PublishControl } from "~/components/admin/courses/outline-controls";
import { formatDuration } from "~/components/admin/upload-media";
import { requireStaff } from "~/components/admin/require-staff";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { env } from "~/env";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Edit course" };

type Props = { params: Promise<{ courseId: string }> };

/** One course: its details, whether it is on the site, and its modules and lessons in order. */
export default async function CourseAdminPage({ params }: Props) {
  await requireStaff();
  const { courseId } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(courseId)) notFound();
  const course = await api.admin.courses.get({ courseId }).catch((error: unknown) => {
    if (error instanceof Error && "code" in error && error.code === "NOT_FOUND") notFound();
    return callErrorOfServer(error);
  });
  if ("refused" in course) return <BackOfficeRefusal message={course.refused} />;
  const maxBytes = env.MEDIA_MAX_VIDEO_MB * 1024 * 1024;
  const published = Boolean(course.publishedAt);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm">
        <Link href="/admin/courses" className="font-semibold text-primary underline-offset-4 hover:underline">
          ← All courses
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy">
          {course.title}
          <span className={`ms-2 rounded-full px-2.5 py-0.5 align-middle text-xs font-semibold ${published ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}>{published ? "On the site" : "Draft"}</span>
        </h1>
        {/* Keyed by the lesson count: a refusal ("add a lesson first") goes once a lesson is added. */}
        <PublishControl key={course.modules.reduce((n, m) => n + m.lessons.length, 0)} courseId={course.id} title={course.title} published={published} />
      </div>
      {published ? (
        <p className="text-sm text-muted">
          Parents see it at{" "}
          <Link href={`/courses/${course.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
            its page on the site
          </Link>
          .
        </p>
      ) : null}

      <section aria-labelledby="outline-title" className="flex flex-col gap-4">
        <h2 id="outline-title" className="text-xl font-bold text-navy">
          Modules and lessons
        </h2>
        {course.modules.length === 0 ? <p className="text-sm text-muted">No module yet: add the first one below, then its lessons.</p> : null}
        <ol className="flex flex-col gap-4">
          {course.modules.map((mod, moduleIndex) => (
            <li key={mod.id} aria-labelledby={`module-${mod.id}-title`} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 id={`module-${mod.id}-title`} className="text-lg font-bold text-navy">
                  {moduleIndex + 1}. {mod.title}
                </h3>
                <OutlineItemControls kind="module" id={mod.id} title={mod.title} first={moduleIndex === 0} last={moduleIndex === course.modules.length - 1} />
              </div>
              <ol className="mt-3 flex flex-col divide-y divide-slate-100">
                {mod.lessons.map((lesson, lessonIndex) => (
                  <li key={lesson.id} className="flex flex-col gap-2 py-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-medium text-navy">
                        {moduleIndex + 1}.{lessonIndex + 1} {lesson.title} <span className="text-sm font-normal text-muted">({formatDuration(lesson.durationSeconds)})</span>
                      </p>
                      <OutlineItemControls kind="lesson" id={lesson.id} title={lesson.title} first={lessonIndex === 0} last={lessonIndex === mod.lessons.length - 1} />
                    </div>
                    <details className="rounded-xl bg-cream/60 px-3 py-2">
                      <summary className="cursor-pointer text-sm font-semibold text-primary">
                        Edit<span className="sr-only"> {lesson.title}</span>
                      </summary>
                      <div className="pt-3">
                        <LessonForm moduleId={mod.id} lesson={lesson} maxBytes={maxBytes} />
                      </div>
                    </details>
                  </li>
                ))}
              </ol>
              <div className="mt-3 flex flex-col gap-4 border-t border-slate-100 pt-4">
                <h4 className="font-semibold text-navy">Add a lesson to “{mod.title}”</h4>
                <LessonForm moduleId={mod.id} lesson={null} maxBytes={maxBytes} />
                <details>
                  <summary className="cursor-pointer text-sm font-semibold text-primary">
                    Rename or translate<span className="sr-only"> {mod.title}</span>
                  </summary>
                  <div className="pt-3">
                    <ModuleTitleForm courseId={course.id} module={{ id: mod.id, title: mod.title, translations: mod.translations }} />
                  </div>
                </details>
              </div>
            </li>
          ))}
        </ol>
        <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
          <ModuleTitleForm courseId={course.id} module={null} />
        </div>
      </section>

      <section aria-labelledby="details-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <h2 id="details-title" className="mb-4 text-xl font-bold text-navy">
          Details
        </h2>
        <CourseForm course={course} />
      </section>
    </div>
  );
}
