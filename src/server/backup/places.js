import path from "node:path";

/**
 * The database, the media store and the backups' place, from the validated settings (src/env.js).
 * @param {{
 *   DATABASE_URL?: string; DATA_DIR: string; BACKUP_DIR: string; BACKUP_S3_BUCKET?: string;
 *   S3_BUCKET?: string; S3_REGION: string; S3_ENDPOINT?: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string;
 * }} env
 */
export function backupPlaces(env) {
  /** @type {import("./database-dump.js").TDatabaseTarget} */
  const database = env.DATABASE_URL ? { kind: "server", url: env.DATABASE_URL } : { kind: "embedded", dataDir: path.resolve(env.DATA_DIR, "db") };
  const s3 =
    env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : null;
  /** @type {import("./media-files.js").TMediaPlace} */
  const media = s3 ? { kind: "s3", ...s3 } : { kind: "local", root: path.resolve(env.DATA_DIR, "media") };
  /** @type {import("./backup-store.js").TBackupPlace} */
  const store = s3 ? { kind: "s3", ...s3, bucket: env.BACKUP_S3_BUCKET ?? s3.bucket, prefix: "backups/" } : { kind: "local", dir: path.resolve(env.BACKUP_DIR) };
  return { database, media, store, workRoot: path.resolve(env.BACKUP_DIR) };
}
