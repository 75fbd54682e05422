import { connection } from "next/server";

import { otherMethods } from "~/server/api/rest/other-methods";
import { ensureDatabaseReady, pingDatabase } from "~/server/database-ready";
import { logger } from "~/server/logger";

/** 200 once the database answers and migrations are applied (run contract). */
export async function GET(): Promise<Response> {
  // Answered per request, never prerendered at build time. A test that calls the handler directly
  // has no request scope for Next to mark; there is nothing to prerender there either.
  try {
    await connection();
  } catch {
    // Called outside Next: no request scope.
  }
  try {
    await ensureDatabaseReady();
    await pingDatabase();
    return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger.error("health check failed", { error });
    return Response.json({ ok: false }, { status: 503, headers: { "cache-control": "no-store" } });
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
