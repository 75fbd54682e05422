import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { preload } from "react-dom";
import { ClientMessages } from "~/components/layout/client-messages";
import { CourseDetailsView } from "~/components/courses/course-details-view";
import { chargedPriceCents } from "~/components/courses/course-price";
import { EnrollPanel } from "~/components/courses/enroll-panel";
import { publicCourse } from "~/server/services/public-pages/cached-content";
import { JsonLd } from "~/components/seo/json-ld";
import { Container } from "~/components/ui/container";
import { env } from "~/env";
import { courseStructuredData } from "~/lib/structured-data";

type Props = { params: Promise<{ id: string }> };

// Rendered per request, whole, before anything is sent: an unknown course must answer 404, which
// a page that streams its course into a prerendered frame could not (its 200 would be sent). The
// course itself comes from the shared cache (publicCourse), so a render reads no database.
export const instant = false;

async function courseOf(params: Props["params"]) {
  await connection();
  // In the page's language (decision 033).
  return publicCourse((await params).id, (await getLocale()) as Locale);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await courseOf(params);
  if (!course) return { title: (await getTranslations("courses.notFound"))("title"), robots: { index: false } };
  return {
    title: course.title,
    description: course.description.slice(0, 160),
    alternates: languageAlternates((await getLocale()) as Locale, `/courses/${course.id}`),
    openGraph: { title: course.title, description: course.description.slice(0, 160), images: [{ url: "/og-image.png", width: 1200, height: 630 }] },
  };
}

export default async function CourseDetailsPage({ params }: Props) {
  const course = await courseOf(params);
  if (!course) notFound();
  const t = await getTranslations("courses.details");

  // The course picture is the largest paint on a phone: requested from the <head>.
  const picture = course.thumbnailUrl || course.imageUrl;
  if (picture) preload(picture, { as: "image", fetchPriority: "high" });
  return (
    <Container className="py-8 sm:py-12">
      <JsonLd data={courseStructuredData(env.PUBLIC_URL, course)} />
      <CourseDetailsView
        course={course}
        variant="site"
        back={{ href: "/courses", label: t("allCourses") }}
        action={
          <ClientMessages parts={["courses", "validation"]}>
            <EnrollPanel courseId={course.id} courseTitle={course.title} free={chargedPriceCents(course) <= 0} />
          </ClientMessages>
        }
      />
    </Container>
  );
}
