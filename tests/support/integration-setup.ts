// Runs before every integration test file: fresh app modules, a clean environment and a database
// of its own. App modules are imported dynamically so that they
// read this environment, not the shell's.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, inject, vi } from "vitest";

import { createServerDatabase } from "./test-database";

// Files share a worker process (isolate: false in vitest.config.ts), so that the packages in
// node_modules are loaded once per worker instead of once per file. The app's own modules are not
// shared: dropped here, each file imports them afresh and they read this file's environment.
// The environment too: each file starts from the worker's own, whatever the file before it set.
vi.resetModules();
const workerGlobals = globalThis as { clinicWorkerEnv?: NodeJS.ProcessEnv };
workerGlobals.clinicWorkerEnv ??= { ...process.env };
for (const key of Object.keys(process.env)) if (!(key in workerGlobals.clinicWorkerEnv)) delete process.env[key];
Object.assign(process.env, workerGlobals.clinicWorkerEnv);
const dataDir = mkdtempSync(path.join(tmpdir(), "clinic-test-"));
for (const key of ["RESEND_API_KEY", "RESEND_BASE_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "MPGS_GATEWAY_URL", "MPGS_MERCHANT_ID", "MPGS_API_PASSWORD", "MPGS_WEBHOOK_SECRET", "PAYMENT_PROVIDER", "ADMIN_EMAIL", "ADMIN_PASSWORD", "PUBLIC_URL", "MAIL_FROM"]) {
  delete process.env[key];
}
Object.assign(process.env, {
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  DEMO_DATA: "0",
  LOG_LEVEL: "silent",
  AUTH_SECRET: "integration-test-secret-0123456789-abcdefghij",
  // Health fields are sealed with this key (decision 052); tests that rotate set their own.
  DATA_ENCRYPTION_KEYS: "test1:dGVzdC1kYXRhLWVuY3J5cHRpb24ta2V5LTMyLWJ5dGU=",
});

// Each file starts from the database the global setup migrated once (integration-global-setup.ts).
const databaseServerUrl = inject("databaseServerUrl");
const serverDb = databaseServerUrl ? await createServerDatabase(databaseServerUrl, inject("serverTemplateDatabase")) : null;
if (serverDb) process.env.DATABASE_URL = serverDb.url;
else delete process.env.DATABASE_URL;
const pgliteTemplateDir = inject("pgliteTemplateDir");
if (!serverDb && pgliteTemplateDir) cpSync(pgliteTemplateDir, path.join(dataDir, "db"), { recursive: true });

afterAll(async () => {
  const { stopJobQueue } = await import("~/server/jobs/job-queue");
  await stopJobQueue({ graceful: false });
  const { closeDb } = await import("~/server/db/client");
  await closeDb();
  // Process-wide singletons outlive this file's module registry; the next file starts clean.
  const processGlobals = globalThis as { clinicDbReady?: unknown; clinicSchedule?: unknown; clinicTakenSlots?: unknown };
  delete processGlobals.clinicDbReady;
  delete processGlobals.clinicSchedule;
  delete processGlobals.clinicTakenSlots;
  await serverDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});
