// `npm run test:integration`: the integration suite on the embedded database and, when
// TEST_DATABASE_URL names a PostgreSQL server, once more against that server.
import { spawnSync } from "node:child_process";

const vitest = ["node_modules/vitest/vitest.mjs", "run", "--project", "integration", ...process.argv.slice(2)];
const { TEST_DATABASE_URL, ...withoutServer } = process.env;

const runs = [{ label: "embedded PostgreSQL (PGlite)", env: withoutServer }];
if (TEST_DATABASE_URL) runs.push({ label: `PostgreSQL server (${new URL(TEST_DATABASE_URL).host})`, env: process.env });

for (const run of runs) {
  console.log(`\n▶ Integration tests on ${run.label}`);
  const result = spawnSync(process.execPath, vitest, { stdio: "inherit", env: run.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
