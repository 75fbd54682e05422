// `npm run lint`: ESLint, then the check that no module of the project imports itself back
// through others (decision 061: the same refusal as ESLint's import/no-cycle, in a fifth of its time).
import { spawnSync } from "node:child_process";

import { importCycles, SOURCE_FILES } from "./lib/import-cycles.mjs";

const eslint = spawnSync(process.execPath, ["node_modules/eslint/bin/eslint.js", "--max-warnings", "0", ...process.argv.slice(2), "."], { stdio: "inherit" });
if (eslint.status !== 0) process.exit(eslint.status ?? 1);

const cycles = await importCycles(SOURCE_FILES, process.cwd());
if (cycles.length > 0) {
  console.error(`✗ ${cycles.length} import cycle${cycles.length === 1 ? "" : "s"}: move what both sides need into a module of its own.`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(" → ")}`);
  process.exit(1);
}
console.log("No import cycle.");
