import { connection } from "next/server";

import { otherMethods } from "~/server/api/rest/other-methods";
import { ensureDatabaseReady, pingDatabase } from "~/server/database-ready";
import { ServiceUnavailableError, toApiErrorBody } from "~/server/errors";
import { jobWorkersRunning } from "~/server/jobs/job-queue";
import { logger } from "~/server/logger";
import { isDraining } from "~/server/process-lifecycle";

const NO_STORE = { "cache-control": "no-store" };

/** Not ready: a 503 in the one error shape, naming why (`reason`) for whoever reads the check. */
function notReady(reason: "stopping" | "database" | "jobs"): Response {
  const unavailable = new ServiceUnavailableError();
  return Response.json(
    { ...toApiErrorBody(unavailable.code, unavailable.message), ok: false, reason },
    { status: 503, headers: { ...NO_STORE, "retry-after": String(unavailable.retryAfterSeconds) } },
  );
}

/**
 * Readiness (run contract; the proxy's health check): 200 once the database answers, its
 * migrations are applied and this process works the job queues; 503 while any of these fails and
 * from the moment the process is asked to stop (it finishes what it has, the proxy sends it no more).
 */
export async function GET(): Promise<Response> {
  // Answered per request, never prerendered at build time. A test that calls the handler directly
  // has no request scope for Next to mark; there is nothing to prerender there either.
  try {
    await connection();
  } catch {
    // Called outside Next: no request scope.
  }
  if (isDraining()) return notReady("stopping");
  try {
    await ensureDatabaseReady();
    await pingDatabase();
  } catch (error) {
    logger.error("health check failed", { error });
    return notReady("database");
  }
  // The workers start right after the database is ready, before the first request (instrumentation).
  if (!jobWorkersRunning()) {
    return notReady("jobs");
  }
  return Response.json({ ok: true }, { headers: NO_STORE });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
