// `npm run bench:weight`: the script and styles a phone downloads for each main page when a
// first-time visitor opens it and waits without touching it (so the welcome popup's 3 s pass too),
// gzip-compressed as the server sends them, in Debian's Chromium. Code that loads only when the
// visitor scrolls or taps (the home page's booking form and services grid) is not counted, and the
// home page is measured a second time after scrolling to the bottom to show what that adds.
// "Of which the HTML's own scripts" is what the page needs before it runs (the scripts its HTML
// names); the rest is loaded by the page once it runs (the booking page's calendar, phone library
// and schema: decision 060).
import { gzipSync } from "node:zlib";

import { chromium } from "playwright-core";

import { ensureBuild, startServer } from "./lib.mjs";

// English pages, then the same main pages in French and Arabic: the Arabic font must load on Arabic
// pages only (the fonts column; fonts are already compressed, counted as sent).
const pages = ["/", "/services", "/courses", "/appointment", "/about", "/blogs", "/fr", "/fr/appointment", "/ar", "/ar/appointment", "/ar/courses"];
/** After the network is idle, how long the visitor keeps looking (the popup opens at 3 s). */
const LOOK_MS = 4_000;

ensureBuild();
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });

/** @param {string} path @param {{ scroll?: boolean }} [options] */
async function measure(path, { scroll = false } = {}) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  /** @type {Promise<{ type: string, bytes: number, url: string }>[]} */
  const sizes = [];
  /** The scripts the page's HTML names: what the page needs before it runs (the rest loads after). */
  const named = new Set();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url()).pathname;
    if (type === "document") {
      void response.text().then((html) => { for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) named.add(m[1]); }, () => undefined);
    }
    if (["script", "stylesheet", "document"].includes(type)) {
      sizes.push(response.body().then((body) => ({ type, bytes: gzipSync(body).length, url }), () => ({ type, bytes: 0, url })));
    } else if (type === "font") {
      sizes.push(response.body().then((body) => ({ type, bytes: body.length, url }), () => ({ type, bytes: 0, url })));
    }
  });
  await page.goto(`${server.base}${path}`, { waitUntil: "networkidle" });
  if (scroll) {
    // Down the page a screenful at a time, as a reader would, so every "load when near" fires.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("networkidle");
  }
  await page.waitForTimeout(LOOK_MS);
  const all = await Promise.all(sizes);
  await page.close();
  const kb = (/** @type {string} */ type) => (all.filter((s) => s.type === type).reduce((n, s) => n + s.bytes, 0) / 1024).toFixed(1);
  return {
    scripts: all.filter((s) => s.type === "script").length,
    firstJs: (all.filter((s) => s.type === "script" && named.has(s.url)).reduce((n, s) => n + s.bytes, 0) / 1024).toFixed(1),
    js: kb("script"),
    css: kb("stylesheet"),
    html: kb("document"),
    fonts: all.filter((s) => s.type === "font").length,
    fontKb: kb("font"),
  };
}

console.log("| page | JS requests | JS KB gzip | of which the HTML's own scripts | CSS KB gzip | HTML KB gzip | fonts | font KB |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
try {
  for (const path of pages) {
    const m = await measure(path);
    console.log(`| ${path} | ${m.scripts} | ${m.js} | ${m.firstJs} | ${m.css} | ${m.html} | ${m.fonts} | ${m.fontKb} |`);
  }
  const scrolled = await measure("/", { scroll: true });
  console.log(`| / scrolled to the bottom | ${scrolled.scripts} | ${scrolled.js} | ${scrolled.firstJs} | ${scrolled.css} | ${scrolled.html} | ${scrolled.fonts} | ${scrolled.fontKb} |`);
} finally {
  await browser.close();
  await server.stop();
}
