import { S3Client } from "@aws-sdk/client-s3";

/** @typedef {{ bucket: string; region: string; endpoint?: string; accessKeyId: string; secretAccessKey: string }} TS3Place */

/**
 * An S3 client for the media store's settings (S3_*), as src/server/media/s3-media-storage.ts makes
 * it: path-style addressing for providers other than AWS.
 * @param {TS3Place} place
 */
export function s3Client(place) {
  const key = JSON.stringify([place.bucket, place.region, place.endpoint, place.accessKeyId]);
  let client = clients.get(key);
  if (!client) clients.set(key, (client = newClient(place)));
  return client;
}

/** @type {Map<string, S3Client>} */
const clients = new Map();

/** @param {TS3Place} place */
function newClient(place) {
  return new S3Client({
    region: place.region,
    endpoint: place.endpoint,
    forcePathStyle: Boolean(place.endpoint),
    credentials: { accessKeyId: place.accessKeyId, secretAccessKey: place.secretAccessKey },
  });
}

/**
 * Every key under `prefix`, page by page.
 * @param {S3Client} client
 * @param {string} bucket
 * @param {string} prefix
 * @returns {AsyncGenerator<{ key: string; size: number }>}
 */
export async function* listKeys(client, bucket, prefix) {
  const { ListObjectsV2Command } = await import("@aws-sdk/client-s3");
  let ContinuationToken;
  do {
    /** @type {import("@aws-sdk/client-s3").ListObjectsV2CommandOutput} */
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
    for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}
