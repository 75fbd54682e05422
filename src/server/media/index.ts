import "server-only";

import path from "node:path";

import { env } from "~/env";
import { localMediaStorage } from "./local-media-storage";
import type { MediaStorage } from "./media-storage";
import { s3MediaStorage } from "./s3-media-storage";

export { isMediaKey, newMediaKey, type ByteRange, type MediaFolder, type MediaStorage } from "./media-storage";

let storage: MediaStorage | undefined;

/** The configured media store: S3 when S3_BUCKET is set, else DATA_DIR/media. */
export function getMediaStorage(): MediaStorage {
  storage ??=
    env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? s3MediaStorage({ bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY })
      : localMediaStorage(path.resolve(env.DATA_DIR, "media"));
  return storage;
}
