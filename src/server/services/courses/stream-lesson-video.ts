import "server-only";

import { createReadStream, existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

import { eq } from "drizzle-orm";

import { env } from "~/env";
import type { RequestSession } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { courseModules, lessons } from "~/server/db/schema";
import { AppError, toApiErrorBody } from "~/server/errors";
import { getMediaStorage, isMediaKey, type ByteRange, type MediaStorage } from "~/server/media";
import { isEnrolled } from "./enrollment-access";
import { VIDEO_URL_TTL_SECONDS, verifyLessonVideoUrl } from "./lesson-video-url";

/**
 * Lessons uploaded in the back-office are in the media store (keys "lessons/<uuid>.mp4"). The demo
 * lessons are files shipped in content/lessons (or, from before the media store, in
 * DATA_DIR/media/lessons). They are read at run time from where `npm start` runs, never bundled,
 * so the build's file tracing is told to leave these paths alone (`turbopackIgnore`).
 */
export function lessonFilePath(videoKey: string): string | null {
  const name = path.basename(videoKey);
  if (name !== videoKey || !/^[\w.-]+\.mp4$/.test(name)) return null;
  for (const dir of [path.resolve(env.DATA_DIR, "media", "lessons"), path.resolve(process.cwd(), "content", "lessons")]) {
    const file = path.join(/*turbopackIgnore: true*/ dir, name);
    if (existsSync(/*turbopackIgnore: true*/ file)) return file;
  }
  return null;
}

/** A single `bytes=` range of a file of `size` bytes, or "invalid"; null for the whole file. */
export function parseRange(header: string | null, size: number): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? "invalid" : { start, end };
}

/**
 * The bytes of a lesson for the parent it was signed for: anonymous → 401; another parent, a
 * tampered or expired address, or no enrollment → 403. Supports Range (seeking in every browser).
 */
export async function streamLessonVideo({
  db,
  session,
  lessonId,
  searchParams,
  rangeHeader,
}: {
  db: Database;
  session: RequestSession | null;
  lessonId: string;
  searchParams: URLSearchParams;
  rangeHeader: string | null;
}): Promise<Response> {
  if (!session) throw new AppError("UNAUTHORIZED", "Please log in to watch this lesson.");
  const signedFor = verifyLessonVideoUrl(lessonId, searchParams);
  if (!signedFor || signedFor !== session.user.id) throw new AppError("FORBIDDEN", "This video link has expired. Please reload the lesson.");
  const [lesson] = await db
    .select({ videoKey: lessons.videoKey, courseId: courseModules.courseId })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw new AppError("NOT_FOUND", "Lesson not found");
  if (!(await isEnrolled(db, session.user.id, lesson.courseId))) throw new AppError("FORBIDDEN", "Enroll in this course to watch its lessons.");
  if (isMediaKey(lesson.videoKey)) return storedVideoResponse(getMediaStorage(), lesson.videoKey, rangeHeader);
  const file = lessonFilePath(lesson.videoKey);
  if (!file) throw new AppError("NOT_FOUND", MISSING_VIDEO);
  const { size, mtime } = await stat(/*turbopackIgnore: true*/ file);
  return rangedVideoResponse({ size, lastModified: mtime, rangeHeader, open: (range) => Readable.toWeb(createReadStream(/*turbopackIgnore: true*/ file, range)) as ReadableStream<Uint8Array> });
}

const MISSING_VIDEO = "This lesson's video is missing. Please tell the clinic.";
/** Presigned addresses to the bucket live five minutes: enough to start; seeking asks again. */
const PRESIGNED_TTL_SECONDS = 5 * 60;

/**
 * An uploaded lesson from the media store: with S3, a redirect to a presigned address of the
 * bucket (the bytes do not pass through the app); locally, the bytes with Range support.
 */
async function storedVideoResponse(storage: MediaStorage, key: string, rangeHeader: string | null): Promise<Response> {
  const presigned = await storage.presignedReadUrl(key, { ttlSeconds: PRESIGNED_TTL_SECONDS, contentType: "video/mp4" });
  if (presigned) return new Response(null, { status: 302, headers: { location: presigned, "cache-control": "private, no-store" } });
  const stored = await storage.head(key);
  if (!stored) throw new AppError("NOT_FOUND", MISSING_VIDEO);
  return rangedVideoResponse({ size: stored.size, lastModified: stored.lastModified, rangeHeader, open: (range) => storage.read(key, range) });
}

async function rangedVideoResponse({
  size,
  lastModified,
  rangeHeader,
  open,
}: {
  size: number;
  lastModified: Date;
  rangeHeader: string | null;
  open: (range: ByteRange) => ReadableStream<Uint8Array> | Promise<ReadableStream<Uint8Array>>;
}): Promise<Response> {
  const headers = new Headers({
    "content-type": "video/mp4",
    "accept-ranges": "bytes",
    // Private: the address is signed for one parent; it may be reused while it is valid.
    "cache-control": `private, max-age=${VIDEO_URL_TTL_SECONDS}`,
    "last-modified": lastModified.toUTCString(),
    "content-disposition": "inline",
    "x-content-type-options": "nosniff",
  });
  const range = parseRange(rangeHeader, size);
  if (range === "invalid") {
    // The video element reads Content-Range; an API client reads the one error shape.
    const refusal = Response.json(toApiErrorBody("RANGE_NOT_SATISFIABLE", "The requested range is not within the video."), { status: 416 });
    refusal.headers.set("content-range", `bytes */${size}`);
    refusal.headers.set("accept-ranges", "bytes");
    refusal.headers.set("cache-control", "no-store");
    return refusal;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers.set("content-length", String(end - start + 1));
  if (range) headers.set("content-range", `bytes ${start}-${end}/${size}`);
  return new Response(await open({ start, end }), { status: range ? 206 : 200, headers });
}
