import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LessonPlayer } from "~/components/courses/lesson-player";
import { loadCourse } from "~/components/courses/load-course";

type Props = { params: Promise<{ courseId: string; moduleId: string; videoId: string }> };

/** The tab names the lesson (the course outline is public, so nothing is given away). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { courseId, moduleId, videoId } = await params;
  const course = await loadCourse(courseId);
  const lesson = course?.modules.find((m) => m.id === moduleId)?.lessons.find((l) => l.id === videoId);
  const t = await getTranslations("courses.player.meta");
  return {
    title: lesson && course ? `${lesson.title} · ${course.title}` : t("title"),
    description: t("description"),
    robots: { index: false },
  };
}

export default async function DashboardLessonPage({ params }: Props) {
  const { courseId, moduleId, videoId } = await params;
  // Keyed by lesson: moving to the next one starts a fresh player (and saves the last position).
  return <LessonPlayer key={`${moduleId}/${videoId}`} courseId={courseId} moduleId={moduleId} videoId={videoId} />;
}
