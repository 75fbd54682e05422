// What a restore does with a backup it did not make: the archives here are encrypted to the right
// key (anyone with the public key can make one), so only the restore's own checks stand between
// them and the server. None may write outside its work folder, and none restores anything.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import tar from "tar-stream";
import { beforeAll, describe, expect, it } from "vitest";

import { backupName } from "~/server/backup/backup-name.js";
import { encryptStream, generateBackupKey } from "~/server/backup/encryption.js";
import { restoreBackup } from "~/server/backup/restore-backup.js";

let identity: string;
let recipient: string;
let root: string;

beforeAll(async () => {
  ({ identity, recipient } = await generateBackupKey());
});

/** An archive of `entries`, encrypted to the clinic's key, as a backup file in a fresh folder. */
async function forged(entries: Array<{ name: string; body: string | Buffer; type?: "file" | "symlink"; linkname?: string }>) {
  root = mkdtempSync(path.join(tmpdir(), "clinic-forged-"));
  const pack = tar.pack();
  for (const entry of entries) pack.entry({ name: entry.name, type: entry.type ?? "file", linkname: entry.linkname }, entry.body);
  pack.finalize();
  const encrypted = await encryptStream(Readable.toWeb(Readable.from(pack)) as ReadableStream<Uint8Array>, [recipient]);
  const file = path.join(root, backupName(new Date()));
  writeFileSync(file, Buffer.from(await new Response(encrypted).arrayBuffer()));
  return file;
}

function restore(file: string) {
  return restoreBackup({
    which: file,
    store: { kind: "local", dir: path.join(root, "backups") },
    identities: [identity],
    database: { kind: "embedded", dataDir: path.join(root, "db") },
    media: { kind: "local", root: path.join(root, "media") },
    workRoot: path.join(root, "work"),
  });
}

const manifest = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ format: "clinic-backup/1", takenAt: new Date().toISOString(), engine: "pglite", engineVersion: "x", dumpedWith: "x", database: { file: "database.pglite.tar.gz", bytes: 4, sha256: "0".repeat(64) }, media: { from: "local", objects: [] }, ...overrides });

describe("a restore of a backup it did not make", () => {
  it.each([
    ["a path out of the work folder", "../../escaped.txt"],
    ["an absolute path", "/tmp/escaped.txt"],
    ["a media name that is not a media key", "media/lessons/../../../escaped.mp4"],
    ["a file no backup holds", "settings.env"],
  ])("refuses %s and writes nothing", async (_, name) => {
    const file = await forged([{ name, body: "x" }, { name: "manifest.json", body: manifest() }]);
    await expect(restore(file)).rejects.toThrow(`holds "${name}", which no backup holds: it was not made by npm run backup. Nothing was restored.`);
    expect(readdirSync(root).sort()).toEqual([path.basename(file), "work"]);
    expect(readdirSync(path.join(root, "work"))).toEqual([]);
    expect(existsSync(path.join(tmpdir(), "escaped.txt"))).toBe(false);
  });

  it("refuses a link, even with an allowed name", async () => {
    const file = await forged([{ name: "database.pglite.tar.gz", body: "", type: "symlink", linkname: "/etc/passwd" }]);
    await expect(restore(file)).rejects.toThrow(/holds "database\.pglite\.tar\.gz", which no backup holds/);
    expect(existsSync(path.join(root, "db"))).toBe(false);
  });

  it("refuses a file whose bytes differ from the manifest's, one the manifest lists but that is missing, and no manifest", async () => {
    const wrongHash = await forged([{ name: "database.pglite.tar.gz", body: "data" }, { name: "manifest.json", body: manifest() }]);
    await expect(restore(wrongHash)).rejects.toThrow("failed its integrity check: database.pglite.tar.gz differs from what was backed up. Nothing was restored.");
    const object = { key: "lessons/00000000-0000-0000-0000-000000000000.mp4", bytes: 1, sha256: "0".repeat(64) };
    const database = { file: "database.pglite.tar.gz", bytes: 4, sha256: "3a6eb0790f39ac87c94f3856b2dd2c5d110e6811602261a9a923d3bb23adc8b7" };
    const missing = await forged([{ name: "database.pglite.tar.gz", body: "data" }, { name: "manifest.json", body: manifest({ database, media: { from: "local", objects: [object] } }) }]);
    await expect(restore(missing)).rejects.toThrow(`failed its integrity check: media/${object.key} is missing. Nothing was restored.`);
    const none = await forged([{ name: "database.pglite.tar.gz", body: "data" }]);
    await expect(restore(none)).rejects.toThrow("has no readable manifest");
    const future = await forged([{ name: "manifest.json", body: manifest({ format: "clinic-backup/9" }) }]);
    await expect(restore(future)).rejects.toThrow("in a format this version does not read (clinic-backup/9)");
    expect(existsSync(path.join(root, "db"))).toBe(false);
  });

  it("refuses a name that is not a backup's, and a file that is not there", async () => {
    root = mkdtempSync(path.join(tmpdir(), "clinic-forged-"));
    await expect(restore(path.join(root, "nothing-here"))).rejects.toThrow(`There is no backup file ${path.join(root, "nothing-here")}.`);
    // A file that is not an age file at all: refused without quoting it.
    const notAge = path.join(root, "secrets.txt");
    writeFileSync(notAge, "root:x:0:0:root:/root:/bin/bash\n");
    const refusal = await restore(notAge).catch((error: Error) => error.message);
    expect(refusal).toBe("secrets.txt failed its integrity check: it is not a backup, or it was changed or cut short since it was made. Nothing was restored; use another backup.");
    await expect(restore("passwd")).rejects.toThrow('"passwd" is not a backup');
    await expect(restore("latest")).rejects.toThrow("There is no backup in");
  });
});
