/** Runs once as the server starts; the Node.js part prepares the database before traffic. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { prepareServer } = await import("./server/prepare-server");
    await prepareServer();
    // Only now, with the database ready: the custom server answers these paths from here on.
    const { registerFastRoutes } = await import("./server/http/register-fast-routes");
    registerFastRoutes();
  }
}
