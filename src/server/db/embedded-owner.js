// The embedded database (PGlite) has one owner at a time, and PGlite itself locks nothing: a second
// process opening the same folder would read it mid-write, or write beside the first. The process
// that opens it leaves its id beside the folder (DATA_DIR/db.owner); `npm run backup` and
// `npm run restore` read it and stop while that process lives. Plain JavaScript for the scripts.
import { readFileSync, rmSync, writeFileSync } from "node:fs";

/** @param {string} dataDir the database's folder (DATA_DIR/db) */
const ownerFile = (dataDir) => `${dataDir.replace(/\/+$/, "")}.owner`;

/** @param {string} dataDir */
export function claimEmbeddedDatabase(dataDir) {
  writeFileSync(ownerFile(dataDir), `${process.pid}\n`);
}

/** @param {string} dataDir */
export function releaseEmbeddedDatabase(dataDir) {
  if (readOwner(dataDir) === process.pid) rmSync(ownerFile(dataDir), { force: true });
}

/**
 * The id of another live process that has the embedded database open, or null.
 * @param {string} dataDir
 */
export function otherEmbeddedDatabaseOwner(dataDir) {
  const pid = readOwner(dataDir);
  if (pid === null || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it lives, as another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM" ? pid : null;
  }
}

/** @param {string} dataDir */
function readOwner(dataDir) {
  try {
    const pid = Number(readFileSync(ownerFile(dataDir), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
