// `npm run bench:weight`: what a phone downloads for each main page before any interaction —
// JavaScript and CSS, gzip-compressed as the server sends them — in Debian's Chromium.
import { gzipSync } from "node:zlib";

import { chromium } from "playwright-core";

import { ensureBuild, startServer } from "./lib.mjs";

const pages = ["/", "/services", "/courses", "/appointment", "/about", "/blogs"];

ensureBuild();
const server = await startServer({ port: 3460 });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
console.log("| page | JS requests | JS KB gzip | CSS KB gzip | HTML KB gzip |");
console.log("|---|---:|---:|---:|---:|");
try {
  for (const path of pages) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    /** @type {Promise<{ type: string, bytes: number }>[]} */
    const sizes = [];
    // What the page needs to render and hydrate: everything up to the load event. Prefetches of
    // other pages' code (next/link, after idle) are not this page's weight.
    let loaded = false;
    page.on("load", () => (loaded = true));
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (!loaded && ["script", "stylesheet", "document"].includes(type)) {
        sizes.push(response.body().then((body) => ({ type, bytes: gzipSync(body).length }), () => ({ type, bytes: 0 })));
      }
    });
    await page.goto(`${server.base}${path}`, { waitUntil: "load" });
    const all = await Promise.all(sizes);
    const kb = (/** @type {string} */ type) => (all.filter((s) => s.type === type).reduce((n, s) => n + s.bytes, 0) / 1024).toFixed(1);
    console.log(`| ${path} | ${all.filter((s) => s.type === "script").length} | ${kb("script")} | ${kb("stylesheet")} | ${kb("document")} |`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
