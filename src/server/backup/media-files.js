// The uploaded media of a backup: every object of the media store (DATA_DIR/media, or the S3
// bucket), read and written here by key, as src/server/media/ stores them.
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, stat } from "node:fs/promises";
import path from "node:path";

import { GetObjectCommand } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";

import { MEDIA_FOLDERS, isMediaKey } from "../media/media-key.js";
import { listKeys, s3Client } from "./s3-client.js";

/** @typedef {{ kind: "local"; root: string } | ({ kind: "s3" } & import("./s3-client.js").TS3Place)} TMediaPlace */

/**
 * Every uploaded object, by key and size (files being written, `*.partial`, are not objects yet).
 * @param {TMediaPlace} place
 * @returns {Promise<Array<{ key: string; size: number }>>}
 */
export async function listMedia(place) {
  const found = [];
  if (place.kind === "s3") {
    const client = s3Client(place);
    for (const folder of MEDIA_FOLDERS) {
      for await (const object of listKeys(client, place.bucket, `${folder}/`)) if (isMediaKey(object.key)) found.push(object);
    }
    return found;
  }
  for (const folder of MEDIA_FOLDERS) {
    const names = await readdir(path.join(place.root, folder)).catch(() => /** @type {string[]} */ ([]));
    for (const name of names.sort()) {
      const key = `${folder}/${name}`;
      if (isMediaKey(key)) found.push({ key, size: (await stat(path.join(place.root, key))).size });
    }
  }
  return found;
}

/**
 * The bytes of the object under `key`.
 * @param {TMediaPlace} place
 * @param {string} key
 * @returns {Promise<import("node:stream").Readable>}
 */
export async function readMedia(place, key) {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
  if (place.kind === "local") return createReadStream(path.join(place.root, key));
  const answer = await s3Client(place).send(new GetObjectCommand({ Bucket: place.bucket, Key: key }));
  if (!answer.Body) throw new Error(`empty body for ${key}`);
  return /** @type {import("node:stream").Readable} */ (answer.Body);
}

const CONTENT_TYPES = { mp4: "video/mp4", webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

/**
 * Stores `file` as the object `key` (a reader never sees half of it).
 * @param {TMediaPlace} place
 * @param {string} key
 * @param {string} file
 */
export async function writeMedia(place, key, file) {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
  if (place.kind === "local") {
    const target = path.join(place.root, key);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(file, `${target}.partial`);
    await rename(`${target}.partial`, target);
    return;
  }
  const extension = /** @type {keyof typeof CONTENT_TYPES} */ (key.slice(key.lastIndexOf(".") + 1));
  const { size } = await stat(file);
  await new Upload({
    client: s3Client(place),
    params: { Bucket: place.bucket, Key: key, Body: createReadStream(file), ContentType: CONTENT_TYPES[extension], ContentLength: size },
    partSize: 8 * 1024 * 1024,
    queueSize: 4,
  }).done();
}
