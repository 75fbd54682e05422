import { columnCategory, DATA_MAP, describeRetention, LEGAL_PERIODS, OTHER_STORES, type ColumnEntry, type TableEntry } from "./data-map";
import { RETENTION_SETTINGS } from "./retention";

/** docs/data-map.md: the data map in words, generated (`npm run privacy:data-map`), checked by tests/unit/data-map.test.ts. */
export function renderDataMap(): string {
  const lines = [
    "# Data map: the data the product keeps",
    "",
    "<!-- Generated from src/server/privacy/data-map.ts by `npm run privacy:data-map`; edit the map, not this file. -->",
    "",
    "Every table and column of the schema (src/server/db/schema.ts), what kind of data it holds, why, how long it is kept,",
    "and how it is exported and erased (decision 047). A test fails when the schema has a table or column the map does not",
    "classify. Kinds: **identity**, **contact**, **health** (special category: never in an e-mail, a calendar file, an address,",
    "a log or the audit log), **payment**, **usage**, not personal.",
    "",
    "## Retention periods (settings)",
    "",
    "| setting | applies | after |",
    "|---|---|---|",
    ...Object.entries(RETENTION_SETTINGS).map(([name, { setting, unit, after }]) => `| \`${setting}\` (${unit}) | ${name} | ${after} |`),
    "",
    "Legal periods (to be confirmed by the clinic's counsel):",
    "",
    ...Object.entries(LEGAL_PERIODS).map(([record, { years, basis }]) => `- **${record}**: ${years} years: ${basis}.`),
    "",
  ];
  const personal = Object.entries(DATA_MAP as Record<string, TableEntry>).filter(([, table]) => Object.values(table.columns).some((c) => columnCategory(c) !== "not personal"));
  const other = Object.entries(DATA_MAP as Record<string, TableEntry>).filter(([name]) => !personal.some(([p]) => p === name));
  lines.push("## Tables holding personal data", "");
  for (const [name, table] of personal) {
    lines.push(
      `### \`${name}\``,
      "",
      `- purpose: ${table.purpose}`,
      `- kept: ${describeRetention(table.retention)}`,
      `- export: ${table.export.kind === "section" ? `in the "${table.export.section}" section` : `not exported (${table.export.why})`}`,
      ...Object.entries(table.withheld ?? {}).map(([column, why]) => `- not exported: \`${column}\` (${why})`),
      `- erasure: ${table.erasure.kind}: ${table.erasure.how}`,
      "",
      "| column | kind | note |",
      "|---|---|---|",
      ...Object.entries(table.columns).map(([column, entry]: [string, ColumnEntry]) => {
        const category = columnCategory(entry);
        return `| \`${column}\` | ${category === "health" ? "**health**" : category} | ${typeof entry === "string" ? "" : entry.note} |`;
      }),
      "",
    );
  }
  lines.push("## Tables without personal data", "", ...other.map(([name, table]) => `- \`${name}\`: ${table.purpose} (${Object.keys(table.columns).join(", ")})`), "");
  lines.push("## Personal data outside the tables", "", "| where | kind | holds | kept | erasure |", "|---|---|---|---|---|");
  lines.push(...Object.entries(OTHER_STORES).map(([where, store]) => `| ${where} | ${store.category} | ${store.holds} | ${describeRetention(store.retention)} | ${store.erasure} |`), "");
  return lines.join("\n");
}
