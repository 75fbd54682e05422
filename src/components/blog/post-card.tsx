import { useLocale, useTranslations } from "next-intl";
import { SiteLink } from "~/components/layout/site-link";
import { textDirection, type Locale } from "~/i18n/locales";
import { PostMeta } from "./post-meta";

export type PostCardData = {
  slug: string;
  title: string;
  description: string;
  date: Date;
  readingMinutes: number;
  /** The language of the title and description (English while the article is not translated). */
  locale: Locale;
};

/** A post in the blog list. The whole card is one link, named by the title. */
export function PostCard({ post }: { post: PostCardData }) {
  const t = useTranslations("blog");
  const pageLocale = useLocale() as Locale;
  // An article not yet in the page's language is listed in English, marked as such.
  const lang = post.locale === pageLocale ? undefined : post.locale;
  return (
    <article className="group relative flex h-full flex-col rounded-3xl bg-white p-6 shadow-md ring-1 shadow-navy/5 ring-slate-200/70 transition-shadow hover:shadow-lg sm:p-8">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <PostMeta date={post.date} readingMinutes={post.readingMinutes} className="text-sm text-muted" />
        {lang ? (
          <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary">{t("inEnglish")}</span>
        ) : null}
      </div>
      <h2 className="mt-3 text-xl font-bold text-navy sm:text-2xl" lang={lang} dir={lang ? textDirection(lang) : undefined}>
        <SiteLink
          href={`/blogs/${post.slug}`}
          hrefLang={lang}
          className="underline-offset-4 group-hover:text-primary group-hover:underline before:absolute before:inset-0 before:rounded-3xl"
        >
          {post.title}
        </SiteLink>
      </h2>
      <p className="mt-3 flex-1 text-muted" lang={lang} dir={lang ? textDirection(lang) : undefined}>
        {post.description}
      </p>
      <p aria-hidden="true" className="mt-5 font-semibold text-primary">
        {t("readArticle")} <span className="inline-block rtl:-scale-x-100">→</span>
      </p>
    </article>
  );
}
