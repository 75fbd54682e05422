"use client";

import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { CoursesForChildren, type ChildCourses } from "~/components/courses/courses-for-children";
import type { Locale } from "~/i18n/locales";
import { loadTRPCClient } from "~/trpc/load-client";

/** Asks for the signed-in parent's children's courses and shows them; nothing while asking, when none fit, or on a failure (the catalogue is below). */
export function HomeCoursesForChildrenList({ userId }: { userId: string }) {
  const locale = useLocale() as Locale;
  const [answer, setAnswer] = useState<{ userId: string; groups: ChildCourses[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadTRPCClient()
      .then((client) => client.courses.forMyChildren.query({ locale }))
      .then(
        (groups) => {
          if (!cancelled) setAnswer({ userId, groups });
        },
        // A session that ended (the stored profile is cleared by the session check) or a flaky network: the block stays out.
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [userId, locale]);
  if (!answer || answer.userId !== userId || answer.groups.length === 0) return null;
  return (
    <div className="mt-10">
      <CoursesForChildren groups={answer.groups} linkBase="/courses" headingLevel={3} />
    </div>
  );
}
