import { randomBytes } from "node:crypto";

/**
 * A new room for one visit: 160 random bits in lower-case hex (Jitsi folds room names to lower
 * case, so mixed-case letters would add no strength), with a fixed prefix and nothing about the
 * child, the parent or the time.
 */
export function newVideoRoom(): string {
  return `visit-${randomBytes(20).toString("hex")}`;
}

export const VIDEO_ROOM_PATTERN = /^visit-[0-9a-f]{40}$/;
