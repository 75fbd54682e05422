// `npm run bench:lighthouse`: Lighthouse (mobile profile, default simulated throttling) on the main
// pages of the production build, three runs each, medians reported, in Debian's Chromium.
import { mkdirSync, writeFileSync } from "node:fs";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { ensureBuild, startServer } from "./lib.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

ensureBuild();
const server = await startServer({ port: 3450 });
const courses = await (await fetch(`${server.base}/api/courses`)).json();
const pages = ["/", "/services", "/courses", `/courses/${courses.data[0].id}`, "/appointment", "/about"];

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** @type {Array<Record<string, string | number>>} */
const rows = [];
try {
  for (const path of pages) {
    /** @type {Array<Record<string, number>>} */
    const runs = [];
    // A server that has been up for a while has rendered the page before; the first rendering in a
    // fresh process also loads the page's code.
    await (await fetch(`${server.base}${path}`)).arrayBuffer();
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.base}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
        // The same paint as it happened in the unthrottled trace the simulation starts from.
        observedLcpMs: Math.round(
          /** @type {{ items?: Array<{ observedLargestContentfulPaint?: number }> }} */ (audits.metrics?.details ?? {}).items?.[0]
            ?.observedLargestContentfulPaint ?? NaN,
        ),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
      });
      const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && ["accessibility", "seo"].some((c) => categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)));
      if (failed.length && i === 0) console.log(`${path}: ${failed.map((a) => a.id).join(", ")}`);
    }
    /** @type {Record<string, string | number>} */
    const row = { page: path };
    for (const key of Object.keys(runs[0] ?? {})) row[key] = median(runs.map((r) => r[key] ?? NaN));
    rows.push(row);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(`\nLighthouse, mobile, median of ${RUNS} runs\n`);
console.log("| page | performance | accessibility | best practices | SEO | LCP ms | LCP observed ms | CLS | TBT ms |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.observedLcpMs} | ${r.cls} | ${r.tbtMs} |`);
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify(rows, null, 2));
