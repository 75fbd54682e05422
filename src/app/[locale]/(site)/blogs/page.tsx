import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { PostCard } from "~/components/blog/post-card";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { clinic } from "~/config/clinic";
import { listBlogPosts } from "~/lib/blog";

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  return {
  title: "Parenting Blog",
  description: `Practical articles on children's health and parenting from the pediatricians of ${clinic.name}: fever, vaccinations, sleep and more.`,
  alternates: languageAlternates(locale, "/blogs"),
};
}

export default async function BlogsPage() {
  const posts = await listBlogPosts();
  return (
    <>
      <PageIntro eyebrow="Blog" title="Parenting Blog">
        <p>
          Calm, practical advice from {clinic.doctor.name} and our team on the questions parents ask us
          most.
        </p>
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
          <p className="text-center text-muted">New articles are on their way.</p>
        )}
      </Container>
    </>
  );
}
