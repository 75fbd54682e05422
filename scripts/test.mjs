// `npm test`: every check, scheduled so that the machine's cores stay busy, then a timing table.
//
//   build ────────────────────────────────────────┐
//   lint → typecheck → unit → integration (both engines) ─┴→ e2e
//
// The production build the browser tests need runs beside the other checks. The browser tests run
// alone, last: a browser, the server and two workers already fill two cores, and a test slowed by a
// neighbour would time out. A failed step ends the run (the steps not yet started are skipped).
//
//   npm test                      everything
//   npm test -- unit integration  the named steps only (e2e brings its build)
//
// Each step's output is streamed with its name in front; the table at the end gives each step's
// time and the slowest files of each suite, and test-results/timings.json keeps them for comparison.
// TEST_TIME_LIMIT_SECONDS (CI sets it) stops the run with a clear line once the suite passes it.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import readline from "node:readline";

const node = process.execPath;
const timingsDir = path.resolve("test-results/timings");
const e2eDataDir = mkdtempSync(path.join(tmpdir(), "clinic-e2e-"));

/** @typedef {{ name: string, args: string[], env?: Record<string, string>, needs?: string[], after?: string[], timings?: string }} Step */
/** @type {Step[]} */
const steps = [
  // E2E_DATA_DIR: the build prerenders from the database it creates there; the e2e server starts on it.
  // BUILD_SKIP_TYPECHECK: the typecheck step checks the types; the build need not do it twice.
  { name: "build", args: ["scripts/e2e.mjs", "--build-only"], env: { E2E_DATA_DIR: e2eDataDir, BUILD_SKIP_TYPECHECK: "1" } },
  { name: "lint", args: ["scripts/lint.mjs"] },
  { name: "typecheck", args: ["node_modules/typescript/bin/tsc", "--noEmit"], after: ["lint"] },
  { name: "unit", args: ["node_modules/vitest/vitest.mjs", "run", "--project", "unit"], after: ["typecheck"], timings: "unit.json" },
  { name: "integration", args: ["scripts/test-integration.mjs"], after: ["unit"], timings: "integration.json" },
  {
    name: "e2e",
    args: ["scripts/e2e.mjs"],
    env: { E2E_SKIP_BUILD: "1", E2E_DATA_DIR: e2eDataDir },
    needs: ["build"],
    after: ["integration"],
    timings: "e2e.json",
  },
];

const selected = selectSteps(process.argv.slice(2));
// A build without the typecheck step beside it checks the types itself.
if (!selected.some((step) => step.name === "typecheck")) delete steps[0]?.env?.BUILD_SKIP_TYPECHECK;
const limitSeconds = Number(process.env.TEST_TIME_LIMIT_SECONDS) || null;
const started = Date.now();
/** @type {Map<string, { status: "passed" | "failed" | "skipped" | "stopped", start: number, end: number }>} */
const results = new Map();
/** @type {Map<string, import("node:child_process").ChildProcess>} */
const running = new Map();
/** When each started step started, in ms since the run began. */
/** @type {Map<string, number>} */
const startOffsets = new Map();
let stopping = false;

// A step that does not run this time must not show the figures of the last run that ran it.
rmSync(timingsDir, { recursive: true, force: true });
mkdirSync(timingsDir, { recursive: true });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => stopAll(`stopped by ${signal}`, 130));
if (limitSeconds) {
  setTimeout(() => stopAll(`✗ The tests passed their time limit of ${limitSeconds} s (TEST_TIME_LIMIT_SECONDS): something made the suite slower; the table shows where.`, 1), limitSeconds * 1000).unref();
}
schedule();

/** @param {string[]} names */
function selectSteps(names) {
  if (names.length === 0) return steps;
  const unknown = names.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length) {
    console.error(`Unknown step ${unknown.join(", ")}: the steps are ${steps.map((step) => step.name).join(", ")}.`);
    process.exit(2);
  }
  const wanted = new Set(names);
  for (const step of steps) if (wanted.has(step.name)) for (const need of step.needs ?? []) wanted.add(need);
  return steps.filter((step) => wanted.has(step.name));
}

/** Starts every step whose predecessors (among the selected steps) have passed. */
function schedule() {
  if (stopping) return;
  for (const step of selected) {
    if (results.has(step.name) || running.has(step.name)) continue;
    const before = [...(step.needs ?? []), ...(step.after ?? [])].filter((name) => selected.some((s) => s.name === name));
    if (before.some((name) => results.get(name)?.status !== "passed")) continue;
    start(step);
  }
  if (running.size === 0) finish();
}

/** @param {Step} step */
function start(step) {
  const offset = Date.now();
  startOffsets.set(step.name, offset - started);
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, ...step.env };
  // The steps write into a pipe: colours only when this run writes to a terminal (not in CI's log).
  if (process.stdout.isTTY) env.FORCE_COLOR ??= "1";
  else {
    delete env.FORCE_COLOR;
    env.NO_COLOR = "1";
  }
  if (step.timings) env.TEST_TIMINGS_FILE = path.join(timingsDir, step.timings);
  console.log(`${label(step.name)}▶ started at ${clock(offset - started)}`);
  // Its own process group, so that stopping it also stops what it started (a server, a browser).
  const child = spawn(node, step.args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  running.set(step.name, child);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => console.log(label(step.name) + line));
  }
  child.on("exit", (code, signal) => {
    running.delete(step.name);
    if (results.has(step.name)) return; // stopped
    const status = code === 0 ? "passed" : "failed";
    results.set(step.name, { status, start: offset - started, end: Date.now() - started });
    console.log(`${label(step.name)}${status === "passed" ? "✓ passed" : `✗ failed (${signal ?? `exit ${code}`})`} in ${seconds(Date.now() - offset)}`);
    if (status === "failed") stopAll(`✗ ${step.name} failed: the steps not yet started are skipped.`, 1, { waitForRunning: true });
    else schedule();
  });
}

let exitCode = 0;
let stopMessage = "";
/** @param {string} message @param {number} code */
function stopAll(message, code, { waitForRunning = false } = {}) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  stopMessage = message;
  for (const step of selected) if (!results.has(step.name) && !running.has(step.name)) results.set(step.name, { status: "skipped", start: 0, end: 0 });
  if (!waitForRunning) {
    for (const [name, child] of running) {
      results.set(name, { status: "stopped", start: startOffsets.get(name) ?? 0, end: Date.now() - started });
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
    running.clear();
  }
  if (running.size === 0) finish();
  else for (const child of running.values()) child.on("exit", () => running.size === 0 && finish());
}

function finish() {
  const failed = [...results.values()].some((result) => result.status !== "passed");
  if (!stopping && failed) exitCode = 1;
  const report = { totalSeconds: Math.round((Date.now() - started) / 1000), steps: Object.fromEntries(results), files: readFileTimings() };
  writeFileSync(path.resolve("test-results/timings.json"), JSON.stringify(report, null, 2));
  printTable(report);
  if (stopMessage) console.log(`\n${stopMessage}`);
  process.exit(exitCode || (failed ? 1 : 0));
}

/** @typedef {{ file: string, project: string, tests: number, passed: number, failed: number, skipped: number, seconds: number }} FileTiming */

/** Each suite's files with their seconds: Vitest's from its reporter, Playwright's summed per spec. */
function readFileTimings() {
  /** @type {Record<string, FileTiming[]>} */
  const files = {};
  for (const suite of ["unit", "integration"]) {
    const file = path.join(timingsDir, `${suite}.json`);
    if (existsSync(file)) files[suite] = JSON.parse(readFileSync(file, "utf8"));
  }
  const e2eFile = path.join(timingsDir, "e2e.json");
  if (existsSync(e2eFile)) {
    /** @type {Map<string, FileTiming>} */
    const perSpec = new Map();
    /** @param {any} suite Playwright's JSON report: suites of specs of tests */
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          const key = `${test.projectName} ${spec.file}`;
          const entry = perSpec.get(key) ?? { file: `e2e/${spec.file}`, project: test.projectName, tests: 0, passed: 0, failed: 0, skipped: 0, seconds: 0 };
          entry.tests += 1;
          // Playwright's "expected" is a pass; "unexpected" and "flaky" (passed only on a retry) are failures.
          if (test.status === "expected") entry.passed += 1;
          else if (test.status === "skipped") entry.skipped += 1;
          else entry.failed += 1;
          entry.seconds += test.results.reduce((/** @type {number} */ sum, /** @type {{ duration: number }} */ result) => sum + result.duration, 0) / 1000;
          perSpec.set(key, entry);
        }
      }
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of JSON.parse(readFileSync(e2eFile, "utf8")).suites ?? []) visit(suite);
    files.e2e = [...perSpec.values()].map((entry) => ({ ...entry, seconds: Math.round(entry.seconds * 10) / 10 }));
  }
  return files;
}

/** @param {{ totalSeconds: number, steps: Record<string, { status: string, start: number, end: number }>, files: Record<string, FileTiming[]> }} report */
function printTable(report) {
  console.log("\n── Timing ─────────────────────────────────────────────");
  console.log("step          status    start     time");
  for (const step of selected) {
    const result = report.steps[step.name];
    if (!result) continue;
    const time = result.status === "skipped" ? "" : seconds(result.end - result.start);
    console.log(`${step.name.padEnd(13)} ${result.status.padEnd(9)} ${(result.status === "skipped" ? "" : clock(result.start)).padEnd(9)} ${time}`);
  }
  console.log(`total                             ${seconds(report.totalSeconds * 1000)}`);
  const all = Object.values(report.files).flat();
  const count = (/** @type {"passed" | "failed" | "skipped"} */ key) => all.reduce((total, file) => total + file[key], 0);
  for (const [suite, files] of Object.entries(report.files)) {
    const sum = files.reduce((total, file) => total + file.seconds, 0);
    const tests = files.reduce((total, file) => total + file.tests, 0);
    console.log(`\n${suite}: ${tests} tests in ${files.length} files, ${Math.round(sum)} s of file time (across workers); slowest:`);
    for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 8)) {
      console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.project.padEnd(21)} ${file.file} (${file.tests})`);
    }
  }
  // One closing line for every suite together (each suite's own runner printed its own above).
  console.log(`\nTests: ${count("passed")} passed, ${count("failed")} failed${count("skipped") ? `, ${count("skipped")} skipped` : ""}`);
}

/** @param {string} name */
function label(name) {
  return `${name.padEnd(11)}│ `;
}

/** @param {number} ms */
function seconds(ms) {
  return `${Math.round(ms / 1000)} s`;
}

/** @param {number} ms */
function clock(ms) {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
