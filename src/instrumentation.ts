/** Runs once as the server starts; the Node.js part prepares the database before traffic. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    // First, so that every request from now on is labelled with its client's address.
    const [{ watchClientAddresses }, { watchHttpMetrics }, { env }] = await Promise.all([
      import("./server/http/client-address"),
      import("./server/observability/process-metrics"),
      import("./env"),
    ]);
    watchClientAddresses(env.TRUSTED_PROXIES);
    // And counted and timed by route group for /api/metrics (decision 043).
    watchHttpMetrics();
    const { prepareServer } = await import("./server/prepare-server");
    await prepareServer();
  }
}
