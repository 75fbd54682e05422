import "server-only";

export { isMediaKey } from "./media-key.js";

/**
 * Where uploaded media live (decision 026): one interface, two places. DATA_DIR/media by default;
 * S3-compatible object storage when S3_BUCKET is set, so several app processes share the files.
 * Keys are ours, never a client's: "<folder>/<uuid>.<ext>".
 */
export type MediaFolder = "lessons" | "images";

export type StoredMedia = { size: number; lastModified: Date };

export type ByteRange = { start: number; end: number };

export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Stores a finished file under `key`; the file stays where it was (the caller removes it). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The object's size and time, or null when there is none under `key`. */
  head(key: string): Promise<StoredMedia | null>;
  /** The bytes of `range` (inclusive), or all of them. */
  read(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
  /**
   * A short-lived address the browser reads from directly (S3), or null where the app serves the
   * bytes itself (local).
   */
  presignedReadUrl(key: string, options: { ttlSeconds: number; contentType: string }): Promise<string | null>;
  remove(key: string): Promise<void>;
}

/** A new key for a file of `extension` in `folder`. */
export function newMediaKey(folder: MediaFolder, extension: "mp4" | "webp" | "jpg" | "png"): string {
  return `${folder}/${crypto.randomUUID()}.${extension}`;
}
