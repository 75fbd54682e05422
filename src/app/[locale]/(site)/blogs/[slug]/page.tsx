import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { notFound } from "next/navigation";
import { ArticleBody } from "~/components/blog/article-body";
import { isoDay, PostMeta } from "~/components/blog/post-meta";
import { JsonLd } from "~/components/seo/json-ld";
import { buttonClasses } from "~/components/ui/button-classes";
import { CallUs } from "~/components/ui/call-us";
import { Container } from "~/components/ui/container";
import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { getBlogPost, listBlogPosts } from "~/lib/blog";

type Props = { params: Promise<{ slug: string }> };

/** Every article is prerendered; an address that names none is a 404. */
export async function generateStaticParams() {
  return (await listBlogPosts()).map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getBlogPost((await params).slug);
  if (!post) return {};
  return {
    title: post.title,
    description: post.description,
    authors: post.author ? [{ name: post.author }] : undefined,
    alternates: languageAlternates((await getLocale()) as Locale, `/blogs/${post.slug}`),
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = await getBlogPost((await params).slug);
  if (!post) notFound();

  const url = `${env.PUBLIC_URL}/blogs/${post.slug}`;
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: isoDay(post.date),
    url,
    mainEntityOfPage: url,
    image: `${env.PUBLIC_URL}/og-image.png`,
    author: post.author ? { "@type": "Person", name: post.author } : undefined,
    publisher: { "@type": "Organization", name: clinic.name, url: env.PUBLIC_URL },
  };

  return (
    <>
      <JsonLd data={structuredData} />
      <article aria-labelledby="post-title">
        <header className="bg-cream py-14 sm:py-20">
          <Container className="max-w-3xl">
            <p className="text-sm font-semibold">
              <a href="/blogs" className="text-primary underline-offset-4 hover:underline">
                <span aria-hidden="true">← </span>Parenting Blog
              </a>
            </p>
            <h1
              id="post-title"
              className="mt-4 text-3xl font-bold tracking-tight text-balance text-navy sm:text-4xl"
            >
              {post.title}
            </h1>
            <p className="mt-4 text-lg text-pretty text-muted">{post.description}</p>
            <PostMeta
              date={post.date}
              readingMinutes={post.readingMinutes}
              author={post.author}
              className="mt-6 text-sm text-muted"
            />
          </Container>
        </header>
        <Container className="max-w-3xl py-12 sm:py-16">
          <ArticleBody html={post.html} />
          <aside
            aria-label="Talk to us"
            className="mt-12 rounded-3xl bg-primary-50 p-6 ring-1 ring-primary/10 sm:p-8"
          >
            <p className="text-lg font-semibold text-navy">Worried about your child?</p>
            <p className="mt-2 text-muted">
              This article is general information and does not replace medical advice. To talk about
              your own child, book a visit or <CallUs />.
            </p>
            <a href="/appointment" className={buttonClasses("primary", "md", "mt-5")}>
              Book an Appointment
            </a>
          </aside>
        </Container>
      </article>
    </>
  );
}
