// `npm run backup`: the database and the uploaded media, encrypted to BACKUP_RECIPIENTS, to
// BACKUP_DIR or the S3 bucket, then 7 daily, 4 weekly and 12 monthly kept (decision 042). Run
// nightly by clinic-backup.timer; exits 1 with one line saying why when it cannot.
import { backupPlaces } from "../src/server/backup/places.js";
import { createBackup, describePlace } from "../src/server/backup/create-backup.js";
import { fail, prepareRuntimeEnv } from "./lib/runtime-env.mjs";

const env = await prepareRuntimeEnv();
if (env.BACKUP_RECIPIENTS.length === 0) {
  fail("BACKUP_RECIPIENTS is not set: make a key pair with `npm run backup:key`, keep its private key off this server, and set BACKUP_RECIPIENTS to its public key (age1…).");
}
const places = backupPlaces(env);
console.log(`Backing up the ${places.database.kind === "server" ? "PostgreSQL database" : "embedded database"} and the media (${places.media.kind === "s3" ? `bucket ${places.media.bucket}` : places.media.root}) to ${describePlace(places.store)} …`);
try {
  const summary = await createBackup({ ...places, recipients: env.BACKUP_RECIPIENTS });
  console.log(`Backup ${summary.name}: ${mb(summary.bytes)} (database ${mb(summary.databaseBytes)}, ${summary.mediaObjects} media objects ${mb(summary.mediaBytes)}) in ${(summary.totalMs / 1000).toFixed(1)} s, at ${summary.location}.`);
  if (summary.deleted.length) console.log(`Retention (7 daily, 4 weekly, 12 monthly): deleted ${summary.deleted.join(", ")}.`);
  console.log(JSON.stringify({ event: "backup finished", ...summary }));
} catch (error) {
  if (error instanceof Error && error.name === "BackupError") fail(`Backup failed: ${error.message}`);
  throw error;
}

/** @param {number} bytes */
function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
