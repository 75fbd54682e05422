/**
 * How much of a lesson the server credits as watched between two reports of its position
 * (decision 037). The client only says where the video is; the time comes from the server's clock.
 */

/** Parents may watch at up to twice the normal speed and still be credited for all of it. */
export const MAX_PLAYBACK_RATE = 2;

/**
 * The video time played between the last report (`from`) and this one: what the position moved
 * forward, but never more than the real time between the two reports allows at the fastest
 * speed. A seek back or a report of the same position credits nothing; a seek forward credits at
 * most what playing would have. The caller caps the sum at the lesson's length.
 */
export function creditedWatchMs({
  fromPositionMs,
  toPositionMs,
  elapsedMs,
}: {
  fromPositionMs: number;
  toPositionMs: number;
  elapsedMs: number;
}): number {
  const forwardMs = toPositionMs - fromPositionMs;
  if (forwardMs <= 0 || elapsedMs <= 0) return 0;
  return Math.floor(Math.min(forwardMs, elapsedMs * MAX_PLAYBACK_RATE));
}
