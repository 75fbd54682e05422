import { expect, test as base, type Locator, type Page } from "@playwright/test";

// `load` can come before React has hydrated, and a click would then meet server-rendered markup with
// no handlers yet. These tests wait for hydration: every document a page navigates to is watched,
// and `page.goto`, `page.reload` and every locator action wait until that document has hydrated.

const HYDRATION_TIMEOUT_MS = 15_000;
const hydration = new WeakMap<Page, Promise<void>>();

/** Whether the document has hydrated (a parsed document without the app's scripts counts as ready). */
function isHydrated(): boolean {
  if (document.readyState === "loading") return false;
  const appScripts = document.querySelector('script[src*="/_next/static/"]');
  return !appScripts || Object.keys(document.body ?? {}).some((key) => key.startsWith("__reactFiber$"));
}

/** Resolves once React has hydrated the page's current document. */
export async function waitForHydration(page: Page): Promise<void> {
  const deadline = Date.now() + HYDRATION_TIMEOUT_MS;
  while (!page.isClosed()) {
    // A navigation in progress destroys the context the check runs in: try again.
    if (await page.evaluate(isHydrated).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function watchNavigations(page: Page): void {
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    const hydrated = waitForHydration(page);
    hydrated.catch(() => {}); // reported by the action that awaits it
    hydration.set(page, hydrated);
  });
}

const LOCATOR_ACTIONS = ["check", "click", "dblclick", "fill", "focus", "hover", "press", "pressSequentially", "selectOption", "setChecked", "tap", "uncheck"] as const;
let locatorActionsWait = false;

/** Makes every locator action wait for the hydration of the document it acts on. */
function makeLocatorActionsWait(locator: Locator): void {
  if (locatorActionsWait) return;
  locatorActionsWait = true;
  const prototype = Object.getPrototypeOf(locator) as Record<string, (this: Locator, ...args: unknown[]) => Promise<unknown>>;
  for (const name of LOCATOR_ACTIONS) {
    const action = prototype[name];
    if (!action) throw new Error(`Locator.${name} is missing: update LOCATOR_ACTIONS`);
    prototype[name] = async function (this: Locator, ...args: unknown[]) {
      await hydration.get(this.page());
      return action.apply(this, args);
    };
  }
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    context.on("page", watchNavigations); // the test's page and any it opens
    await provide(context);
  },
  page: async ({ page }, provide) => {
    makeLocatorActionsWait(page.locator("body"));
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydration.get(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydration.get(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };
