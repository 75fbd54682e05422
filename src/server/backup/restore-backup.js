// `npm run restore -- <backup>` (scripts/restore.mjs): the backup is decrypted and unpacked into a
// work folder first, every byte checked (age's authentication, then each file's SHA-256 against
// the manifest), and only then the database restored into an empty one and the media put back.
// A changed or cut backup, or the wrong key, restores nothing (decision 042).
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import tar from "tar-stream";

import { isMediaKey } from "../media/media-key.js";
import { BackupError } from "./backup-error.js";
import { fetchBackup } from "./backup-store.js";
import { BACKUP_FORMAT, MANIFEST_FILE } from "./create-backup.js";
import { DUMP_FILE, countRelations, refuseUnlessEmpty, restoreDatabase } from "./database-dump.js";
import { decryptStream, describeDecryptionFailure } from "./encryption.js";
import { writeMedia } from "./media-files.js";

const ENGINE_OF_TARGET = { server: "postgresql", embedded: "pglite" };

/**
 * @param {{
 *   which: string; // a file's path, a backup's name in the store, or "latest"
 *   store: import("./backup-store.js").TBackupPlace;
 *   identities: ReadonlyArray<string>;
 *   database: import("./database-dump.js").TDatabaseTarget;
 *   media: import("./media-files.js").TMediaPlace;
 *   force?: boolean;
 *   workRoot: string;
 *   now?: Date;
 * }} options
 */
export async function restoreBackup({ which, store, identities, database, media, force = false, workRoot, now = new Date() }) {
  const started = performance.now();
  // Before any download: a database that is not empty stops here unless --force.
  const relations = await countRelations(database);
  refuseUnlessEmpty(database, relations, force);

  await mkdir(workRoot, { recursive: true, mode: 0o700 });
  const workDir = await mkdtemp(path.join(workRoot, ".restore-"));
  try {
    const fetched = await fetchBackup(store, which, workDir);
    const unpacked = path.join(workDir, "unpacked");
    await mkdir(path.join(unpacked, "media"), { recursive: true });
    const files = await unpack(fetched.file, fetched.name, identities, unpacked);
    if (fetched.downloaded) await rm(fetched.file, { force: true });
    const manifest = checkManifest(await readManifest(unpacked, fetched.name), files, fetched.name);
    if (manifest.engine !== ENGINE_OF_TARGET[database.kind]) {
      throw new BackupError(
        manifest.engine === "pglite"
          ? `${fetched.name} is of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR/db).`
          : `${fetched.name} is of a PostgreSQL server: set DATABASE_URL to the (empty) database to restore it into.`,
      );
    }
    const checkedMs = performance.now() - started;

    const { movedAside } = await restoreDatabase(database, path.join(unpacked, manifest.database.file), { force, now, relations });
    const databaseMs = performance.now() - started - checkedMs;
    for (const object of manifest.media.objects) await writeMedia(media, object.key, path.join(unpacked, "media", object.key));
    return {
      name: fetched.name,
      takenAt: manifest.takenAt,
      engine: manifest.engine,
      databaseBytes: manifest.database.bytes,
      mediaObjects: manifest.media.objects.length,
      movedAside,
      checkedMs: Math.round(checkedMs),
      databaseMs: Math.round(databaseMs),
      totalMs: Math.round(performance.now() - started),
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Decrypts and unpacks the backup into `into`, hashing each file as it is written. Only the
 * names a backup holds are accepted (no path leaves `into`).
 * @param {string} file
 * @param {string} name
 * @param {ReadonlyArray<string>} identities
 * @param {string} into
 * @returns {Promise<Map<string, { bytes: number; sha256: string }>>}
 */
async function unpack(file, name, identities, into) {
  /** @type {Map<string, { bytes: number; sha256: string }>} */
  const files = new Map();
  try {
    const plaintext = await decryptStream(/** @type {ReadableStream<Uint8Array>} */ (Readable.toWeb(createReadStream(file))), identities);
    const extract = tar.extract();
    const reading = pipeline(Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (plaintext)), extract);
    const writing = (async () => {
      for await (const entry of extract) {
        const entryName = entry.header.name;
        const allowed = entry.header.type === "file" && !files.has(entryName) && (entryName === MANIFEST_FILE || Object.values(DUMP_FILE).includes(/** @type {never} */ (entryName)) || (entryName.startsWith("media/") && isMediaKey(entryName.slice(6))));
        if (!allowed) throw new BackupError(`${name} holds "${entryName}", which no backup holds: it was not made by npm run backup. Nothing was restored.`);
        const target = path.join(into, entryName);
        await mkdir(path.dirname(target), { recursive: true });
        const hash = createHash("sha256");
        let bytes = 0;
        await pipeline(
          /** @type {AsyncIterable<Buffer>} */ (entry),
          /** @param {AsyncIterable<Buffer>} chunks */
          async function* (chunks) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              bytes += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(target, { mode: 0o600 }),
        );
        files.set(entryName, { bytes, sha256: hash.digest("hex") });
      }
    })();
    await Promise.all([reading, writing]);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw describeDecryptionFailure(error, name);
  }
  return files;
}

/** @param {string} unpacked @param {string} name */
async function readManifest(unpacked, name) {
  try {
    return JSON.parse(await readFile(path.join(unpacked, MANIFEST_FILE), "utf8"));
  } catch {
    throw new BackupError(`${name} has no readable manifest: it was not made by npm run backup, or not finished. Nothing was restored.`);
  }
}

/**
 * The manifest, once every file it lists is there with its size and SHA-256.
 * @param {import("./create-backup.js").TManifest} manifest
 * @param {Map<string, { bytes: number; sha256: string }>} files
 * @param {string} name
 */
function checkManifest(manifest, files, name) {
  if (manifest?.format !== BACKUP_FORMAT) throw new BackupError(`${name} is in a format this version does not read (${String(manifest?.format)}). Nothing was restored.`);
  const listed = [manifest.database, ...manifest.media.objects.map(({ key, bytes, sha256 }) => ({ file: `media/${key}`, bytes, sha256 }))];
  for (const { file, bytes, sha256 } of listed) {
    const found = files.get(file);
    if (!found || found.bytes !== bytes || found.sha256 !== sha256) {
      throw new BackupError(`${name} failed its integrity check: ${file} ${found ? "differs from what was backed up" : "is missing"}. Nothing was restored.`);
    }
  }
  return manifest;
}
