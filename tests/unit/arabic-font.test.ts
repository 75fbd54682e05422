import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ARABIC_FONT_URL, ARABIC_FONT_VERSION } from "~/config/arabic-font";

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, "../..");

describe("the Arabic pages' font (decision 058)", () => {
  it("is the installed package's own file, under a name with the package's version", () => {
    const installed = require("@fontsource-variable/readex-pro/package.json") as { version: string };
    expect(ARABIC_FONT_VERSION).toBe(installed.version);
    const served = readFileSync(path.join(root, "public", ARABIC_FONT_URL));
    const packaged = readFileSync(require.resolve("@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2"));
    expect(served.equals(packaged)).toBe(true);
  });

  it("is declared in the stylesheet at the address the layout preloads", () => {
    const css = readFileSync(path.join(root, "src/styles/globals.css"), "utf8");
    expect(css).toContain(`url("${ARABIC_FONT_URL}")`);
  });
});
