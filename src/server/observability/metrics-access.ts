import "server-only";

import { sameInConstantTime } from "~/server/auth/constant-time";
import { AppError, NO_ENDPOINT_MESSAGE } from "~/server/errors";

export const METRICS_TOKEN_MESSAGE = "This address needs the metrics token: Authorization: Bearer <METRICS_TOKEN>.";

/** RFC 6750's credentials: the scheme (any case) and one token of its characters. */
const BEARER = /^bearer +([A-Za-z0-9._~+/-]+=*) *$/i;
/** Longer than any token METRICS_TOKEN accepts: not compared at all. */
const LONGEST_HEADER = 1_024;

/**
 * Who may read /api/metrics (decision 043): nobody when METRICS_TOKEN is not set — the address
 * then answers as if it did not exist (404) —, else whoever sends that token as a Bearer
 * credential, compared in constant time (401 otherwise). Null when the caller may read.
 */
export function metricsAccessRefusal(headers: Pick<Headers, "get">, token: string | undefined): AppError | null {
  if (!token) return new AppError("NOT_FOUND", NO_ENDPOINT_MESSAGE);
  const header = headers.get("authorization") ?? "";
  const offered = header.length <= LONGEST_HEADER ? BEARER.exec(header)?.[1] : undefined;
  // Compared even when no token was offered, so a missing, malformed or wrong one take the same time.
  const matches = sameInConstantTime(offered ?? "", token);
  return offered !== undefined && matches ? null : new AppError("UNAUTHORIZED", METRICS_TOKEN_MESSAGE);
}
