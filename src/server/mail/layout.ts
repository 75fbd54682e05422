import "server-only";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { textDirection, type Locale } from "~/i18n/locales";

/** A block of an e-mail's body; every template is built from these so all mail looks alike. */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "code"; text: string }
  | { kind: "details"; rows: Array<[label: string, value: string]> }
  | { kind: "button"; label: string; url: string };

export type MailContent = { preheader: string; heading: string; blocks: MailBlock[] };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const TEAL = "#0f766e";
const NAVY = "#1e293b";

const ARABIC_LETTERS = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

function blockHtml(block: MailBlock, rtl: boolean): string {
  const align = rtl ? ";text-align:right" : "";
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${NAVY}${align}">${escapeHtml(block.text)}</p>`;
    case "code":
      // Digits read left to right in every language.
      return `<p${rtl ? ' dir="ltr"' : ""} style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;color:${TEAL};font-family:Menlo,Consolas,monospace${align}">${escapeHtml(block.text)}</p>`;
    case "details":
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;font-size:15px;color:${NAVY}">${block.rows
        .map(([label, value]) =>
          rtl
            ? // A value without Arabic letters (a phone number, an address, an order number) keeps its own left-to-right order.
              `<tr><td style="padding:4px 0 4px 16px;color:#475569;text-align:right">${escapeHtml(label)}</td><td dir="${ARABIC_LETTERS.test(value) ? "rtl" : "ltr"}" style="padding:4px 0;font-weight:600;text-align:right">${escapeHtml(value)}</td></tr>`
            : `<tr><td style="padding:4px 16px 4px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "button":
      return `<p style="margin:8px 0 24px${align}"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:${TEAL};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "code":
      return `    ${block.text}`;
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "button":
      return `${block.label}: ${block.url}`;
  }
}

/** The clinic's name, addresses and contact, in English. */
export function footerLines(): string[] {
  return [
    clinic.name,
    ...clinic.locations.map((l) => `${l.name}: ${l.street}, ${l.city}`),
    `${clinic.phone.display} · ${clinic.email}`,
  ];
}

/**
 * The branded HTML and plain-text parts of every e-mail the product sends, in `locale` (English by
 * default): the HTML says its language and direction (`lang="ar" dir="rtl"`, set from the right);
 * `footer` replaces the clinic's English address lines.
 */
export function renderMail(content: MailContent, { locale = "en", footer = footerLines() }: { locale?: Locale; footer?: string[] } = {}): { html: string; text: string } {
  const dir = textDirection(locale);
  const rtl = dir === "rtl";
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:#fff7ed;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${TEAL};padding:20px 28px;color:#ffffff;font-size:20px;font-weight:700${rtl ? ";text-align:right" : ""}"><a href="${escapeHtml(env.PUBLIC_URL)}" style="color:#ffffff;text-decoration:none">${escapeHtml(clinic.name)}</a></td></tr>
<tr><td style="padding:28px${rtl ? ";text-align:right" : ""}">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${NAVY}">${escapeHtml(content.heading)}</h1>
${content.blocks.map((block) => blockHtml(block, rtl)).join("\n")}
</td></tr>
<tr><td style="padding:20px 28px;background:#f8fafc;color:#475569;font-size:13px;line-height:20px${rtl ? ";text-align:right" : ""}">${footer.map((line) => (rtl && !ARABIC_LETTERS.test(line) ? `<span dir="ltr">${escapeHtml(line)}</span>` : escapeHtml(line))).join("<br>")}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [content.heading, "", ...content.blocks.map(blockText).flatMap((t) => [t, ""]), "--", ...footer].join("\n");
  return { html, text };
}
