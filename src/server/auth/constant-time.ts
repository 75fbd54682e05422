import "server-only";

import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether two secrets (a notification secret, an indicator, a session id) are equal, in a time
 * that tells nothing of where they differ: both are hashed first, so lengths need not match.
 */
export function sameInConstantTime(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
