import { VERSION_READER_KEY } from "./cache/shared-tags-cache-handler.mjs";
import { getDb } from "./db/client";
import { ensureDatabaseReady } from "./database-ready";
import { getPaymentProvider } from "./payments/get-payment-provider";
import { logger } from "./logger";
import { readContentVersions } from "./services/content/content-changes";
import { startPruning } from "./services/maintenance/prune-expired-rows";
import { startPaymentSweeper } from "./services/payments/expire-stale-payments";

/**
 * Before the first request: the database is ready, cached content follows its versions, the hold
 * sweeper runs, and expired rows (limit counters, codes, sessions, webhook ids) are pruned every
 * hour. A failure stops the server.
 */
export async function prepareServer(): Promise<void> {
  try {
    await ensureDatabaseReady();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const where = process.env.DATABASE_URL ? "DATABASE_URL" : "the embedded database under DATA_DIR";
    console.error(`Cannot prepare the database (${where}): ${reason}`);
    process.exit(1);
  }
  // From now on the "use cache" handler checks the content versions (decision 022).
  (globalThis as Record<symbol, unknown>)[VERSION_READER_KEY] = () => readContentVersions(getDb());
  startPaymentSweeper(() => ({ db: getDb(), provider: getPaymentProvider() }));
  startPruning(
    getDb,
    (pruned) => logger.info("pruned expired rows", pruned),
    (error) => logger.error("pruning expired rows failed", { error }),
  );
}
