/**
 * How much of a lesson the server credits as watched when the player reports its position
 * (decision 037). The client only says where the video is; the time comes from the server's clock.
 */

/** Parents may watch at up to twice the normal speed and still be credited for all of it. */
export const MAX_PLAYBACK_RATE = 2;
/**
 * A report that reaches the server late shortens the next interval by as much: this much extra
 * per interval keeps a parent watching at twice the speed from losing time to a slow network.
 * The run's own limit below still holds, so reporting more often gains nothing.
 */
export const LATE_REPORT_ALLOWANCE_MS = 4_000;

/**
 * The video time played since the last report of this run of playing: what the position moved
 * forward, but never more than the real time since the last report allows at the fastest speed
 * (with the late-report allowance), nor more than the whole run's real time allows at that speed
 * less what the run was already credited. A seek back or a report of the same position credits
 * nothing; a seek forward at most what playing would have. The caller caps the lesson's sum at
 * its length.
 */
export function creditedWatchMs({
  fromPositionMs,
  toPositionMs,
  sinceLastReportMs,
  runElapsedMs,
  runCreditedMs,
}: {
  fromPositionMs: number;
  toPositionMs: number;
  sinceLastReportMs: number;
  runElapsedMs: number;
  runCreditedMs: number;
}): number {
  if (sinceLastReportMs <= 0) return 0;
  const forwardMs = toPositionMs - fromPositionMs;
  const intervalMs = sinceLastReportMs * MAX_PLAYBACK_RATE + LATE_REPORT_ALLOWANCE_MS;
  const runMs = runElapsedMs * MAX_PLAYBACK_RATE - runCreditedMs;
  return Math.max(0, Math.floor(Math.min(forwardMs, intervalMs, runMs)));
}
