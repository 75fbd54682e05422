import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { PostCard } from "~/components/blog/post-card";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { clinic } from "~/config/clinic";
import { listBlogPosts } from "~/lib/blog";

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("blog.meta");
  return {
    title: t("title"),
    description: t("description", { clinic: clinic.name }),
    alternates: languageAlternates(locale, "/blogs"),
  };
}

export default async function BlogsPage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("blog");
  // Each article in the page's language when it is translated, else in English (marked so).
  const posts = await listBlogPosts(locale);
  return (
    <>
      <PageIntro eyebrow={t("intro.eyebrow")} title={t("intro.title")}>
        <p>{t("intro.text", { doctor: clinic.doctor.name })}</p>
      </PageIntro>
      <Container className="max-w-5xl py-16">
        {posts.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-center text-muted">{t("empty")}</p>
        )}
      </Container>
    </>
  );
}
