// Runs once before the integration files: a database prepared once, which every file then starts
// from instead of preparing its own. On the embedded engine most of a file's setup was PGlite
// creating an empty cluster (initdb: 3–17 s here, by load) and pg-boss making its schema and
// queues (1–3 s); copying a prepared data directory takes under half a second. On the PostgreSQL
// server each file's database is created from a prepared template. The app still runs its
// migrations and queue setup on each file's database: they find nothing left to do.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { fromPglite, PgBoss } from "pg-boss";
import type { TestProject } from "vitest/node";

import { applyMigrations } from "../../src/server/db/apply-migrations.js";
import { defineJobQueues, JOB_SCHEMA } from "../../src/server/jobs/job-definitions";
import { createPreparedTemplate } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server this project runs on (vitest.config.ts), or null for the embedded PGlite. */
    databaseServerUrl: string | null;
    /** A prepared PGlite data directory to copy (embedded runs). */
    pgliteTemplateDir: string | null;
    /** A prepared database on the PostgreSQL server to create each file's database from. */
    serverTemplateDatabase: string | null;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = project.getProvidedContext().databaseServerUrl;
  if (serverUrl) {
    const template = await createPreparedTemplate(serverUrl, (connectionString) =>
      makeJobQueues(new PgBoss({ schema: JOB_SCHEMA, connectionString, max: 1, supervise: false, schedule: false })),
    );
    project.provide("pgliteTemplateDir", null);
    project.provide("serverTemplateDatabase", template.name);
    return template.drop;
  }

  const root = mkdtempSync(path.join(tmpdir(), "clinic-template-"));
  const dataDir = path.join(root, "db");
  const client = new PGlite(dataDir);
  try {
    await applyMigrations({ kind: "embedded", client });
    await makeJobQueues(new PgBoss({ schema: JOB_SCHEMA, db: fromPglite(client), backend: "pglite", supervise: false, schedule: false }));
  } finally {
    await client.close();
  }
  project.provide("pgliteTemplateDir", dataDir);
  project.provide("serverTemplateDatabase", null);
  return () => rmSync(root, { recursive: true, force: true });
}

/** pg-boss's schema and the app's queues, then the queue closed (an embedded client stays the caller's). */
async function makeJobQueues(boss: PgBoss): Promise<void> {
  await boss.start();
  await defineJobQueues(boss);
  await boss.stop({ graceful: false });
}
