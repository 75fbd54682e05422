import type { Metadata } from "next";
import { unstable_rethrow } from "next/navigation";
import { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { preload } from "react-dom";
import { ClientMessages } from "~/components/layout/client-messages";
import { filterAndSortCourses, parseSort } from "~/components/courses/catalogue-filter";
import { CourseCatalogue } from "~/components/courses/course-catalogue";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { logger } from "~/server/logger";
import { publicCourseList } from "~/server/services/public-pages/cached-content";

// Rendered whole per request, like /services: the first card's picture is in the first bytes.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("courses.catalogue");
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: languageAlternates((await getLocale()) as Locale, "/courses"),
  };
}

async function loadCourses(locale: Locale) {
  try {
    // In the page's language (decision 033).
    return await publicCourseList(locale);
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
  const courses = await loadCourses((await getLocale()) as Locale);
  const query = (firstValue(params.q) ?? "").slice(0, 100);
  const sort = parseSort(firstValue(params.sort));
  // The first card's picture is the largest paint on a phone: requested as early as it is known.
  const firstShown = filterAndSortCourses(courses, query, sort)[0];
  if (firstShown) preload(firstShown.imageUrl, { as: "image", fetchPriority: "high" });
  return (
    <ClientMessages parts={["courses", "family.age"]}>
      <CourseCatalogue courses={courses} initialQuery={query} initialSort={sort} />
    </ClientMessages>
  );
}

export default function CoursesPage({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations("courses.catalogue");
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("intro")}</p>
      </PageIntro>
      <section aria-label={t("section")} className="py-10 sm:py-14">
        <Container>
          <Catalogue searchParams={searchParams} />
        </Container>
      </section>
    </>
  );
}
