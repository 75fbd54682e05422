import "server-only";

import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import matter from "gray-matter";
import { cacheLife } from "next/cache";

import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import { renderArticleHtml } from "./article-html";

/**
 * The blog: Markdown files (front matter: title, description, date, author). Every article has its
 * English original, content/blog/<slug>.md, which names it; a translation is
 * content/blog/<locale>/<slug>.md, same slug (the same address under /fr or /ar), and may leave out
 * the date and author, which then come from the original (content/README.md). A page in a language
 * the article is not translated into shows the original, and says so.
 * The HTML passes through the article sanitiser (./article-html.ts) before it reaches a page.
 */
const BLOG_DIR = path.resolve(process.cwd(), "content", "blog");
const SLUG = /^[a-z0-9-]+$/;

function fileOf(slug: string, locale: Locale): string {
  return locale === defaultLocale ? path.join(BLOG_DIR, `${slug}.md`) : path.join(BLOG_DIR, locale, `${slug}.md`);
}

/** Whether an article of that address exists: a file check, quick enough for the proxy. */
export function blogPostExists(slug: string): boolean {
  return SLUG.test(slug) && existsSync(fileOf(slug, defaultLocale));
}

export type BlogPostSummary = {
  slug: string;
  title: string;
  description: string;
  date: Date;
  author: string;
  readingMinutes: number;
  /** The language the text is in: the page's, or English when it is not translated yet. */
  locale: Locale;
  /** The languages the article is written in (English always), for its hreflang alternates. */
  languages: Locale[];
};
export type BlogPost = BlogPostSummary & { html: string };

type Source = { data: Record<string, unknown>; content: string };

async function readSource(slug: string, locale: Locale): Promise<Source | null> {
  try {
    const { data, content } = matter(await readFile(fileOf(slug, locale), "utf8"));
    return { data, content };
  } catch {
    return null;
  }
}

/** The article in `locale` if translated, else the original; null when there is no such article. */
async function readPost(slug: string, locale: Locale): Promise<BlogPost | null> {
  const original = await readSource(slug, defaultLocale);
  if (!original) return null;
  const translated = locale === defaultLocale ? null : await readSource(slug, locale);
  const { data, content } = translated ?? original;
  const languages = locales.filter((other) => other === defaultLocale || existsSync(fileOf(slug, other)));
  const words = content.split(/\s+/).filter(Boolean).length;
  return {
    slug,
    title: String(data.title),
    description: String(data.description),
    date: new Date(String(data.date ?? original.data.date)),
    author: String(data.author ?? original.data.author ?? ""),
    readingMinutes: Math.max(1, Math.round(words / 200)),
    locale: translated ? locale : defaultLocale,
    languages,
    html: await renderArticleHtml(content),
  };
}

// The articles are files deployed with the app: read once, at build time, into the prerendered
// pages ("use cache" with the longest life; a deploy brings new ones).

/** Every article, newest first, each in `locale` when translated, else in English. */
export async function listBlogPosts(locale: Locale = defaultLocale): Promise<BlogPostSummary[]> {
  "use cache";
  cacheLife("max");
  const files = (await readdir(BLOG_DIR).catch(() => [] as string[])).filter((f) => f.endsWith(".md"));
  const posts = (await Promise.all(files.map((file) => readPost(file.replace(/\.md$/, ""), locale)))).filter((post) => post !== null);
  return posts.sort((a, b) => b.date.getTime() - a.date.getTime()).map(({ html: _html, ...summary }) => summary);
}

/** One article in `locale` when translated, else in English; null when there is no such article. */
export async function getBlogPost(slug: string, locale: Locale = defaultLocale): Promise<BlogPost | null> {
  "use cache";
  cacheLife("max");
  if (!SLUG.test(slug)) return null;
  return readPost(slug, locale);
}
