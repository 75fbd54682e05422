// `npm run test:e2e`: a fresh production build, a fresh DATA_DIR (embedded database, outbox) and
// Playwright in the browser the run contract names: CHROME_PATH, else /usr/bin/chromium, else
// one installed by Playwright. No browser is a failure with instructions, never a skip. CI names
// Debian's chromium-headless-shell in CHROME_PATH (.ci/run, docs/decisions/036-ci-time.md).
// `--build-only` stops after the build; E2E_SKIP_BUILD=1 uses the build there is. `npm test`
// builds while the other checks run and passes the build's data folder on (E2E_DATA_DIR).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { chromium } from "playwright-core";

import { buildFor } from "./lib/build-stamp.mjs";

function findBrowser() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no browser is there.`);
    process.exit(1);
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  try {
    const bundled = chromium.executablePath();
    if (existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own installed.
  }
  console.error(
    "No browser for the end-to-end tests. Install Debian's Chromium (`sudo apt-get install chromium-headless-shell` and set CHROME_PATH=/usr/bin/chromium-headless-shell, or `sudo apt-get install chromium`), " +
      "or set CHROME_PATH to a Chrome/Chromium binary, or run `npx playwright install chromium` where downloads work.",
  );
  process.exit(1);
}

const browser = findBrowser();
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const buildOnly = process.argv.includes("--build-only");
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== "--build-only");
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), "clinic-e2e-"));
const port = Number(process.env.E2E_PORT ?? 3210);
// The build prerenders the public pages with their canonical addresses: the same PUBLIC_URL as the
// server the tests start (playwright.config.ts).
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, E2E_BROWSER_PATH: browser, DATA_DIR: dataDir, DEMO_DATA: "1", PUBLIC_URL: `http://127.0.0.1:${port}` };
delete env.DATABASE_URL;

if (!process.env.E2E_SKIP_BUILD) {
  const status = buildFor(env);
  if (status !== 0) process.exit(status);
}
if (buildOnly) process.exit(0);

console.log(`\n▶ End-to-end tests in ${browser}, data in ${dataDir}`);
const run = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...playwrightArgs], {
  stdio: "inherit",
  env,
});
process.exit(run.status ?? 1);
