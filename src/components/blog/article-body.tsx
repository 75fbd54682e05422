import { clsx } from "clsx";

/**
 * The HTML of a blog post (rendered from Markdown and sanitised by src/lib/article-html.ts), with the
 * typography of long text: readable measure, spaced headings, lists and quotes.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={clsx(
        "text-base leading-relaxed text-navy sm:text-lg sm:leading-8",
        "[&_p]:mt-5 [&>*:first-child]:mt-0",
        "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-navy",
        "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy",
        "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
        "[&_li]:pl-1 [&_li::marker]:text-primary",
        "[&_strong]:font-semibold",
        "[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
        "[&_blockquote]:mt-8 [&_blockquote]:rounded-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-primary-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-base [&_blockquote_p]:mt-0",
        "[&_hr]:my-10 [&_hr]:border-slate-200",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
