// `npm run bench:lighthouse`: Lighthouse (mobile profile, default simulated throttling) on the main
// pages of the production build, three runs each, medians reported, in Debian's Chromium.
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { ensureBuild, startServer } from "./lib.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

ensureBuild();
const server = await startServer();
const courses = await (await fetch(`${server.base}/api/courses`)).json();
// The localized home pages too: SEO must be 100 with their hreflang alternates.
const allPages = ["/", "/services", "/courses", `/courses/${courses.data[0].id}`, "/appointment", "/about", "/fr", "/ar", "/ar/appointment"];
// LIGHTHOUSE_PAGES="/,/ar" audits only those (a quick look at one change); the default is every page.
const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim()).filter(Boolean);
const pages = only?.length ? allPages.filter((p) => only.includes(p)) : allPages;

// The machine's own floor: the same audit of a page with one heading and no script or stylesheet.
// On a busy or slow machine Chromium's and Lighthouse's own work already shows as blocking time
// here, which the figures above it include too.
const EMPTY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty page</title><meta name="description" content="The benchmark's reference page."></head><body><main><h1>Empty page</h1><p>The machine's floor.</p></main></body></html>`;
const emptyServer = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(EMPTY_PAGE));
await new Promise((resolve) => emptyServer.listen(0, "127.0.0.1", () => resolve(undefined)));
const emptyAddress = emptyServer.address();
const emptyBase = `http://127.0.0.1:${typeof emptyAddress === "object" && emptyAddress ? emptyAddress.port : 0}`;
const targets = [...pages.map((path) => ({ label: path, url: `${server.base}${path}` })), { label: "(empty page: the machine's floor)", url: `${emptyBase}/` }];

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** @type {Array<Record<string, string | number>>} */
const rows = [];
try {
  for (const { label: path, url } of targets) {
    /** @type {Array<Record<string, number>>} */
    const runs = [];
    // A server that has been up for a while has rendered the page before; the first rendering in a
    // fresh process also loads the page's code.
    await (await fetch(url)).arrayBuffer();
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
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
        // Lighthouse's reading of this machine's speed (higher is faster; a 2020 laptop is ~1,500).
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
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
  emptyServer.close();
}

console.log(`\nLighthouse, mobile, median of ${RUNS} runs\n`);
console.log("| page | performance | accessibility | best practices | SEO | LCP ms | LCP observed ms | CLS | TBT ms | benchmark index |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.observedLcpMs} | ${r.cls} | ${r.tbtMs} | ${r.benchmarkIndex} |`);
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify(rows, null, 2));
