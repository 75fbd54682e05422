import "server-only";

import { codeChecksPerAddress, factorFailuresPerAccount } from "../security/limits";
import { clientAddress, consumeRateLimits, releaseRateLimits } from "../security/rate-limit";
import type { Database } from "~/server/db/client";

const LOCKED_MESSAGE = "Too many wrong codes. Please wait 15 minutes and try again.";

/**
 * Counts a second-factor try against the account's and the address's limits before it is compared
 * (so racing tries cannot pass them); the returned function gives the slot back after a right one.
 */
export async function countFactorTry(db: Database, userId: string, headers: Headers): Promise<() => Promise<void>> {
  const limits = [factorFailuresPerAccount(userId), codeChecksPerAddress(clientAddress(headers))];
  const now = new Date();
  await consumeRateLimits(db, limits, LOCKED_MESSAGE, now);
  return () => releaseRateLimits(db, limits, now);
}
