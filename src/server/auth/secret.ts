import "server-only";

import { env } from "~/env";

/**
 * AUTH_SECRET signs sessions, reset tokens and video URLs. The launcher (scripts/start.mjs,
 * scripts/dev.mjs) generates one under DATA_DIR outside production, so it is always set here.
 */
export function getAuthSecret(): string {
  if (!env.AUTH_SECRET) {
    throw new Error("AUTH_SECRET is not set: start the app with `npm start` or set AUTH_SECRET");
  }
  return env.AUTH_SECRET;
}
