import type { MetadataRoute } from "next";
import { connection } from "next/server";

import { PRIVACY_NOTICE_VERSIONS } from "~/config/privacy-notice";
import { env } from "~/env";
import { languageAlternates } from "~/i18n/alternates";
import { locales } from "~/i18n/locales";
import { listBlogPosts } from "~/lib/blog";
import { publicCourseList } from "~/server/services/public-pages/cached-content";

type Entry = Omit<MetadataRoute.Sitemap[number], "url" | "alternates"> & { path: string };

/** One sitemap for every language: each page once per language, each naming its translations. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built per request: courses come from the database, which the build never opens.
  await connection();
  const base = env.PUBLIC_URL;
  const absolute = (path: string) => `${base}${path === "/" ? "" : path}`;
  const pages: Entry[] = ["/", "/courses", "/services", "/about", "/appointment", "/blogs"].map((path) => ({
    path,
    changeFrequency: "weekly",
    priority: path === "/" ? 1 : 0.8,
  }));
  // The privacy notice: its current version, and each earlier one as published (decision 049).
  const notice: Entry[] = PRIVACY_NOTICE_VERSIONS.map((entry, index) => ({
    path: index === 0 ? "/privacy" : `/privacy/${entry.version}`,
    lastModified: entry.date,
    changeFrequency: index === 0 ? "yearly" : "never",
    priority: index === 0 ? 0.4 : 0.1,
  }));
  const courses: Entry[] = (await publicCourseList()).map((course) => ({
    path: `/courses/${course.id}`,
    changeFrequency: "monthly",
    priority: 0.6,
  }));
  const posts: Entry[] = (await listBlogPosts()).map((post) => ({
    path: `/blogs/${post.slug}`,
    lastModified: post.date,
    changeFrequency: "yearly",
    priority: 0.5,
  }));
  return [...pages, ...notice, ...courses, ...posts].flatMap(({ path, ...entry }) =>
    locales.map((locale) => {
      const { canonical, languages } = languageAlternates(locale, path);
      return {
        ...entry,
        url: absolute(String(canonical)),
        alternates: {
          languages: Object.fromEntries(
            Object.entries(languages ?? {}).filter(([key]) => key !== "x-default").map(([key, value]) => [key, absolute(String(value))]),
          ),
        },
      };
    }),
  );
}
