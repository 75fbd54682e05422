import type { Metadata } from "next";
import { MyCoursesList } from "~/components/courses/my-courses-list";

export const metadata: Metadata = {
  title: "My Courses",
  description: "The parenting courses you are enrolled in.",
  robots: { index: false },
};

export default function DashboardMyCoursesPage() {
  return (
    <section aria-labelledby="my-courses-title">
      <h1 id="my-courses-title" className="text-2xl font-bold text-navy sm:text-3xl">
        My Courses
      </h1>
      <p className="mt-2 text-muted">Pick up where you left off. Your progress is saved as you watch.</p>
      <MyCoursesList />
    </section>
  );
}
