import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { preload } from "react-dom";
import { ArrowLeftIcon } from "~/components/courses/course-icons";
import { CourseOutline } from "~/components/courses/course-outline";
import { CourseMeta, CoursePriceSummary, CourseThumbnail, LearningOutcomes } from "~/components/courses/course-parts";
import { chargedPriceCents } from "~/components/courses/course-price";
import { EnrollPanel } from "~/components/courses/enroll-panel";
import { loadCourse } from "~/components/courses/load-course";
import { JsonLd } from "~/components/seo/json-ld";
import { Container } from "~/components/ui/container";
import { env } from "~/env";
import { courseStructuredData } from "~/lib/structured-data";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await loadCourse((await params).id);
  if (!course) return { title: "Course not found", robots: { index: false } };
  return {
    title: course.title,
    description: course.description.slice(0, 160),
    alternates: { canonical: `/courses/${course.id}` },
    openGraph: { title: course.title, description: course.description.slice(0, 160), images: [{ url: "/og-image.png", width: 1200, height: 630 }] },
  };
}

export default async function CourseDetailsPage({ params }: Props) {
  const course = await loadCourse((await params).id);
  if (!course) notFound();

  // The course picture is the largest paint on a phone: requested from the <head>.
  const picture = course.thumbnailUrl || course.imageUrl;
  if (picture) preload(picture, { as: "image", fetchPriority: "high" });
  return (
    <Container className="py-8 sm:py-12">
      <JsonLd data={courseStructuredData(env.PUBLIC_URL, course)} />
      <Link
        href="/courses"
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon size={16} />
        All courses
      </Link>

      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{course.category}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-navy sm:text-4xl">{course.title}</h1>
          <CourseMeta totalHours={course.totalHours} instructor={course.instructorName} featured={course.featured} />
          <p className="mt-5 text-base text-pretty text-muted sm:text-lg">{course.description}</p>
        </div>

        <aside
          aria-label="Enrollment"
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <div className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-navy/5 ring-slate-200/70">
            <CourseThumbnail src={course.thumbnailUrl || course.imageUrl} />
            <div className="p-5 sm:p-6">
              <CoursePriceSummary course={course} moduleCount={course.moduleCount} lessonCount={course.lessonCount} />
              <div className="mt-5">
                <EnrollPanel courseId={course.id} courseTitle={course.title} free={chargedPriceCents(course) <= 0} />
              </div>
            </div>
          </div>
        </aside>

        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="course-content-title">
            <h2 id="course-content-title" className="text-xl font-bold text-navy sm:text-2xl">
              Course content
            </h2>
            <p className="mt-1 text-sm text-muted">
              {course.moduleCount} {course.moduleCount === 1 ? "module" : "modules"} · {course.lessonCount}{" "}
              {course.lessonCount === 1 ? "lesson" : "lessons"}
            </p>
            <CourseOutline modules={course.modules} />
          </section>
          <LearningOutcomes outcomes={course.learningOutcomes} headingId="course-outcomes-title" />
        </div>
      </div>
    </Container>
  );
}
