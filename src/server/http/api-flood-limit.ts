import "server-only";

import { env } from "~/env";
import { getDb } from "~/server/db/client";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { apiCallsPerAddress } from "~/server/services/security/limits";
import { consumeRateLimits } from "~/server/services/security/rate-limit";
import { clientAddress } from "./client-address";

const FLOOD_MESSAGE = "Too many requests. Please wait a minute and try again.";

/**
 * Counts one API call of the client against API_RATE_LIMIT_PER_MINUTE, in the database every app
 * process shares (decision 015): the 429 to answer when over it, else null. A database that does
 * not answer lets the call through — the route behind it answers for itself then.
 */
export async function apiFloodRefusal(headers: Pick<Headers, "get">): Promise<AppError | null> {
  try {
    await consumeRateLimits(getDb(), [apiCallsPerAddress(clientAddress(headers), env.API_RATE_LIMIT_PER_MINUTE)], FLOOD_MESSAGE);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    logger.error("API flood limit could not be counted", { error });
    return null;
  }
}
