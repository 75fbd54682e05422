// `npm run backup` (scripts/backup.mjs), nightly by clinic-backup.timer: the database's dump and
// every uploaded media object in one tar archive, encrypted with age as it is written, kept in
// BACKUP_DIR or the S3-compatible storage, then the retention applied (decision 042).
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import tar from "tar-stream";

import { backupName } from "./backup-name.js";
import { deleteBackup, describePlace, listBackups, saveBackup } from "./backup-store.js";
import { DUMP_FILE, dumpDatabase } from "./database-dump.js";
import { encryptStream } from "./encryption.js";
import { listMedia, readMedia } from "./media-files.js";
import { chooseBackupsToKeep, RETENTION } from "./retention.js";

export const BACKUP_FORMAT = "clinic-backup/1";
export const MANIFEST_FILE = "manifest.json";

/**
 * @typedef {{
 *   format: string; takenAt: string; engine: string; engineVersion: string; dumpedWith: string;
 *   database: { file: string; bytes: number; sha256: string };
 *   media: { from: "local" | "s3"; objects: Array<{ key: string; bytes: number; sha256: string }> };
 * }} TManifest
 */

/**
 * @param {{
 *   database: import("./database-dump.js").TDatabaseTarget;
 *   media: import("./media-files.js").TMediaPlace;
 *   store: import("./backup-store.js").TBackupPlace;
 *   recipients: ReadonlyArray<string>;
 *   workRoot: string; // BACKUP_DIR: work files, and last-backup.json
 *   now?: Date;
 *   prune?: boolean;
 * }} options
 */
export async function createBackup({ database, media, store, recipients, workRoot, now = new Date(), prune = true }) {
  const started = performance.now();
  await mkdir(workRoot, { recursive: true, mode: 0o700 });
  const workDir = await mkdtemp(path.join(workRoot, ".backup-"));
  try {
    const dumpFile = path.join(workDir, DUMP_FILE[database.kind]);
    const dumped = await dumpDatabase(database, dumpFile);
    const dumpMs = performance.now() - started;
    const objects = await listMedia(media);

    const name = backupName(now);
    const partial = path.join(workDir, `${name}.partial`);
    const pack = tar.pack();
    const encrypted = await encryptStream(/** @type {ReadableStream<Uint8Array>} */ (Readable.toWeb(Readable.from(pack))), recipients);
    const written = pipeline(Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (encrypted)), createWriteStream(partial, { mode: 0o600 }));
    const packed = (async () => {
      const databaseEntry = { file: DUMP_FILE[database.kind], ...(await addEntry(pack, DUMP_FILE[database.kind], (await stat(dumpFile)).size, createReadStream(dumpFile))) };
      /** @type {TManifest["media"]["objects"]} */
      const mediaEntries = [];
      for (const object of objects) {
        mediaEntries.push({ key: object.key, ...(await addEntry(pack, `media/${object.key}`, object.size, await readMedia(media, object.key))) });
      }
      /** @type {TManifest} */
      const manifest = { format: BACKUP_FORMAT, takenAt: now.toISOString(), ...dumped, database: databaseEntry, media: { from: media.kind, objects: mediaEntries } };
      const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
      await addEntry(pack, MANIFEST_FILE, manifestBytes.length, Readable.from([manifestBytes]));
      pack.finalize();
      return manifest;
    })().catch((error) => {
      pack.destroy(error);
      throw error;
    });
    const [, manifest] = await Promise.all([written, packed]);
    const { size } = await stat(partial);
    const location = await saveBackup(store, partial, name);

    const deleted = prune ? await applyRetention(store) : [];
    const summary = {
      name,
      location,
      bytes: size,
      databaseBytes: manifest.database.bytes,
      mediaObjects: manifest.media.objects.length,
      mediaBytes: manifest.media.objects.reduce((sum, object) => sum + object.bytes, 0),
      engine: manifest.engine,
      dumpMs: Math.round(dumpMs),
      totalMs: Math.round(performance.now() - started),
      deleted,
    };
    // Read by whoever watches the backups (their age): the last one that worked.
    await writeFile(path.join(workRoot, "last-backup.json"), `${JSON.stringify({ ...summary, finishedAt: new Date().toISOString() }, null, 2)}\n`);
    return summary;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Deletes the backups the retention does not keep; answers their names.
 * @param {import("./backup-store.js").TBackupPlace} store
 */
export async function applyRetention(store) {
  const backups = await listBackups(store);
  const keep = chooseBackupsToKeep(backups, RETENTION);
  const deleted = backups.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
  for (const name of deleted) await deleteBackup(store, name);
  return deleted;
}

export { describePlace };

/**
 * One file of the archive, streamed in; answers its size and SHA-256.
 * @param {tar.Pack} pack
 * @param {string} name
 * @param {number} size
 * @param {Readable} source
 */
async function addEntry(pack, name, size, source) {
  const hash = createHash("sha256");
  let bytes = 0;
  await new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) }, (error) => (error ? reject(error) : resolve(undefined)));
    (async () => {
      for await (const chunk of source) {
        hash.update(chunk);
        bytes += chunk.length;
        if (!entry.write(chunk)) await new Promise((drained) => entry.once("drain", () => drained(undefined)));
      }
      entry.end(undefined);
    })().catch((error) => {
      entry.destroy(error);
      reject(error);
    });
  });
  return { bytes, sha256: hash.digest("hex") };
}
