import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { ALERTS_FILE, alertRules, metricNamesIn, yamlBlocks } from "../support/alert-rules";

// deploy/alerts.md holds the Prometheus rules an operator copies; they must load as they are.
// (`npm run test:faults` also runs Prometheus's own promtool on them; tests/integration/metrics.test.ts
// checks that every series they read is one /api/metrics exports.)
describe("deploy/alerts.md", () => {
  it("its YAML blocks parse", () => {
    const blocks = yamlBlocks();
    expect(blocks.length).toBe(2);
    for (const block of blocks) expect(() => parse(block, { strict: true, uniqueKeys: true })).not.toThrow();
  });

  it("every rule is an alert with a severity of page or ticket, a summary, and a duration", () => {
    const rules = alertRules();
    expect(rules.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rules.map((r) => r.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^Clinic[A-Z][A-Za-z]+$/);
      expect(["page", "ticket"]).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(metricNamesIn(rule.expr).length, rule.alert).toBeGreaterThan(0);
    }
    // The table at the top names each rule with the same severity, and nothing else.
    const table = [...readFileSync(ALERTS_FILE, "utf8").matchAll(/^\| `(Clinic\w+)` \| (page|ticket) \|/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(table.sort()).toEqual(rules.map((r) => `${r.alert} ${r.labels?.severity}`).sort());
  });

  it("reads metric names out of PromQL, not functions, labels, keywords or durations", () => {
    expect(
      metricNamesIn('histogram_quantile(0.95, sum by (le) (rate(clinic_http_request_duration_seconds_bucket{group="page"}[10m]))) > 2'),
    ).toEqual(["clinic_http_request_duration_seconds_bucket"]);
    expect(metricNamesIn('absent(up{job="clinic"} == 1)')).toEqual(["up"]);
    expect(metricNamesIn("max(a_total) > 30 * 3600 or max(b) < 0 and on (queue) c offset 5m")).toEqual(["a_total", "b", "c"]);
  });
});
