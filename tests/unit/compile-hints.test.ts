import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { addCompileHints, COMPILE_HINT } from "../../scripts/lib/compile-hints.mjs";

async function buildOutput() {
  const distDir = await mkdtemp(path.join(tmpdir(), "compile-hints-"));
  const chunks = path.join(distDir, "static", "chunks");
  await mkdir(path.join(chunks, "nested"), { recursive: true });
  await writeFile(path.join(chunks, "a1b2.js"), "(globalThis.TURBOPACK||[]).push([1]);");
  await writeFile(path.join(chunks, "nested", "c3d4.js"), "var x=1;");
  await writeFile(path.join(chunks, "site.css"), "body{margin:0}");
  await mkdir(path.join(distDir, "server"), { recursive: true });
  await writeFile(path.join(distDir, "server", "page.js"), "module.exports={};");
  return { distDir, chunks };
}

describe("addCompileHints", () => {
  it("puts V8's hint on the first line of every browser chunk, code unchanged after it", async () => {
    const { distDir, chunks } = await buildOutput();
    expect(await addCompileHints(distDir)).toBe(2);
    expect(await readFile(path.join(chunks, "a1b2.js"), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
    expect(await readFile(path.join(chunks, "nested", "c3d4.js"), "utf8")).toBe(`${COMPILE_HINT}var x=1;`);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("leaves stylesheets and server code alone", async () => {
    const { distDir, chunks } = await buildOutput();
    await addCompileHints(distDir);
    expect(await readFile(path.join(chunks, "site.css"), "utf8")).toBe("body{margin:0}");
    expect(await readFile(path.join(distDir, "server", "page.js"), "utf8")).toBe("module.exports={};");
  });

  it("adds the hint once however often it runs", async () => {
    const { distDir, chunks } = await buildOutput();
    await addCompileHints(distDir);
    expect(await addCompileHints(distDir)).toBe(0);
    const code = await readFile(path.join(chunks, "a1b2.js"), "utf8");
    expect(code.split(COMPILE_HINT)).toHaveLength(2);
  });
});
