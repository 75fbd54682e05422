import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Upgrades without downtime (issue 27, README "Upgrade"): deploy/upgrade.sh applies the new
// release's migrations while the previous release still serves, so a migration may only expand
// the schema. A statement the running release could trip on — dropping or renaming a table or a
// column, changing a column's type, making a column NOT NULL, adding a NOT NULL column without a
// default — belongs in a later "contract" migration, once no running release uses the old shape.
// Such a migration says so on its first line: `-- contract: <what no release reads any more, since which>`.

const DRIZZLE = path.resolve(import.meta.dirname, "../../drizzle");

/** Migrations from before the rule (issue 27): each dropped what no release had used for a while. */
const BEFORE_THE_RULE = new Set(["0005_drop-auth-adapter-tables.sql", "0009_closed-days-into-closures.sql"]);

function contractingStatements(sql: string): string[] {
  // A table the migration makes for its own work (a temporary one) may go again at its end.
  const ownTables = new Set([...sql.matchAll(/CREATE\s+(?:TEMP(?:ORARY)?\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?/gi)].map((match) => match[1]!.toLowerCase()));
  return sql
    .split(/--> statement-breakpoint|;\s*\n/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter((statement) => {
      const s = statement.toUpperCase();
      const dropped = /\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?(\w+)"?/i.exec(statement)?.[1]?.toLowerCase();
      if (dropped && ownTables.has(dropped)) return false;
      return (
        /\bDROP\s+(TABLE|COLUMN)\b/.test(s) ||
        /\bRENAME\b/.test(s) ||
        /ALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/.test(s) ||
        /SET\s+NOT\s+NULL/.test(s) ||
        (/ADD\s+COLUMN[\s\S]*NOT\s+NULL/.test(s) && !/\bDEFAULT\b/.test(s))
      );
    });
}

describe("migrations expand the schema; contracting ones say so", () => {
  it("finds what it looks for", () => {
    expect(contractingStatements('ALTER TABLE "a" DROP COLUMN "b";')).toHaveLength(1);
    expect(contractingStatements('ALTER TABLE "a" RENAME COLUMN "b" TO "c";')).toHaveLength(1);
    expect(contractingStatements('ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE integer;')).toHaveLength(1);
    expect(contractingStatements('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL;')).toHaveLength(1);
    expect(contractingStatements('ALTER TABLE "a" ADD COLUMN "b" text NOT NULL;')).toHaveLength(1);
    expect(contractingStatements('ALTER TABLE "a" ADD COLUMN "b" text DEFAULT \'\' NOT NULL;')).toHaveLength(0);
    expect(contractingStatements('ALTER TABLE "a" ALTER COLUMN "b" DROP NOT NULL;\nCREATE INDEX "i" ON "a" ("b");')).toHaveLength(0);
    expect(contractingStatements('CREATE TEMP TABLE "work" AS SELECT 1;\nDROP TABLE "work";')).toHaveLength(0);
    expect(contractingStatements('CREATE TEMP TABLE "work" AS SELECT 1;\nDROP TABLE "users";')).toHaveLength(1);
  });

  it("every migration in drizzle/ follows the rule", () => {
    const files = readdirSync(DRIZZLE).filter((name) => name.endsWith(".sql")).sort();
    expect(files.length).toBeGreaterThan(25);
    const unmarked = files.flatMap((file) => {
      const sql = readFileSync(path.join(DRIZZLE, file), "utf8");
      if (BEFORE_THE_RULE.has(file) || /^-- contract: \S/.test(sql)) return [];
      return contractingStatements(sql).map((statement) => `${file}: ${statement.slice(0, 120)}`);
    });
    expect(unmarked, "contracting statements outside a `-- contract:` migration").toEqual([]);
  });
});
