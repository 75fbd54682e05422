import "server-only";

import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

import { fileTypeFromFile } from "file-type";
import { parseFile } from "music-metadata";

import { IMAGE_TYPES, LESSON_VIDEO_TYPES, NOT_A_PICTURE, NOT_A_VIDEO, uploadTooLargeMessage } from "~/schemas/admin/media";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { mediaUploads } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { newMediaKey, type MediaStorage } from "~/server/media";

export type UploadKind = "lesson_video" | "image";

export const NO_DURATION = "The length of this video could not be read. Please export it again as MP4 (H.264).";
export const EMPTY_UPLOAD = "Please choose a file.";

/** Counts the bytes going through and fails the stream the moment they pass `maxBytes`. */
function byteLimit(maxBytes: number, kind: UploadKind) {
  let seen = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new AppError("PAYLOAD_TOO_LARGE", uploadTooLargeMessage(kind, maxBytes)));
      else done(null, chunk);
    },
  });
  return { stream, bytes: () => seen };
}

/** What the file is, by its content: the stored type, extension and (for a video) its duration. */
async function inspect(file: string, kind: UploadKind) {
  const type = await fileTypeFromFile(file);
  if (kind === "image") {
    const image = IMAGE_TYPES.find((allowed) => allowed.mime === type?.mime);
    if (!image) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_A_PICTURE);
    return { contentType: image.mime, extension: image.extension, durationSeconds: null };
  }
  if (!type || !(LESSON_VIDEO_TYPES as readonly string[]).includes(type.mime)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_A_VIDEO);
  const duration = await parseFile(file, { duration: true, skipCovers: true })
    .then((metadata) => metadata.format.duration)
    .catch(() => undefined);
  if (!duration || !Number.isFinite(duration) || duration <= 0) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NO_DURATION);
  return { contentType: "video/mp4", extension: "mp4" as const, durationSeconds: Math.max(1, Math.round(duration)) };
}

/**
 * A file as the back-office sends it: the request's body, streamed to a temporary file (never
 * held in memory) and cut off past `maxBytes`; then checked by its content — a lesson video must
 * be an MP4 with a readable duration, a picture a JPEG, PNG or WebP, whatever its name or declared
 * type says — stored in the media store, and recorded. Nothing is stored or recorded when a check
 * fails (decision 026).
 */
export async function receiveUpload({
  db,
  storage,
  kind,
  body,
  declaredBytes,
  originalName,
  actorId,
  maxBytes,
  workDir,
}: {
  db: Database;
  storage: MediaStorage;
  kind: UploadKind;
  body: ReadableStream<Uint8Array> | null;
  declaredBytes: number | null;
  originalName: string;
  actorId: string;
  maxBytes: number;
  /** Where the file waits while it is checked (DATA_DIR/uploads). */
  workDir: string;
}) {
  if (declaredBytes !== null && declaredBytes > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", uploadTooLargeMessage(kind, maxBytes));
  if (!body || declaredBytes === 0) throw new AppError("BAD_REQUEST", EMPTY_UPLOAD);
  await mkdir(workDir, { recursive: true });
  const file = path.join(/*turbopackIgnore: true*/ workDir, `${crypto.randomUUID()}.upload`);
  try {
    const counter = byteLimit(maxBytes, kind);
    await pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream), counter.stream, createWriteStream(file));
    if (counter.bytes() === 0) throw new AppError("BAD_REQUEST", EMPTY_UPLOAD);
    const { contentType, extension, durationSeconds } = await inspect(file, kind);

    const key = newMediaKey(kind === "image" ? "images" : "lessons", extension);
    await storage.putFile(key, file, contentType);
    try {
      return await db.transaction(async (tx) => {
        const [upload] = await tx
          .insert(mediaUploads)
          .values({ key, kind, contentType, sizeBytes: counter.bytes(), durationSeconds, originalName: originalName.slice(0, 200), uploadedBy: actorId })
          .returning();
        await recordChange(tx, { actorId, action: kind === "image" ? "upload picture" : "upload lesson video", entity: "media", entityId: upload!.id, after: upload });
        return {
          id: upload!.id,
          durationSeconds: upload!.durationSeconds,
          sizeBytes: upload!.sizeBytes,
          originalName: upload!.originalName,
          /** A picture's public address; a video has none (it plays through signed lesson addresses). */
          url: kind === "image" ? publicImageUrl(key) : null,
        };
      });
    } catch (error) {
      // Not recorded, so not kept: no object in the store that nothing names.
      await storage.remove(key).catch(() => {});
      throw error;
    }
  } finally {
    await rm(file, { force: true });
  }
}

/** Where the site shows an uploaded picture: "/media/images/<uuid>.webp". */
export function publicImageUrl(key: string): string {
  return `/media/${key}`;
}
