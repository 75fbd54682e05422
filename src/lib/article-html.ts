import "server-only";

import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * What an article may hold once rendered: the text structure Markdown produces (headings,
 * paragraphs, lists, quotes, emphasis, code, tables), links to web pages, e-mail and phone, and
 * pictures from the site or the web. Anything else — scripts, event handlers, `style`, frames,
 * forms, SVG, `javascript:` or `data:` addresses — is removed, so a Markdown file with hostile
 * HTML renders inert.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6",
    "p", "br", "hr", "blockquote",
    "ul", "ol", "li",
    "strong", "b", "em", "i", "del", "s", "sup", "sub",
    "code", "pre",
    "a", "img",
    "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
  },
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Tags outside the list go; the text of script, style and the like goes with them.
  disallowedTagsMode: "discard",
};

/** The article's Markdown as HTML safe to put in the page. */
export async function renderArticleHtml(markdown: string): Promise<string> {
  return sanitizeArticleHtml(await marked.parse(markdown, { gfm: true }));
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}
