import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DATA_MAP, type TableEntry } from "~/server/privacy/data-map";
import { EXPORT_SOURCES } from "~/server/privacy/export-sources";
import { unzipFiles, zipFiles } from "~/server/privacy/zip-files";

const map = DATA_MAP as Record<string, TableEntry>;

// The export is driven by the data map (decision 051): a table the map exports needs to say whose
// rows are the parent's, and nothing else is read.
describe("the export's sources", () => {
  it("say whose rows they are for every table the data map exports, and for no other", () => {
    const exported = Object.entries(map).filter(([, entry]) => entry.export.kind === "section").map(([table]) => table).sort();
    expect(Object.keys(EXPORT_SOURCES).sort()).toEqual(exported);
  });

  it("withhold only columns the map knows, and only from exported tables", () => {
    for (const [table, entry] of Object.entries(map)) {
      for (const column of Object.keys(entry.withheld ?? {})) {
        expect(entry.columns, `${table}.${column}`).toHaveProperty(column);
        expect(entry.export.kind, table).toBe("section");
      }
    }
  });

  it("never export a secret: every column whose note or name says secret or hash is withheld", () => {
    for (const [table, entry] of Object.entries(map)) {
      if (entry.export.kind !== "section") continue;
      for (const [column, value] of Object.entries(entry.columns)) {
        const secretLike = /(hash|token|secret|indicator)/.test(column) || (typeof value !== "string" && /secret|never exported/.test(value.note));
        if (secretLike) expect(entry.withheld ?? {}, `${table}.${column}`).toHaveProperty(column);
      }
    }
  });
});

describe("the export's archive", () => {
  it("is a ZIP that unzip reads back, names in UTF-8 and Arabic text intact", () => {
    const files = [
      { name: "data.json", content: '{"a":1}\n' },
      { name: "summary.html", content: "<p>الزيارات</p>" },
    ];
    const archive = zipFiles(files, new Date(Date.UTC(2026, 10, 28, 1, 2, 4)));
    expect([...unzipFiles(archive)].map(([name, data]) => [name, data.toString("utf8")])).toEqual(files.map((f) => [f.name, f.content]));
    const dir = mkdtempSync(path.join(tmpdir(), "zip-"));
    writeFileSync(path.join(dir, "my-data.zip"), archive);
    expect(execFileSync("unzip", ["-t", path.join(dir, "my-data.zip")], { encoding: "utf8" })).toMatch(/No errors detected/);
  });
});
