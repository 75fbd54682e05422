import "server-only";

import { availableParallelism } from "node:os";

import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

import { AppError } from "~/server/errors";

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): ~20–40 ms here, memory-hard against
// GPU guessing. Runs on libuv's thread pool, so the event loop keeps serving while it hashes.
// See docs/decisions/ for the parameters.
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash takes 19 MiB and a core for tens of milliseconds: at most one per core at a time, and a
// short queue; past it the server says it is busy instead of queueing memory and CPU without end.
const hashing = pLimit(Math.max(1, availableParallelism()));
export const MAX_QUEUED_HASHES = 32;

function limited<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= MAX_QUEUED_HASHES) {
    return Promise.reject(new AppError("SERVICE_UNAVAILABLE", "The server is busy. Please try again in a moment."));
  }
  return hashing(work);
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limited(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}
