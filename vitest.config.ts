import path from "node:path";

import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// The integration suite runs once per database engine, as two projects of one Vitest run: the
// embedded PGlite always, the PostgreSQL server too when TEST_DATABASE_URL names one. One run lets
// the two engines' files share the workers (docs/decisions/036-ci-time.md).
const serverUrl = process.env.TEST_DATABASE_URL || null;

function integrationProject(name: string, databaseServerUrl: string | null): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: ["tests/integration/**/*.test.ts"],
      environment: "node",
      globalSetup: ["tests/support/integration-global-setup.ts"],
      setupFiles: ["tests/support/integration-setup.ts"],
      // A worker runs its files one after another in one process: the packages load once per worker
      // (a fresh process per file spent 3–6 s loading them), while the setup file gives each file
      // fresh app modules, its own database and environment (decision 036).
      isolate: false,
      provide: { databaseServerUrl },
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  };
}

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "src"),
      // Next resolves this marker for server bundles; in tests every module is server code.
      "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
    },
  },
  test: {
    // next-auth and next-intl import "next/server" and "next/navigation" without an extension,
    // which Node's ESM loader cannot resolve outside Next; inlined, Vite resolves them.
    server: { deps: { inline: ["next-auth", "next-intl"] } },
    reporters: ["default", "./tests/support/timing-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/unit-setup.ts"],
        },
      },
      integrationProject("integration-pglite", null),
      ...(serverUrl ? [integrationProject("integration-postgres", serverUrl)] : []),
    ],
  },
});
