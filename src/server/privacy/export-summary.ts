import "server-only";

import { clinic } from "~/config/clinic";
import { siteFormatter } from "~/i18n/formatter";
import type { Locale } from "~/i18n/locales";
import { loadMessages } from "~/i18n/messages";
import { translatorFor } from "~/i18n/translator";
import type { ExportSection } from "./data-map";
import { EXPORT_SECTIONS } from "./export-sources";
import type { MyDataExport } from "./export-my-data";

const SECTION_KEYS: Record<ExportSection, string> = {
  account: "account",
  children: "children",
  visits: "visits",
  payments: "payments",
  learning: "learning",
  certificates: "certificates",
  newsletter: "newsletter",
  consents: "consents",
  "sign-ins": "signIns",
  activity: "activity",
  messages: "messages",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The export as a page a parent reads, in their language and its direction (decision 051): one
 * heading per section, each record as a list of its fields. Values keep their own direction
 * (`<bdi>`): addresses and dates inside Arabic text. No script, no outside resource.
 */
export async function renderExportSummary(data: MyDataExport, locale: Locale): Promise<string> {
  // The catalogue is plain JSON here, as for e-mails: its keys are checked by the tests that render the summary.
  const t = (await translatorFor(locale, "privacy")) as unknown as (key: string, values?: Record<string, string>) => string;
  const format = siteFormatter(locale);
  // Fields by their SQL name in the reader's language; one the catalogue does not name is shown as the database writes it.
  const fieldNames = ((await loadMessages(locale)) as unknown as { privacy: { summary: { fields: Record<string, string> } } }).privacy.summary.fields;
  const field = (column: string) => fieldNames[column] ?? column.replace(/_/g, " ");
  const date = format.dateTime(new Date(data.exportedAt), { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });
  const body: string[] = [];
  for (const section of EXPORT_SECTIONS) {
    const tables = Object.entries(data.sections[section]);
    const rows = tables.flatMap(([table, list]) => list.map((row) => ({ table, row })));
    body.push(`<section><h2>${escapeHtml(t(`summary.sections.${SECTION_KEYS[section]}`))}</h2>`);
    if (rows.length === 0) body.push(`<p class="empty">${escapeHtml(t("summary.empty"))}</p>`);
    for (const { table, row } of rows) {
      body.push(`<dl data-table="${escapeHtml(table)}">`);
      for (const [column, value] of Object.entries(row)) {
        body.push(`<dt>${escapeHtml(field(column))}</dt><dd><bdi>${escapeHtml(shown(value))}</bdi></dd>`);
      }
      body.push("</dl>");
    }
    body.push("</section>");
  }
  const title = t("summary.title", { clinic: clinic.name });
  return `<!doctype html>
<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem;color:#1e2a3a;line-height:1.5}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ddd}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;padding:.75rem;border:1px solid #eee;border-radius:.5rem}
dt{color:#5a6678}dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}.empty{color:#5a6678}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t("summary.intro", { date, email: `\u2066${data.account.email}\u2069` }))}</p>
<p>${escapeHtml(t("summary.notIncluded"))}</p>
${body.join("\n")}
</body>
</html>
`;
}
