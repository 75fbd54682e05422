// `npm run bench:lighthouse`: Lighthouse (mobile profile, default simulated throttling) on the main
// pages of the production build, three runs each, medians reported, in Debian's Chromium. Each page
// is audited twice: from the app server itself (plain HTTP/1.1, as `npm start` serves it) and
// through the deploy kit's Caddy in front of it (HTTPS, HTTP/2, zstd), as parents get it.
// LIGHTHOUSE_VIA=app or =caddy audits one way only; without `caddy` installed, the app only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { caddyInstalled, startCaddy } from "./caddy.mjs";
import { BENCH_PORT, ensureBuild, startServer } from "./lib.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const via = process.env.LIGHTHOUSE_VIA ?? (caddyInstalled() ? "both" : "app");
if (!["app", "caddy", "both"].includes(via)) throw new Error(`LIGHTHOUSE_VIA is app, caddy or both, not ${via}`);
if (via !== "app" && !caddyInstalled()) throw new Error("LIGHTHOUSE_VIA=caddy needs caddy (apt-get install caddy)");
ensureBuild();
const server = await startServer();
const caddyDir = via === "app" ? null : mkdtempSync(path.join(tmpdir(), "clinic-lighthouse-caddy-"));
const caddy = !caddyDir ? null : await startCaddy({ dir: caddyDir, upstreams: [`127.0.0.1:${BENCH_PORT}`], staticDir: path.resolve(".next/static"), httpsPort: 8743 }).catch(async (error) => {
  await server.stop();
  throw error;
});
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
const bases = [...(via === "caddy" ? [] : [{ way: "app, HTTP/1.1", base: server.base }]), ...(caddy ? [{ way: "Caddy, HTTPS, HTTP/2", base: caddy.base }] : [])];
const targets = [
  ...bases.flatMap(({ way, base }) => pages.map((page) => ({ label: page, way, url: `${base}${page}` }))),
  { label: "(empty page: the machine's floor)", way: "plain HTTP", url: `${emptyBase}/` },
];

const chrome = await chromeLauncher.launch({
  chromePath,
  // Caddy's certificates come from its own local CA, which this browser has not been told of.
  chromeFlags: ["--headless=new", "--ignore-certificate-errors", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** @type {Array<Record<string, string | number>>} */
const rows = [];
try {
  for (const { label: page, way, url } of targets) {
    /** @type {Array<Record<string, number>>} */
    const runs = [];
    // A server that has been up for a while has rendered the page before; the first rendering in a
    // fresh process also loads the page's code.
    if (caddy && url.startsWith(caddy.base)) await caddy.get(url);
    else await (await fetch(url)).arrayBuffer();
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
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
      if (failed.length && i === 0) console.log(`${page} (${way}): ${failed.map((a) => a.id).join(", ")}`);
    }
    /** @type {Record<string, string | number>} */
    const row = { page, way };
    for (const key of Object.keys(runs[0] ?? {})) row[key] = median(runs.map((r) => r[key] ?? NaN));
    // The spread of the simulated LCP: it counts every request that ended before the page's first
    // paint in the unthrottled load, and on a fast machine which scripts make it is close to a
    // coin toss, so one run moves it by several hundred milliseconds.
    const lcps = runs.map((r) => r.lcpMs ?? NaN);
    row.lcpRange = `${Math.min(...lcps)}–${Math.max(...lcps)}`;
    rows.push(row);
  }
} finally {
  await chrome.kill();
  caddy?.stop();
  if (caddyDir) rmSync(caddyDir, { recursive: true, force: true });
  await server.stop();
  emptyServer.close();
}

console.log(`\nLighthouse, mobile, median of ${RUNS} runs\n`);
console.log("| page | served by | performance | accessibility | best practices | SEO | LCP ms | LCP ms, fastest–slowest run | LCP observed ms | CLS | TBT ms | benchmark index |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(`| ${r.page} | ${r.way} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.lcpRange} | ${r.observedLcpMs} | ${r.cls} | ${r.tbtMs} | ${r.benchmarkIndex} |`);
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, JSON.stringify(rows, null, 2));
