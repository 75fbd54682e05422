import "server-only";

import { env } from "~/env";
import { getDb } from "~/server/db/client";
import { TooManyRequestsError, type AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { createBatchedCounter } from "~/server/services/security/batched-counter";
import { apiCallsPerAddress } from "~/server/services/security/limits";
import { clientAddress } from "./client-address";

const FLOOD_MESSAGE = "Too many requests. Please wait a minute and try again.";

// One per process: its local counts are added to the shared table every quarter second.
const counter = createBatchedCounter({ db: getDb });

/**
 * Counts one API call of the client against API_RATE_LIMIT_PER_MINUTE, in the table every app
 * process shares (decision 015): the 429 to answer when over it, else null. A database that does
 * not answer lets the call through — the route behind it answers for itself then.
 */
export async function apiFloodRefusal(headers: Pick<Headers, "get">): Promise<AppError | null> {
  try {
    const { allowed, retryAfterSeconds } = await counter.take(apiCallsPerAddress(clientAddress(headers), env.API_RATE_LIMIT_PER_MINUTE));
    return allowed ? null : new TooManyRequestsError(FLOOD_MESSAGE, retryAfterSeconds);
  } catch (error) {
    logger.error("API flood limit could not be counted", { error });
    return null;
  }
}
