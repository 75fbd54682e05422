import { readFileSync } from "node:fs";
import path from "node:path";

import { parse } from "yaml";

export type AlertRule = { alert: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> };

export const ALERTS_FILE = path.resolve(import.meta.dirname, "../../deploy/alerts.md");

/** The fenced YAML blocks of deploy/alerts.md, in order: the scrape settings, then the rules. */
export function yamlBlocks(markdown = readFileSync(ALERTS_FILE, "utf8")): string[] {
  return [...markdown.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

/** The rule file in deploy/alerts.md (the block with `groups:`), parsed strictly. */
export function alertRulesText(): string {
  const block = yamlBlocks().find((text) => /^groups:/m.test(text));
  if (!block) throw new Error("deploy/alerts.md has no ```yaml block with groups:");
  return block;
}

export function alertRules(): AlertRule[] {
  const parsed = parse(alertRulesText(), { strict: true, uniqueKeys: true }) as { groups: Array<{ name: string; rules: AlertRule[] }> };
  return parsed.groups.flatMap((group) => group.rules);
}

const KEYWORDS = new Set(["and", "or", "unless", "by", "without", "on", "ignoring", "group_left", "group_right", "offset", "bool", "inf", "nan"]);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers and
 * selectors, grouping clauses, ranges and function calls are taken out.
 */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\[[^\]]*\]/g, " ");
  const names = new Set<string>();
  for (const match of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const name = match[0];
    const before = bare[match.index - 1];
    const after = bare.slice(match.index + name.length).trimStart()[0];
    // A function's name, a number's exponent or a duration ("5m", "1e3") is not a metric's.
    if (after === "(" || (before !== undefined && /[0-9.]/.test(before))) continue;
    if (!KEYWORDS.has(name.toLowerCase())) names.add(name);
  }
  return [...names];
}
