import { z } from "zod/mini";

/** What the back-office may upload, and what it is told when a file is refused (decision 026). */

/** Lesson videos: MP4, which every browser the parents use plays. */
export const LESSON_VIDEO_TYPES = ["video/mp4", "video/x-m4v"] as const;
/** Pictures for services and courses. */
export const IMAGE_TYPES = [
  { mime: "image/jpeg", extension: "jpg" },
  { mime: "image/png", extension: "png" },
  { mime: "image/webp", extension: "webp" },
] as const;
/** The largest picture: 5 MB is a large photo; the pages show it at most 800 px wide. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const NOT_A_VIDEO = "This file is not an MP4 video. Please export the lesson as MP4 (H.264) and upload it again.";
export const NOT_A_PICTURE = "This file is not a JPEG, PNG or WebP picture.";
export const VIDEO_REQUIRED = "Please upload the lesson's video.";

export function uploadTooLargeMessage(kind: "lesson_video" | "image", maxBytes: number): string {
  return `This ${kind === "image" ? "picture" : "video"} is too large: at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`;
}

/** An uploaded picture's address on the site (publicImageUrl on the server). */
export const UPLOADED_IMAGE_URL = /^\/media\/images\/[0-9a-f-]{36}\.(jpg|png|webp)$/;

/** A picture: one shipped with the site (`shipped`) or one uploaded in the back-office. */
export function ZPicture<const T extends readonly [string, ...string[]]>(shipped: T) {
  const message = "Please choose one of the pictures or upload one.";
  return z.union([z.enum(shipped, { error: message }), z.string({ error: message }).check(z.regex(UPLOADED_IMAGE_URL, message))], { error: message });
}

/** An upload the server lets through: who sends it, and its largest size. */
export const ZUploadAuthorizedAnswer = z.object({ actorId: z.string(), maxBytes: z.number() });
