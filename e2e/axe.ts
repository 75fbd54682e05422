import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";

/**
 * axe-core as every browser test runs it. Every violation is reported in full, as before; two
 * settings take out work that no test reads (decision 036):
 * - legacy mode runs `axe.run` in the page itself. The default mode runs each frame apart, then
 *   opens a second page to merge the frames' results, injecting axe's 500 KB again: the site has
 *   no frames, and that second page made each check 3 to 5 times slower on two cores.
 * - `resultTypes: ["violations"]` keeps one example node of each rule that passed instead of
 *   building a selector for every passing node.
 *
 * One rule axe leaves off by default is on for every check, whatever tags a test names: WCAG 2.2's
 * `target-size` (a control at least 24 × 24 px, or far enough from its neighbours). Parents tap the
 * site on phones (issue 26); the site's own controls are 44 px tall, which specs check where it matters.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"], rules: { "target-size": { enabled: true } } });
}
