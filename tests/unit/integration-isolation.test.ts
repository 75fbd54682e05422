import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Integration files share a worker process one after another (isolate: false, decision 036). Vitest
// restores spies after each file, but a module mocked with vi.mock stays mocked for the files after
// it in that worker unless the file takes it back.
const folder = path.resolve(import.meta.dirname, "../integration");

describe("integration files leave nothing mocked for the next file", () => {
  const files = readdirSync(folder).filter((name) => name.endsWith(".test.ts"));

  it("finds the integration files", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)("%s: every vi.mock has its vi.doUnmock", (name) => {
    const source = readFileSync(path.join(folder, name), "utf8");
    const mocked = [...source.matchAll(/vi\.(?:do)?[mM]ock\(\s*"([^"]+)"/g)].map((match) => match[1]);
    const unmocked = [...source.matchAll(/vi\.(?:do)?[uU]nmock\(\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(mocked.filter((specifier) => !unmocked.includes(specifier))).toEqual([]);
  });
});
