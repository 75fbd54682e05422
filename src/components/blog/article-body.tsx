import { clsx } from "clsx";
import { textDirection, type Locale } from "~/i18n/locales";

/**
 * The HTML of a blog post (rendered from Markdown and sanitised by src/lib/article-html.ts), with the
 * typography of long text: readable measure, spaced headings, lists and quotes.
 */
export function ArticleBody({ html, lang, className }: { html: string; lang?: Locale; className?: string }) {
  return (
    <div
      // The text's own language when it differs from the page's (an article not yet translated).
      lang={lang}
      dir={lang ? textDirection(lang) : undefined}
      className={clsx(
        "text-base leading-relaxed text-navy sm:text-lg sm:leading-8",
        "[&_p]:mt-5 [&>*:first-child]:mt-0",
        "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-navy",
        "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy",
        "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6",
        "[&_li]:ps-1 [&_li::marker]:text-primary",
        "[&_strong]:font-semibold",
        "[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
        "[&_blockquote]:mt-8 [&_blockquote]:rounded-2xl [&_blockquote]:border-s-4 [&_blockquote]:border-primary [&_blockquote]:bg-primary-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-base [&_blockquote_p]:mt-0",
        "[&_hr]:my-10 [&_hr]:border-slate-200",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
