import type { Metadata } from "next";
import Link from "next/link";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { CourseForm } from "~/components/admin/courses/course-form";
import { requireStaff } from "~/components/admin/require-staff";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { chargedPriceCents, formatPrice } from "~/lib/money";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Courses" };

/** The video courses: drafts first, then those on the site; a new course starts as a draft. */
export default async function CoursesAdminPage() {
  await requireStaff();
  const courses = await api.admin.courses.list().catch(callErrorOfServer);
  if ("refused" in courses) return <BackOfficeRefusal message={courses.refused} />;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">Courses</h1>
      <p className="text-sm text-muted">A course reaches the site when it is published. Taking it off the site keeps it for the parents already enrolled.</p>
      <ul className="flex flex-col gap-3" aria-label="Courses">
        {courses.map((course) => (
          <li key={course.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm">
            <div className="min-w-0">
              <p className="font-semibold text-navy">
                <Link href={`/admin/courses/${course.id}`} className="underline-offset-4 hover:underline">
                  {course.title}
                </Link>
                <span className={`ms-2 rounded-full px-2.5 py-0.5 align-middle text-xs font-semibold ${course.publishedAt ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}>
                  {course.publishedAt ? "On the site" : "Draft"}
                </span>
              </p>
              <p className="text-sm text-muted">
                {course.category} · {formatPrice(chargedPriceCents(course))} · {course.lessonCount === 1 ? "1 lesson" : `${course.lessonCount} lessons`} ·{" "}
                {course.parentCount === 1 ? "1 parent enrolled" : `${course.parentCount} parents enrolled`}
              </p>
            </div>
            <Link href={`/admin/courses/${course.id}`} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
              Edit<span className="sr-only"> {course.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="new-course-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <h2 id="new-course-title" className="mb-4 text-xl font-bold text-navy">
          Add a course
        </h2>
        <CourseForm course={null} />
      </section>
    </div>
  );
}
