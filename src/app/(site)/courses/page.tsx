import type { Metadata } from "next";
import { unstable_rethrow } from "next/navigation";
import { Suspense } from "react";
import { preload } from "react-dom";
import { filterAndSortCourses, parseSort } from "~/components/courses/catalogue-filter";
import { CourseCatalogue } from "~/components/courses/course-catalogue";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { logger } from "~/server/logger";
import { publicCourseList } from "~/server/services/public-pages/cached-content";

export const metadata: Metadata = {
  title: "Parenting Courses",
  description:
    "Online video courses for parents by our pediatricians: newborn care, feeding, sleep, milestones and safety.",
};

async function loadCourses() {
  try {
    return await publicCourseList();
  } catch (error) {
    // Next's own signals (dynamic rendering, redirects) are not failures.
    unstable_rethrow(error);
    // Spec §8: a failed course list is only logged; the list stays empty.
    logger.error("catalogue: course list failed", { error });
    return [];
  }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

type SearchParams = Promise<{ q?: string | string[]; sort?: string | string[] }>;

/** The search form and the cards: they depend on the address's ?q= and ?sort=, read per request. */
async function Catalogue({ searchParams }: { searchParams: SearchParams }) {
  // The address first: at build time it is not known, so the build stops here and never reads data.
  const params = await searchParams;
  const courses = await loadCourses();
  const query = (firstValue(params.q) ?? "").slice(0, 100);
  const sort = parseSort(firstValue(params.sort));
  // The first card's picture is the largest paint on a phone: requested as early as it is known.
  const firstShown = filterAndSortCourses(courses, query, sort)[0];
  if (firstShown) preload(firstShown.imageUrl, { as: "image", fetchPriority: "high" });
  return <CourseCatalogue courses={courses} initialQuery={query} initialSort={sort} />;
}

/** The catalogue's place while it streams in: the search bar and a row of cards. */
function CataloguePlaceholder() {
  return (
    <div aria-hidden="true">
      <div className="h-[9.5rem] rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70 sm:h-[5.5rem]" />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-[28rem] rounded-3xl bg-cream" />
        ))}
      </ul>
    </div>
  );
}

export default function CoursesPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <PageIntro eyebrow="For Moms" title="Parenting Courses">
        <p>
          Short video courses by our pediatricians for the questions every parent has: feeding, sleep,
          milestones and keeping your child safe. Watch at your own pace, on any device.
        </p>
      </PageIntro>
      <section aria-label="Course catalogue" className="py-10 sm:py-14">
        <Container>
          <Suspense fallback={<CataloguePlaceholder />}>
            <Catalogue searchParams={searchParams} />
          </Suspense>
        </Container>
      </section>
    </>
  );
}
