import { createHash } from "node:crypto";

import arCommon from "~/i18n/messages/ar/common.json";
import enCommon from "~/i18n/messages/en/common.json";
import frCommon from "~/i18n/messages/fr/common.json";
import { localePath, type Locale } from "~/i18n/locales";

const NOT_FOUND = { en: enCommon.notFound, fr: frCommon.notFound, ar: arCommon.notFound } satisfies Record<Locale, typeof enCommon.notFound>;

// The page's only style, allowed by its hash: the page has no script, no font and no other file.
const STYLE =
  "body{margin:0;min-height:100dvh;display:grid;place-items:center;background:#fdf8f1;color:#1e2a4a;font:16px/1.5 system-ui,sans-serif;text-align:center;padding:1rem}" +
  "p.e{color:#c2410c;font-weight:600;font-size:.875rem;text-transform:uppercase}h1{font-size:1.5rem;margin:.5rem 0}" +
  "a{display:inline-flex;min-height:44px;align-items:center;margin:.5rem;padding:0 1.5rem;border-radius:999px;background:#c2410c;color:#fff;font-weight:600;text-decoration:none}" +
  "a+a{background:#fff;color:#1e2a4a;border:1px solid #1e2a4a}";
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The not-found page of a language for an address whose percent-escapes do not decode (/pay/%ff,
 * /fr/courses/%c0%af), answered by the proxy itself. Next cannot render it: whatever the proxy
 * rewrites such an address to, Next 16 matches the original address against the dynamic routes
 * and its failing decode ends in a 500 before any page runs (vercel/next.js#92557). So this one
 * answer is plain HTML in the address's language, with the links of the site's own 404 page.
 */
export function unreadableAddressPage(locale: Locale): Response {
  const t = NOT_FOUND[locale];
  const html = `<!doctype html><html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head><body><main><p class="e">${escapeHtml(t.eyebrow)}</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p><p><a href="${localePath(locale, "/")}">${escapeHtml(t.home)}</a><a href="${localePath(locale, "/appointment")}">${escapeHtml(t.book)}</a></p></main></body></html>`;
  return new Response(html, {
    status: 404,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}
