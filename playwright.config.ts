import { defineConfig, devices } from "@playwright/test";

import { STAFF_EMAIL, STAFF_PASSWORD } from "./e2e/staff";

// scripts/e2e.mjs builds the app, picks the browser and a fresh DATA_DIR, then runs this config.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = process.env.E2E_BROWSER_PATH;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  // A failed test runs once more, recording its trace (below); passing on that retry still fails
  // the run (failOnFlakyTests), so a retry never hides a race.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  reporter: [
    ["list"],
    ["html", { outputFolder: "playwright-report", open: "never" }],
    // Each test's duration for the timing table `npm test` prints (scripts/test.mjs).
    ...(process.env.TEST_TIMINGS_FILE ? [["json", { outputFile: process.env.TEST_TIMINGS_FILE }] as const] : []),
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The trace (DOM snapshots, network, console) is recorded on a failed test's second run only:
    // recording it for every test cost a quarter of the suite's time on two cores (decision 036).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } }, testIgnore: ["attacks.spec.ts", "content-cache.spec.ts", "admin-courses.spec.ts", "admin-translations.spec.ts", "admin-site-content.spec.ts", "admin-today.spec.ts", "video-visit.spec.ts", "durable-email.spec.ts", "payments-mpgs.spec.ts", "whatsapp.spec.ts"] },
    // Changes to the catalogue that other tests must not see (a price edit measured in milliseconds,
    // a course published by the admin, which the catalogue's counts would include; today's weekday
    // opened round the clock for a moment, which the booking tests' slots would see): after the rest.
    { name: "content", testMatch: ["content-cache.spec.ts", "admin-courses.spec.ts", "admin-translations.spec.ts", "admin-site-content.spec.ts", "admin-today.spec.ts"], dependencies: ["desktop"] },
    // The video visit: a server of its own with a self-hosted Jitsi's token auth (VIDEO_PROVIDER=jitsi)
    // and its own hours, so beside the content tests, after the booking tests.
    { name: "video", testMatch: "video-visit.spec.ts", dependencies: ["desktop"] },
    // The attacks load the server on purpose (hundreds of requests, 160 MB of bodies): they run
    // after everything else, so that no other test waits behind them.
    { name: "attacks", testMatch: "attacks.spec.ts", dependencies: ["content"] },
    // A second server of its own, killed and started again: last, so its start-up loads nobody.
    { name: "durable", testMatch: "durable-email.spec.ts", dependencies: ["attacks"] },
    // The Mastercard Gateway's checkout: a server of its own with PAYMENT_PROVIDER=mpgs, after the rest.
    { name: "mpgs", testMatch: "payments-mpgs.spec.ts", dependencies: ["attacks"] },
    // WhatsApp messages (decision 053): a server of its own with the WhatsApp settings, against the
    // local Cloud API fake the spec starts, after the rest.
    { name: "whatsapp", testMatch: "whatsapp.spec.ts", dependencies: ["attacks"] },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    // Every test's browser is a client at 127.0.0.1, so the per-address API limit is set out of the
    // suite's way; tests/integration/fast-routes.test.ts checks the limit itself.
    env: { PORT: String(port), HOSTNAME: "127.0.0.1", PUBLIC_URL: baseURL, LOG_LEVEL: "warn", API_RATE_LIMIT_PER_MINUTE: "1000000", ADMIN_EMAIL: STAFF_EMAIL, ADMIN_PASSWORD: STAFF_PASSWORD },
  },
});
