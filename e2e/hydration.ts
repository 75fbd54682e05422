import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has taken over an element (hydrated it) and the frame after has painted. For
 * the few gestures React itself can break while it hydrates: it resets a server-rendered
 * textarea's selection, so a select-all-and-delete begun just before is undone (see
 * src/components/ui/textarea.tsx). What was typed is kept; only the selection is lost.
 */
export async function hydratedElement(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
  await locator.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
