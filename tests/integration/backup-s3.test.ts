// Backups with the media in S3-compatible storage (decision 042), against s3rver, a local server
// that speaks S3's protocol: the media objects are read from the bucket, the backup is written to
// it under backups/ (nothing stays in BACKUP_DIR), the retention deletes there, and a restore
// brings back the database and puts every object back, byte for byte.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { backupName, backupTakenAt } from "~/server/backup/backup-name.js";
import { generateBackupKey } from "~/server/backup/encryption.js";
import { chooseBackupsToKeep } from "~/server/backup/retention.js";
import { destroyDatabase, npmRun, stopApp, tableChecksums } from "../support/backup-drill";

const BUCKET = "clinic-media";
const VIDEO = readFileSync("content/lessons/breastfeeding-and-pumping-01-the-first-days.mp4");
const PICTURE = readFileSync("public/og-image.png");

let s3: S3rver;
let client: S3Client;
let recipient: string;
let keyFile: string;

async function keysUnder(prefix: string) {
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

async function objectBytes(key: string) {
  const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await answer.Body!.transformToByteArray());
}

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: mkdtempSync(path.join(tmpdir(), "clinic-s3-")), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's own fixed credentials.
  Object.assign(process.env, { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" });
  client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  const key = await generateBackupKey();
  recipient = key.recipient;
  keyFile = path.join(process.env.DATA_DIR!, "..", `${path.basename(process.env.DATA_DIR!)}-key.txt`);
  writeFileSync(keyFile, `${key.identity}\n`);
});

afterAll(async () => {
  await s3.close();
  for (const key of ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) delete process.env[key];
});

describe("backups with the media in a bucket", () => {
  it("backs up the bucket's media and the database to the bucket, keeps 7 daily, 4 weekly, 12 monthly there, and restores both", async () => {
    const { getMediaStorage, newMediaKey } = await import("~/server/media");
    const { testDb } = await import("../support/app");
    const { createAccount } = await import("../support/factories");
    const db = await testDb();
    await Promise.all([createAccount(db, "parent"), createAccount(db, "staff")]);
    const storage = getMediaStorage();
    expect(storage.kind).toBe("s3");
    const videoKey = newMediaKey("lessons", "mp4");
    const pictureKey = newMediaKey("images", "png");
    await storage.putFile(videoKey, "content/lessons/breastfeeding-and-pumping-01-the-first-days.mp4", "video/mp4");
    await storage.putFile(pictureKey, "public/og-image.png", "image/png");
    // Backups of other days already in the bucket, and an object that is not one of ours.
    const older = Array.from({ length: 30 }, (_, i) => backupName(new Date(Date.now() - (i + 1) * 3 * 86_400_000)));
    for (const name of older) await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `backups/${name}`, Body: "an older backup" }));
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: "backups/README.txt", Body: "kept" }));
    await stopApp();
    const before = await tableChecksums();

    const backup = await npmRun("backup", [], { BACKUP_RECIPIENTS: recipient });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/2 media objects/);
    expect(backup.stdout).toContain(`s3://${BUCKET}/backups/`);
    const listed = (await keysUnder("backups/")).map((key) => key.slice("backups/".length));
    const name = listed.find((candidate) => backupTakenAt(candidate) && !older.includes(candidate))!;
    const kept = chooseBackupsToKeep([...older, name].map((candidate) => ({ name: candidate, takenAt: backupTakenAt(candidate)! })));
    expect(listed.filter((candidate) => backupTakenAt(candidate))).toEqual([...kept].sort());
    expect(listed).toContain("README.txt");
    // Written to the bucket only: the folder holds what the last backup did, not a copy.
    expect(readdirSync(path.join(process.env.DATA_DIR!, "backups"))).toEqual(["last-backup.json"]);

    for (const key of [videoKey, pictureKey]) await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    await destroyDatabase();
    const list = await npmRun("restore", ["--list"], {});
    expect(list.stdout).toContain(name);
    const restored = await npmRun("restore", ["latest", "--identity", keyFile], {});
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toContain(`Restored ${name}`);
    expect(await tableChecksums()).toEqual(before);
    expect((await objectBytes(videoKey)).equals(VIDEO)).toBe(true);
    expect((await objectBytes(pictureKey)).equals(PICTURE)).toBe(true);
  }, 120_000);
});
