// Cycles between the project's own modules (docs/decisions/061-import-cycles-by-dpdm.md).
// dpdm parses each file once and resolves the tsconfig's `~` alias; type-only imports are dropped
// (they vanish from the built code), dynamic imports count as ESLint's import/no-cycle counted them.
import { parseCircular, parseDependencyTree } from "dpdm";

/** Every file ESLint lints that can import another. */
export const SOURCE_FILES = ["src/**/*.{ts,tsx,mjs}", "tests/**/*.{ts,tsx,mjs}", "e2e/**/*.ts", "scripts/**/*.{ts,mjs}", "bench/**/*.mjs", "*.{ts,mjs}"];

/**
 * The import cycles among `patterns` (globs relative to `cwd`), each as its files relative to
 * `cwd`, or [] when there is none. Packages are not followed: a package never imports the app.
 * @param {string[]} patterns @param {string} cwd
 * @returns {Promise<string[][]>}
 */
export async function importCycles(patterns, cwd) {
  const tree = await parseDependencyTree(patterns, {
    cwd,
    context: cwd,
    tsconfig: `${cwd}/tsconfig.json`,
    transform: true,
    exclude: /node_modules|\.next\//,
  });
  return parseCircular(tree);
}
