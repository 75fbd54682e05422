import "server-only";

import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): ~20–40 ms here, memory-hard against
// GPU guessing. Runs on libuv's thread pool, so the event loop keeps serving while it hashes.
// See docs/decisions/ for the parameters.
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
