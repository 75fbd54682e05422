import type { MetadataRoute } from "next";
import { connection } from "next/server";

import { env } from "~/env";
import { listBlogPosts } from "~/lib/blog";
import { publicCourseList } from "~/server/services/public-pages/cached-content";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built per request: courses come from the database, which the build never opens.
  await connection();
  const base = env.PUBLIC_URL;
  const pages = ["/", "/courses", "/services", "/about", "/appointment", "/blogs"].map((path) => ({
    url: `${base}${path === "/" ? "" : path}`,
    changeFrequency: "weekly" as const,
    priority: path === "/" ? 1 : 0.8,
  }));
  const courses = (await publicCourseList()).map((course) => ({
    url: `${base}/courses/${course.id}`,
    changeFrequency: "monthly" as const,
    priority: 0.6,
  }));
  const posts = (await listBlogPosts()).map((post) => ({
    url: `${base}/blogs/${post.slug}`,
    lastModified: post.date,
    changeFrequency: "yearly" as const,
    priority: 0.5,
  }));
  return [...pages, ...courses, ...posts];
}
