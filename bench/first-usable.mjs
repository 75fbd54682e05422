// `npm run bench:first-usable`: how long a parent on a slow phone waits for the booking form.
// Chromium through Playwright with the DevTools protocol's throttling (400 kbit/s both ways,
// 400 ms round trip, CPU four times slower), a 390 px phone screen and an empty cache each run;
// times from the start of navigation until each part of the form can be used, and the main thread's
// blocking time (each long task's time past 50 ms, as Lighthouse's TBT counts it) from navigation
// until 3 s after the form can be sent. Medians of FIRST_USABLE_RUNS (default 3) per page.
import { chromium } from "@playwright/test";

import { ensureBuild, startServer } from "./lib.mjs";

const RUNS = Number(process.env.FIRST_USABLE_RUNS ?? 3);
const PAGES = ["/appointment", "/ar/appointment"];
const THROTTLE = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

// What "usable" means for each part: a control a parent can act on (present, visible, enabled).
const MILESTONES = {
  /** The services to choose from. */
  services: 'main input[type="radio"][name="service"]:not(:disabled)',
  /** The patient's name can be typed. */
  nameField: 'main input[name="name"]:not(:disabled)',
  /** A free day can be chosen: one of the first free days, or a day of the calendar. */
  freeDay: 'main input[type="radio"][name="date"]:not(:disabled), main .react-datepicker__day:not(.react-datepicker__day--disabled)',
  /** The page's scripts have run: the form can be sent. */
  canSend: 'main form button[type="submit"]:not(:disabled)',
};

ensureBuild();
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** @type {Array<Record<string, string | number>>} */
const rows = [];
try {
  for (const path of PAGES) {
    /** @type {Record<string, number[]>} */
    const times = Object.fromEntries(Object.keys(MILESTONES).map((key) => [key, []]));
    /** @type {number[]} */
    const blocking = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: path.startsWith("/ar") ? "ar" : "en" });
      // The welcome popup would cover the form on a first visit; a parent closes it, the benchmark does not wait for it.
      await context.addInitScript(() => window.localStorage.setItem("popupShown", "true"));
      await context.addInitScript(() => {
        const own = /** @type {{ blockingMs: number }} */ (/** @type {unknown} */ (window));
        own.blockingMs = 0;
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) own.blockingMs += Math.max(0, task.duration - 50);
        }).observe({ type: "longtask", buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", THROTTLE);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      const started = performance.now();
      await page.goto(`${server.base}${path}`, { waitUntil: "commit", timeout: 120_000 });
      await Promise.all(
        Object.entries(MILESTONES).map(async ([key, selector]) => {
          await page.locator(selector).first().waitFor({ state: "visible", timeout: 120_000 });
          times[key]?.push(Math.round(performance.now() - started));
        }),
      );
      // What still runs once the form works (late chunks, re-renders) blocks a parent's taps too.
      await page.waitForTimeout(3000);
      blocking.push(Math.round(await page.evaluate(() => /** @type {{ blockingMs: number }} */ (/** @type {unknown} */ (window)).blockingMs)));
      await context.close();
    }
    rows.push({ page: path, ...Object.fromEntries(Object.entries(times).map(([key, values]) => [key, median(values)])), blocking: median(blocking) });
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nBooking form on a throttled phone (400 kbit/s, 400 ms, CPU ×${CPU_SLOWDOWN}), ms from navigation, median of ${RUNS}\n`);
console.log("| page | services | name field | a free day | can send | blocking time |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.page} | ${r.services} | ${r.nameField} | ${r.freeDay} | ${r.canSend} | ${r.blocking} |`);
