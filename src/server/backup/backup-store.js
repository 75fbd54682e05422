// Where backups are kept: a folder (BACKUP_DIR) or, when the media are in S3-compatible storage,
// that storage (BACKUP_S3_BUCKET, else the media's bucket) under backups/.
import { createReadStream, createWriteStream } from "node:fs";
import { readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import { DeleteObjectCommand, GetObjectCommand, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";

import { BackupError } from "./backup-error.js";
import { backupTakenAt } from "./backup-name.js";
import { listKeys, s3Client } from "./s3-client.js";

/** @typedef {{ kind: "local"; dir: string } | ({ kind: "s3"; prefix: string } & import("./s3-client.js").TS3Place)} TBackupPlace */
/** @typedef {{ name: string; takenAt: Date; size: number }} TStoredBackup */

/** @param {TBackupPlace} place */
export function describePlace(place) {
  return place.kind === "local" ? place.dir : `s3://${place.bucket}/${place.prefix}`;
}

/**
 * The backups kept there, oldest first (files that are not backups of ours are left out).
 * @param {TBackupPlace} place
 * @returns {Promise<TStoredBackup[]>}
 */
export async function listBackups(place) {
  /** @type {TStoredBackup[]} */
  const found = [];
  if (place.kind === "local") {
    for (const name of await readdir(place.dir).catch(() => /** @type {string[]} */ ([]))) {
      const takenAt = backupTakenAt(name);
      if (takenAt) found.push({ name, takenAt, size: (await stat(path.join(place.dir, name))).size });
    }
  } else {
    for await (const object of listKeys(s3Client(place), place.bucket, place.prefix)) {
      const name = object.key.slice(place.prefix.length);
      const takenAt = backupTakenAt(name);
      if (takenAt) found.push({ name, takenAt, size: object.size });
    }
  }
  return found.sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

/**
 * Keeps the finished backup `file` there under `name`; the file is moved (local) or removed once
 * uploaded (S3). Answers where it is.
 * @param {TBackupPlace} place
 * @param {string} file
 * @param {string} name
 */
export async function saveBackup(place, file, name) {
  if (place.kind === "local") {
    const target = path.join(place.dir, name);
    await rename(file, target);
    return target;
  }
  const { size } = await stat(file);
  await new Upload({
    client: s3Client(place),
    params: { Bucket: place.bucket, Key: `${place.prefix}${name}`, Body: createReadStream(file), ContentType: "application/octet-stream", ContentLength: size },
    partSize: 16 * 1024 * 1024,
    queueSize: 4,
  }).done();
  await rm(file, { force: true });
  return `s3://${place.bucket}/${place.prefix}${name}`;
}

/**
 * A local file of the backup `which`: a path to a file, a name kept there, or "latest". Answers the
 * file and whether it is a download to remove after use.
 * @param {TBackupPlace} place
 * @param {string} which
 * @param {string} workDir where a download goes
 * @returns {Promise<{ name: string; file: string; downloaded: boolean }>}
 */
export async function fetchBackup(place, which, workDir) {
  if (which.includes("/") && !which.startsWith("s3://")) {
    await stat(which).catch(() => {
      throw new BackupError(`There is no backup file ${which}.`);
    });
    return { name: path.basename(which), file: which, downloaded: false };
  }
  let name = which.startsWith("s3://") ? which.slice(which.lastIndexOf("/") + 1) : which;
  if (name === "latest") {
    const newest = (await listBackups(place)).at(-1);
    if (!newest) throw new BackupError(`There is no backup in ${describePlace(place)}.`);
    name = newest.name;
  }
  if (!backupTakenAt(name)) throw new BackupError(`"${which}" is not a backup: give a file's path, a backup's name (npm run restore -- --list) or latest.`);
  if (place.kind === "local") {
    const file = path.join(place.dir, name);
    await stat(file).catch(() => {
      throw new BackupError(`There is no backup ${name} in ${place.dir}.`);
    });
    return { name, file, downloaded: false };
  }
  const file = path.join(workDir, name);
  try {
    const answer = await s3Client(place).send(new GetObjectCommand({ Bucket: place.bucket, Key: `${place.prefix}${name}` }));
    await pipeline(/** @type {import("node:stream").Readable} */ (answer.Body), createWriteStream(file));
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) throw new BackupError(`There is no backup ${name} in ${describePlace(place)}.`);
    throw error;
  }
  return { name, file, downloaded: true };
}

/**
 * @param {TBackupPlace} place
 * @param {string} name
 */
export async function deleteBackup(place, name) {
  if (!backupTakenAt(name)) throw new Error(`not a backup's name: ${name}`);
  if (place.kind === "local") await rm(path.join(place.dir, name), { force: true });
  else await s3Client(place).send(new DeleteObjectCommand({ Bucket: place.bucket, Key: `${place.prefix}${name}` }));
}
