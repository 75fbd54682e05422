import "server-only";

import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";

import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";

import { isMediaKey, type MediaStorage } from "./media-storage";

export type S3Settings = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Another provider than AWS (R2, MinIO, a local fake): its address, with path-style keys. */
  endpoint?: string;
};

/**
 * Media in an S3-compatible bucket, shared by every app process. Videos are read by the browser
 * straight from the bucket through presigned addresses that live minutes, once the app has checked
 * that the parent may watch.
 */
export function s3MediaStorage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return key;
  };
  return {
    kind: "s3",
    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      // Multipart for large videos: parts of 8 MB, four at a time, never the whole file in memory.
      const upload = new Upload({
        client,
        params: { Bucket, Key: checked(key), Body: createReadStream(file), ContentType: contentType, ContentLength: size },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
      });
      await upload.done();
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { size: answer.ContentLength ?? 0, lastModified: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NotFound")) return null;
        throw error;
      }
    },
    async read(key, range) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      if (!answer.Body) throw new Error(`empty body for ${key}`);
      return Readable.toWeb(answer.Body as Readable) as ReadableStream<Uint8Array>;
    },
    async presignedReadUrl(key, { ttlSeconds, contentType }) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: checked(key), ResponseContentType: contentType }), { expiresIn: ttlSeconds });
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
