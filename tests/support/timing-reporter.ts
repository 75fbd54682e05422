// Writes each test file's cost (harness, setup file, import, tests and hooks) to TEST_TIMINGS_FILE,
// for the timing table `npm test` prints (scripts/test.mjs). Without that variable it does nothing.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Reporter, TestModule } from "vitest/node";

export type FileTiming = {
  project: string;
  file: string;
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  importSeconds: number;
  setupSeconds: number;
};

export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const target = process.env.TEST_TIMINGS_FILE;
    if (!target) return;
    const files: FileTiming[] = testModules.map((module) => {
      const d = module.diagnostic();
      const states = [...module.children.allTests()].map((test) => test.result().state);
      const seconds = (d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) / 1000;
      return {
        project: module.project.name,
        file: path.relative(process.cwd(), module.moduleId),
        tests: states.length,
        passed: states.filter((state) => state === "passed").length,
        failed: states.filter((state) => state === "failed").length,
        skipped: states.filter((state) => state === "skipped").length,
        seconds: round(seconds),
        importSeconds: round(d.collectDuration / 1000),
        setupSeconds: round((d.environmentSetupDuration + d.prepareDuration + d.setupDuration) / 1000),
      };
    });
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(files, null, 2));
  }
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;
