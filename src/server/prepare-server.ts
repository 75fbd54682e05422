import { VERSION_READER_KEY } from "./cache/shared-tags-cache-handler.mjs";
import { getDb } from "./db/client";
import { ensureDatabaseReady } from "./database-ready";
import { maintainJobQueue } from "./jobs/job-queue";
import { startJobWorkers } from "./jobs/start-job-workers";
import { stopGracefullyOnSignals } from "./process-lifecycle";
import { readContentVersions } from "./services/content/content-changes";

/**
 * Before the first request: the database and its job queue are ready, cached content follows its
 * versions, and this process works the jobs (e-mails, the hold sweeper, pruning: decision 027).
 * A failure stops the server.
 */
export async function prepareServer(): Promise<void> {
  stopGracefullyOnSignals();
  try {
    maintainJobQueue();
    await ensureDatabaseReady();
    await startJobWorkers();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const where = process.env.DATABASE_URL ? "DATABASE_URL" : "the embedded database under DATA_DIR";
    console.error(`Cannot prepare the database (${where}): ${reason}`);
    process.exit(1);
  }
  // From now on the "use cache" handler checks the content versions (decision 022).
  (globalThis as Record<symbol, unknown>)[VERSION_READER_KEY] = () => readContentVersions(getDb());
}
