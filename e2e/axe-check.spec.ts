import { axe } from "./axe";
import { expect, test } from "./fixtures";

// The browser tests trust `axe(page)` to find what is wrong: it must still report every serious
// violation, on every node, with the settings that make it fast (e2e/axe.ts).
test("the accessibility check reports each serious violation on each node", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <button></button>
    <p style="color:#777;background:#888">Hard to read</p>
    <p>Fine</p>
  </main></body></html>`);
  const results = await axe(page).analyze();
  const serious = Object.fromEntries(
    results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => [v.id, v.nodes.length]),
  );
  expect(serious).toEqual({ "image-alt": 2, "button-name": 1, "color-contrast": 1 });
});
