import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { is } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

import * as schema from "~/server/db/schema";
import { columnCategory, DATA_MAP, type TableEntry } from "~/server/privacy/data-map";
import { renderDataMap } from "~/server/privacy/render-data-map";
import { RETENTION_SETTINGS } from "~/server/privacy/retention";

/** Every table of the Drizzle schema with its columns' SQL names (the database's snake_case). */
function schemaTables(): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    tables.set(config.name, config.columns.map((column) => (column.keyAsName ? toSnakeCase(column.name) : column.name)));
  }
  return tables;
}

const map = DATA_MAP as Record<string, TableEntry>;
const docPath = path.resolve(import.meta.dirname, "../../docs/data-map.md");

describe("the data map", () => {
  it("classifies every table and column of the schema, and names none that no longer exist", () => {
    const tables = schemaTables();
    expect(tables.size).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const [table, columns] of tables) {
      const entry = map[table];
      if (!entry) {
        problems.push(`table "${table}" is not in the data map: add DATA_MAP["${table}"] to src/server/privacy/data-map.ts with its purpose, retention, export, erasure and its columns (${columns.join(", ")})`);
        continue;
      }
      for (const column of columns) {
        if (!(column in entry.columns)) problems.push(`column "${table}.${column}" is not classified: add "${column}": "<identity | contact | health | payment | usage | not personal>" to DATA_MAP["${table}"].columns`);
      }
      for (const column of Object.keys(entry.columns)) {
        if (!columns.includes(column)) problems.push(`column "${table}.${column}" is in the data map but not in the schema: remove it from DATA_MAP["${table}"].columns`);
      }
    }
    for (const table of Object.keys(map)) {
      if (!tables.has(table)) problems.push(`table "${table}" is in the data map but not in the schema: remove DATA_MAP["${table}"]`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("says what the law treats as special: health columns are the reasons for visits, the clinic's notes and medical alerts", () => {
    const health = Object.entries(map).flatMap(([table, entry]) => Object.entries(entry.columns).filter(([, c]) => columnCategory(c) === "health").map(([column]) => `${table}.${column}`));
    expect(health.sort()).toEqual(["appointments.notes", "appointments.staff_note", "children.medical_alerts"]);
  });

  it("gives every table holding personal data a retention other than 'the clinic's content', and an export and erasure rule", () => {
    for (const [table, entry] of Object.entries(map)) {
      const personal = Object.values(entry.columns).some((c) => columnCategory(c) !== "not personal");
      if (personal) {
        expect(entry.retention.kind, table).not.toBe("content");
        expect(entry.erasure.kind, table).not.toBe("not personal");
      }
    }
  });

  it("uses every retention setting it names, and names every one", () => {
    const named = new Set(Object.values(map).flatMap((entry) => (entry.retention.kind === "setting" ? [entry.retention.period] : [])));
    for (const period of Object.keys(RETENTION_SETTINGS)) {
      if (period === "abandonedBookings" || period === "mailBodies") continue; // named in the appointments erasure and OTHER_STORES
      expect(named.has(period as keyof typeof RETENTION_SETTINGS), period).toBe(true);
    }
  });

  it("is what docs/data-map.md shows (regenerate with npm run privacy:data-map)", () => {
    const rendered = renderDataMap();
    if (process.env.UPDATE_DATA_MAP === "1") writeFileSync(docPath, rendered);
    expect(readFileSync(docPath, "utf8"), "docs/data-map.md is not the data map: run npm run privacy:data-map").toBe(rendered);
  });
});

describe("the clinic's paperwork, derived from the data map", () => {
  const register = readFileSync(path.resolve(import.meta.dirname, "../../docs/privacy/processing-register.md"), "utf8");
  const runbook = readFileSync(path.resolve(import.meta.dirname, "../../docs/privacy/breach-runbook.md"), "utf8");

  it("the register names every table holding personal data and every retention setting", () => {
    const personal = Object.entries(map).filter(([, entry]) => Object.values(entry.columns).some((c) => columnCategory(c) !== "not personal"));
    const missing = personal.map(([table]) => table).filter((table) => !register.includes(`\`${table}\``));
    expect(missing, `add these tables to docs/privacy/processing-register.md: ${missing.join(", ")}`).toEqual([]);
    for (const { setting } of Object.values(RETENTION_SETTINGS)) expect(register, setting).toContain(setting);
  });

  it("the runbook names every health column, so a breach's risk is judged from the map", () => {
    const health = Object.entries(map).flatMap(([table, entry]) => Object.entries(entry.columns).filter(([, c]) => columnCategory(c) === "health").map(([column]) => `${table}.${column}`));
    for (const column of health) expect(runbook, column).toContain(`\`${column}\``);
  });
});
