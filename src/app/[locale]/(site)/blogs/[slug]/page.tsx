import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import { defaultLocale, localePath, textDirection, type Locale } from "~/i18n/locales";
import { notFound } from "next/navigation";
import { ArticleBody } from "~/components/blog/article-body";
import { isoDay, PostMeta } from "~/components/blog/post-meta";
import { SiteLink } from "~/components/layout/site-link";
import { JsonLd } from "~/components/seo/json-ld";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { getBlogPost, listBlogPosts, type BlogPost } from "~/lib/blog";

type Props = { params: Promise<{ slug: string }> };

/** Every article is prerendered; an address that names none is a 404. */
export async function generateStaticParams() {
  return (await listBlogPosts()).map((post) => ({ slug: post.slug }));
}

/**
 * The article's canonical address and its alternates: only the languages it is written in. A page
 * that shows the English original (not translated yet) names the English page as canonical.
 */
function articleAlternates(locale: Locale, post: BlogPost): NonNullable<Metadata["alternates"]> {
  const path = `/blogs/${post.slug}`;
  const all = languageAlternates(locale, path);
  const languages = Object.fromEntries(
    Object.entries(all.languages ?? {}).filter(([language]) => language === "x-default" || post.languages.includes(language as Locale)),
  );
  return { canonical: localePath(post.locale, path), languages };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const post = await getBlogPost((await params).slug, locale);
  if (!post) return {};
  return {
    title: post.title,
    description: post.description,
    authors: post.author ? [{ name: post.author }] : undefined,
    alternates: articleAlternates(locale, post),
  };
}

const linkClass = "font-semibold text-primary underline underline-offset-4 hover:text-primary-dark";

export default async function BlogPostPage({ params }: Props) {
  const locale = (await getLocale()) as Locale;
  const post = await getBlogPost((await params).slug, locale);
  if (!post) notFound();
  const t = await getTranslations("blog");
  const tc = await getTranslations("common");
  // Not yet translated: the English text, marked as English for browsers and screen readers.
  const textLang = post.locale === locale ? undefined : post.locale;
  const textAttrs = textLang ? { lang: textLang, dir: textDirection(textLang) } : {};

  const url = `${env.PUBLIC_URL}${localePath(locale, `/blogs/${post.slug}`)}`;
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    inLanguage: post.locale,
    datePublished: isoDay(post.date),
    url,
    mainEntityOfPage: url,
    image: `${env.PUBLIC_URL}/og-image.png`,
    author: post.author ? { "@type": "Person", name: post.author } : undefined,
    publisher: { "@type": "Organization", name: clinic.name, url: env.PUBLIC_URL },
    ...(post.locale !== defaultLocale ? { isBasedOn: `${env.PUBLIC_URL}/blogs/${post.slug}` } : {}),
  };

  return (
    <>
      <JsonLd data={structuredData} />
      <article aria-labelledby="post-title">
        <header className="bg-cream py-14 sm:py-20">
          <Container className="max-w-3xl">
            <p className="text-sm font-semibold">
              <SiteLink href="/blogs" className="text-primary underline-offset-4 hover:underline">
                <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                  ←
                </span>{" "}
                {t("back")}
              </SiteLink>
            </p>
            {textLang ? (
              <p role="note" className="mt-4 rounded-2xl bg-white px-4 py-3 text-sm text-navy ring-1 ring-primary/20" data-testid="not-translated">
                {t("notTranslated")}
              </p>
            ) : null}
            <h1
              id="post-title"
              {...textAttrs}
              className="mt-4 text-3xl font-bold tracking-tight text-balance text-navy sm:text-4xl"
            >
              {post.title}
            </h1>
            <p {...textAttrs} className="mt-4 text-lg text-pretty text-muted">
              {post.description}
            </p>
            <PostMeta
              date={post.date}
              readingMinutes={post.readingMinutes}
              author={post.author}
              className="mt-6 text-sm text-muted"
            />
          </Container>
        </header>
        <Container className="max-w-3xl py-12 sm:py-16">
          <ArticleBody html={post.html} lang={textLang} />
          <aside
            aria-label={t("aside.label")}
            className="mt-12 rounded-3xl bg-primary-50 p-6 ring-1 ring-primary/10 sm:p-8"
          >
            <p className="text-lg font-semibold text-navy">{t("aside.title")}</p>
            <p className="mt-2 text-muted">
              {t.rich("aside.text", {
                phone: clinic.phone.display,
                ltr: (chunks) => (
                  <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
                    <bdi dir="ltr">{chunks}</bdi>
                  </a>
                ),
                whatsapp: (chunks) => (
                  <a href={clinic.whatsapp.chatUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {chunks}
                    <span className="sr-only"> {tc("newTab")}</span>
                  </a>
                ),
              })}
            </p>
            <SiteLink href="/appointment" className={buttonClasses("primary", "md", "mt-5")}>
              {t("aside.book")}
            </SiteLink>
          </aside>
        </Container>
      </article>
    </>
  );
}
