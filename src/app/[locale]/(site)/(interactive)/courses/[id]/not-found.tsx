import Link from "next/link";
import { buttonClasses } from "~/components/ui/button-classes";
import { PageIntro } from "~/components/ui/page-intro";

/** Spec §8: a missing course says 'Course not found' (with a 404 status). */
export default function CourseNotFound() {
  return (
    <PageIntro eyebrow="Courses" title="Course not found">
      <p>This course does not exist or is no longer offered.</p>
      <div className="mt-8 flex justify-center">
        <Link href="/courses" className={buttonClasses("primary", "md")}>
          See all courses
        </Link>
      </div>
    </PageIntro>
  );
}
