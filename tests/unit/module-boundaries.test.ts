import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

import { importCycles } from "../../scripts/lib/import-cycles.mjs";

// The boundaries of docs/decisions/016 are lint rules; these cases prove each one still refuses
// what it should and allows what it should (the linted files are virtual, the imported ones real).
const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  // Only the boundary rules (the cycles are scripts/lint.mjs's, tested below on real files).
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === "import/no-restricted-paths" || ruleId === "no-restricted-imports" });
});

async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.map((m) => source.split("\n")[m.line - 1]!.match(/from "([^"]+)"/)![1]!);
}

const imports = (...specifiers: string[]) =>
  specifiers.map((s, i) => `import * as m${i} from "${s}";`).join("\n") + `\nexport const all = [${specifiers.map((_, i) => `m${i}`).join(", ")}];\n`;

describe("module boundaries", () => {
  it("pages and route handlers build no query: no database module, schema, drizzle-orm or driver", async () => {
    const source = imports(
      "~/server/db/client",
      "~/server/db/schema",
      "drizzle-orm",
      "pg",
      "~/server/services/courses/certificates",
      "~/server/api/rest/handler",
      "~/trpc/server",
      "~/server/database-ready",
    );
    expect(await refusals("src/app/api/example/route.ts", source)).toEqual(["~/server/db/client", "~/server/db/schema", "drizzle-orm", "pg"]);
    expect(await refusals("src/app/[locale]/(site)/example/page.tsx", source)).toEqual(["~/server/db/client", "~/server/db/schema", "drizzle-orm", "pg"]);
    // The first lint of the run loads ESLint and the TypeScript parser: seconds on a busy machine.
  }, 30_000);

  it("the database layer imports nothing else of the server", async () => {
    const source = imports("~/server/services/users/ensure-admin-account", "~/server/api/trpc", "~/server/payments/provider", "~/server/logger", "./schema", "~/env");
    expect(await refusals("src/server/db/example.ts", source)).toEqual([
      "~/server/services/users/ensure-admin-account",
      "~/server/api/trpc",
      "~/server/payments/provider",
      "~/server/logger",
    ]);
  });

  it("service folders import one another only downwards: appointments and courses never import payments", async () => {
    const source = imports("../payments/settle-payment", "~/server/services/payments/get-order-status", "../orders/release-order", "../security/limits");
    expect(await refusals("src/server/services/appointments/example.ts", source)).toEqual([
      "../payments/settle-payment",
      "~/server/services/payments/get-order-status",
    ]);
    expect(await refusals("src/server/services/orders/example.ts", source)).toEqual([
      "../payments/settle-payment",
      "~/server/services/payments/get-order-status",
      "../security/limits",
    ]);
    expect(await refusals("src/server/services/payments/example.ts", imports("../appointments/send-appointment-emails", "../orders/release-order"))).toEqual([]);
  });

  it("services know nothing of tRPC, REST or pages; components nothing of the server", async () => {
    expect(await refusals("src/server/services/courses/example.ts", imports("~/server/api/trpc", "~/trpc/server"))).toEqual([
      "~/server/api/trpc",
      "~/trpc/server",
    ]);
    expect(await refusals("src/components/example.tsx", imports("~/server/errors", "~/lib/money"))).toEqual(["~/server/errors"]);
  });

  it("a cycle between the app's own modules is refused, also through the ~ alias; a type-only import makes none", async () => {
    // Real files: the check follows imports on disk. A folder of src/ so that the ~ alias resolves.
    const folder = mkdtempSync(path.join(root, "src/server/cycle-check-"));
    const alias = `~/server/${path.basename(folder)}`;
    const relative = (file: string) => path.relative(root, path.join(folder, file));
    try {
      writeFileSync(path.join(folder, "a.ts"), `import { b } from "./b";\nexport const a = () => b;\n`);
      writeFileSync(path.join(folder, "b.ts"), `import { a } from "${alias}/a";\nexport const b = () => a;\n`);
      writeFileSync(path.join(folder, "c.ts"), `import { a } from "./a";\nexport const c = () => a;\n`);
      // d and e only share types: nothing of the one runs when the other loads.
      writeFileSync(path.join(folder, "d.ts"), `import type { E } from "./e";\nexport type D = { e?: E };\nexport const d = 1;\n`);
      writeFileSync(path.join(folder, "e.ts"), `import { d, type D } from "./d";\nexport type E = D;\nexport const e = d;\n`);
      const cycles = await importCycles([`${path.relative(root, folder)}/*.ts`], root);
      // c imports into the cycle but is not part of one.
      expect(cycles.map((cycle) => [...cycle].sort())).toEqual([[relative("a.ts"), relative("b.ts")]]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
