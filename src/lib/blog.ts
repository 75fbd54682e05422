import "server-only";

import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import matter from "gray-matter";
import { cacheLife } from "next/cache";

import { renderArticleHtml } from "./article-html";

/**
 * The blog: Markdown files in content/blog (front matter: title, description, date, author).
 * Their HTML passes through the article sanitiser (./article-html.ts) before it reaches a page.
 */
const BLOG_DIR = path.resolve(process.cwd(), "content", "blog");
const SLUG = /^[a-z0-9-]+$/;

/** Whether an article of that address exists: a file check, quick enough for the proxy. */
export function blogPostExists(slug: string): boolean {
  return SLUG.test(slug) && existsSync(path.join(BLOG_DIR, `${slug}.md`));
}

export type BlogPostSummary = { slug: string; title: string; description: string; date: Date; author: string; readingMinutes: number };
export type BlogPost = BlogPostSummary & { html: string };

async function readPost(file: string): Promise<BlogPost> {
  const source = await readFile(path.join(BLOG_DIR, file), "utf8");
  const { data, content } = matter(source);
  const words = content.split(/\s+/).filter(Boolean).length;
  return {
    slug: file.replace(/\.md$/, ""),
    title: String(data.title),
    description: String(data.description),
    date: new Date(String(data.date)),
    author: String(data.author ?? ""),
    readingMinutes: Math.max(1, Math.round(words / 200)),
    html: await renderArticleHtml(content),
  };
}

// The articles are files deployed with the app: read once, at build time, into the prerendered
// pages ("use cache" with the longest life; a deploy brings new ones).
export async function listBlogPosts(): Promise<BlogPostSummary[]> {
  "use cache";
  cacheLife("max");
  const files = (await readdir(BLOG_DIR).catch(() => [] as string[])).filter((f) => f.endsWith(".md"));
  const posts = await Promise.all(files.map(readPost));
  return posts.sort((a, b) => b.date.getTime() - a.date.getTime()).map(({ html: _html, ...summary }) => summary);
}

export async function getBlogPost(slug: string): Promise<BlogPost | null> {
  "use cache";
  cacheLife("max");
  if (!SLUG.test(slug)) return null;
  try {
    return await readPost(`${slug}.md`);
  } catch {
    return null;
  }
}
