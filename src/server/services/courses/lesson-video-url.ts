import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { getAuthSecret } from "~/server/auth/secret";

/** Signed video addresses live a few minutes: long enough to start and seek, too short to share. */
export const VIDEO_URL_TTL_SECONDS = 10 * 60;

function signature(lessonId: string, userId: string, expires: number): string {
  return createHmac("sha256", getAuthSecret()).update(`lesson-video:${lessonId}:${userId}:${expires}`).digest("base64url");
}

export function signLessonVideoUrl(lessonId: string, userId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + VIDEO_URL_TTL_SECONDS;
  const params = new URLSearchParams({ u: userId, e: String(expires), s: signature(lessonId, userId, expires) });
  return `/api/media/lessons/${lessonId}?${params}`;
}

/** The user the address was signed for, when its signature holds and it has not expired. */
export function verifyLessonVideoUrl(lessonId: string, params: URLSearchParams, now = Date.now()): string | null {
  const userId = params.get("u");
  const expires = Number(params.get("e"));
  const given = params.get("s");
  if (!userId || !given || !Number.isInteger(expires) || expires * 1000 < now) return null;
  const expected = Buffer.from(signature(lessonId, userId, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId : null;
}
