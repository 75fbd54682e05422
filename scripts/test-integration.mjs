// `npm run test:integration`: the integration suite on the embedded database and, when
// TEST_DATABASE_URL names a PostgreSQL server, on that server too: two projects of one Vitest run
// (vitest.config.ts), whose files share the workers. Extra arguments go to Vitest, e.g. a file name
// or `--project integration-pglite` for one engine.
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";

// Vitest's default is one worker fewer than the cores: one worker on the two-core CI machine. A file
// spends much of its time waiting on its database (the PostgreSQL server is another process), so
// one worker more than the cores keeps both busy.
const workers = process.env.TEST_WORKERS ?? String(availableParallelism() + 1);
const engines = process.env.TEST_DATABASE_URL ? `PGlite and the PostgreSQL server at ${new URL(process.env.TEST_DATABASE_URL).host}` : "PGlite";
const args = process.argv.slice(2);
const projects = args.some((arg) => arg.startsWith("--project")) ? [] : ["--project", "integration-*"];

console.log(`\n▶ Integration tests on ${engines}, ${workers} workers`);
const result = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...projects, `--maxWorkers=${workers}`, ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
