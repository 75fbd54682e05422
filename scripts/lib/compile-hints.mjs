// Build step (decision 013): marks every browser chunk for eager compilation with V8's explicit
// compile hint. Without it V8 pre-parses each function as the chunk arrives and compiles it on the
// main thread when it is first called — during hydration, as one long task. With the hint, Chromium
// compiles the whole chunk on a background thread while it downloads. The chunks of a page are the
// code that page runs as it loads (React, the router, its components), so little is compiled for
// nothing. Other browsers read the line as a comment.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** V8's magic comment (Chrome 136+); it counts only as the file's first line. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Puts the hint at the top of every JavaScript file in `<distDir>/static/chunks`, once.
 * @param {string} distDir Next's build output (`.next`)
 * @returns {Promise<number>} how many files were changed
 */
export async function addCompileHints(distDir) {
  const chunksDir = path.join(distDir, "static", "chunks");
  const entries = await readdir(chunksDir, { recursive: true, withFileTypes: true });
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const code = await readFile(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + code);
    changed++;
  }
  return changed;
}
