import "server-only";

import { env } from "~/env";
import { stopJobQueue } from "~/server/jobs/job-queue";
import { logger } from "~/server/logger";

const globalForLifecycle = globalThis as unknown as { clinicDraining?: boolean; clinicShutdownHooked?: boolean };

/** True from the moment this process was asked to stop: /api/healthz answers 503 so the proxy sends it nothing new. */
export function isDraining(): boolean {
  return globalForLifecycle.clinicDraining === true;
}

/** From now on this process says it is stopping (the first step of a graceful stop). */
export function beginDraining(): void {
  globalForLifecycle.clinicDraining = true;
}

/**
 * A graceful stop on SIGTERM or SIGINT (systemd's stop, an upgrade's restart): the process keeps
 * answering while its health check says it is going (the proxy checks every second and stops
 * sending it requests), so the requests in flight and those already on their way finish; then its
 * job workers finish their jobs or hand them back (pg-boss, up to 10 s); then it exits. Next's own
 * signal handling is off (NEXT_MANUAL_SIG_HANDLE, set by scripts/start.mjs), so this is the one.
 */
export function stopGracefullyOnSignals(): void {
  if (!process.env.NEXT_MANUAL_SIG_HANDLE || globalForLifecycle.clinicShutdownHooked) return;
  globalForLifecycle.clinicShutdownHooked = true;
  const stop = async (signal: NodeJS.Signals) => {
    if (isDraining()) return;
    beginDraining();
    logger.info("stopping: draining requests", { signal, drainMs: env.SHUTDOWN_DRAIN_MS });
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
    try {
      await stopJobQueue({ graceful: true });
    } catch (error) {
      logger.error("the job queue did not stop cleanly", { error });
    }
    logger.info("stopped", { signal });
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
