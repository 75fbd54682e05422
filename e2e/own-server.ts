import { spawn, type ChildProcess } from "node:child_process";

import { expect } from "@playwright/test";

/**
 * A second app server on the suite's build, for a spec whose settings differ from the suite's
 * server (a payment gateway, a video service, WhatsApp, e-mail that fails): its own port and data
 * folder, the demo data, and `settings` on top. The build was made for the suite's address, so its
 * address check is off.
 */
export function startOwnServer({ port, dataDir, settings = {} }: { port: number; dataDir: string; settings?: Record<string, string> }): ChildProcess {
  return spawn(process.execPath, ["scripts/start.mjs"], {
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      BUILD_ADDRESS_CHECK: "off",
      DATA_DIR: dataDir,
      DEMO_DATA: "1",
      LOG_LEVEL: "warn",
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      ...settings,
    },
  });
}

/** Until the server at `base` says it is ready (its health check answers 200). */
export async function ownServerReady(base: string): Promise<void> {
  await expect.poll(async () => (await fetch(`${base}/api/healthz`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [250] }).toBe(200);
}

/** Stops the server and what it started (its process group), and waits until it has. */
export async function stopOwnServer(server: ChildProcess | undefined): Promise<void> {
  if (server?.exitCode !== null || server.pid === undefined) return;
  process.kill(-server.pid, "SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}
