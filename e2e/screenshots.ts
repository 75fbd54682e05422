import type { Locator, Page, PageScreenshotOptions, TestInfo } from "@playwright/test";

/**
 * The screenshots the browser tests take are for a person to look at (README, "Tests"): they
 * assert nothing. CI, where nobody looks, skips them unless E2E_SCREENSHOTS=1; they were a tenth
 * of the slowest spec's time (full-page captures of tall phone pages).
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1" || !process.env.CI;

/**
 * A screenshot of the page (or of one element) saved at `path`; attached to the test's report
 * when `testInfo` is given. Nothing happens when screenshots are not kept.
 */
export async function keepScreenshot(
  target: Page | Locator,
  options: Omit<PageScreenshotOptions, "path"> & { path: string },
  testInfo?: TestInfo,
): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  if ("goto" in target) await target.evaluate(() => document.fonts.ready);
  await target.screenshot(options);
  const name = options.path.replace(/^.*\//, "").replace(/\.png$/, "");
  if (testInfo) await testInfo.attach(name, { path: options.path, contentType: "image/png" });
}
