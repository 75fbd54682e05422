/**
 * At most this many calls in one tRPC batch (server refuses more; the client splits its batches).
 * A batch is one request to every per-request limit, so an unbounded one would carry hundreds of
 * guesses or password hashes past them.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
