// `npm run restore -- <backup> [--force] [--identity FILE]`: a backup made by `npm run backup`
// (a file's path, its name in BACKUP_DIR or the bucket, or `latest`) into an empty database, then
// its media; `npm run restore -- --list` lists the backups kept (decision 042).
import { parseArgs } from "node:util";

import { describePlace, listBackups } from "../src/server/backup/backup-store.js";
import { readIdentityFile } from "../src/server/backup/encryption.js";
import { backupPlaces } from "../src/server/backup/places.js";
import { restoreBackup } from "../src/server/backup/restore-backup.js";
import { fail, prepareRuntimeEnv } from "./lib/runtime-env.mjs";

const usage = "Usage: npm run restore -- <backup file | name | latest> [--force] [--identity FILE]   (or --list)";
let args;
try {
  args = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false }, identity: { type: "string" }, list: { type: "boolean", default: false } } });
} catch (error) {
  fail(`${/** @type {Error} */ (error).message}\n${usage}`);
}
const env = await prepareRuntimeEnv();
const places = backupPlaces(env);

try {
  if (args.values.list) {
    const backups = await listBackups(places.store);
    console.log(`${backups.length} backups in ${describePlace(places.store)}${backups.length ? ":" : "."}`);
    for (const backup of backups) console.log(`  ${backup.name}  ${(backup.size / 1024 / 1024).toFixed(1)} MB`);
    process.exit(0);
  }
  if (args.positionals.length !== 1) fail(usage);
  const identityFile = args.values.identity ?? env.BACKUP_IDENTITY_FILE;
  if (!identityFile) fail("Say where the backup's private key is: --identity FILE, or BACKUP_IDENTITY_FILE (the file `npm run backup:key` wrote, kept off the server).");
  const summary = await restoreBackup({ ...places, which: /** @type {string} */ (args.positionals[0]), identities: readIdentityFile(identityFile), force: args.values.force });
  const target = places.database.kind === "server" ? `database ${new URL(places.database.url).pathname.slice(1)}` : places.database.dataDir;
  console.log(`Restored ${summary.name} (taken ${summary.takenAt}) into ${target}, and ${summary.mediaObjects} media objects, in ${(summary.totalMs / 1000).toFixed(1)} s.`);
  if (summary.movedAside) console.log(`What was there before is kept in ${summary.movedAside}: delete it when the site is checked.`);
  console.log(JSON.stringify({ event: "restore finished", ...summary }));
} catch (error) {
  if (error instanceof Error && error.name === "BackupError") fail(`Restore failed: ${error.message}`);
  throw error;
}
