// The restore drill (decision 042): the clinic's data made through the app (a paid visit and a
// refunded one, accounts, a course with an uploaded video, an enrollment with progress, its
// certificate, audit entries), backed up by `npm run backup`, destroyed, and brought back by
// `npm run restore`: every table equal, row by row, and the app reads it as before. Also what a
// restore refuses: a database that is not empty, a changed backup, the wrong key.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, inject, it } from "vitest";

import { GET as certificatePdf } from "~/app/api/certificates/[id]/pdf/route";
import { POST as uploadRoute } from "~/app/api/admin/media/[kind]/route";
import { GET as videoRoute } from "~/app/api/media/lessons/[lessonId]/route";
import { env } from "~/env";
import { backupName, backupTakenAt } from "~/server/backup/backup-name.js";
import { generateBackupKey } from "~/server/backup/encryption.js";
import { chooseBackupsToKeep } from "~/server/backup/retention.js";
import { createSession } from "~/server/auth/session-token";
import type { SessionUser } from "~/server/auth/session";
import { findCertificate } from "~/server/services/courses/certificates";
import { saveLessonProgress } from "~/server/services/courses/save-lesson-progress";
import { testCaller, testDb } from "../support/app";
import { registerParent, newParent } from "../support/accounts";
import { destroyDatabase, npmRun as runScript, relationsLeft, stopApp, tableChecksums } from "../support/backup-drill";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { deliveredMail } from "../support/jobs";
import { recipients } from "../support/outbox";
import { simulatedAction } from "../support/simulated-gateway";

const VIDEO = readFileSync("content/lessons/breastfeeding-and-pumping-01-the-first-days.mp4");
const serverUrl = inject("databaseServerUrl");

let keyFile: string;
let otherKeyFile: string;
let recipient: string;

/** `npm run backup` or `npm run restore -- …` with this file's settings. */
const npmRun = (script: "backup" | "restore", args: string[] = []) => runScript(script, args, { BACKUP_RECIPIENTS: recipient });

async function destroyEverything() {
  rmSync(path.join(env.DATA_DIR, "media"), { recursive: true, force: true });
  await destroyDatabase();
}

let visitCounter = 0;
/** A visit booked and paid on the simulated gateway, and its manage link from the confirmation e-mail. */
async function paidVisit(serviceId: string, date: string, time: string) {
  const email = `drill-${++visitCounter}-${Date.now()}@example.com`;
  const response = await postBooking(bookingPayload(serviceId, date, time, { patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email } }));
  const { session } = (response.json as BookingResponse).data;
  expect((await simulatedAction(session.id, "pay")).status).toBe(303);
  const confirmation = (await deliveredMail()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment confirmed"))!;
  const link = new URL(/https?:\/\/\S+\/appointment\/manage\/\S+/.exec(confirmation.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
  return { appointmentId: link.pathname.split("/").at(-1)!, token: link.searchParams.get("t")! };
}

type Drill = {
  whileOpen: Awaited<ReturnType<typeof npmRun>>;
  paid: { appointmentId: string; token: string };
  certificateId: string;
  lesson: { courseId: string; moduleId: string; videoId: string };
  parent: SessionUser;
  parentToken: string;
  before: Awaited<ReturnType<typeof tableChecksums>>;
};
let drill: Drill;

beforeAll(async () => {
  const dir = path.join(env.DATA_DIR, "..", path.basename(env.DATA_DIR) + "-keys");
  keyFile = `${dir}-mine.txt`;
  otherKeyFile = `${dir}-other.txt`;
  const [mine, other] = await Promise.all([generateBackupKey(), generateBackupKey()]);
  recipient = mine.recipient;
  writeFileSync(keyFile, `# the clinic's backup key\n${mine.identity}\n`);
  writeFileSync(otherKeyFile, `${other.identity}\n`);

  const db = await testDb();
  const service = await onlineService(db);
  // Visits: one paid, one paid and then cancelled by the parent with a refund.
  const paid = await paidVisit(service.id, upcoming(2, 8), "16:00");
  const refunded = await paidVisit(service.id, upcoming(2, 8), "16:30");
  const visitor = await testCaller();
  expect(await visitor.appointments.cancelMine(refunded)).toEqual({ status: "cancelled", refundedCents: 4500 });

  // Accounts: a parent registered through the site (code e-mailed), the clinic's administrator.
  const registered = await registerParent(newParent());
  expect(registered.status).toBe(201);
  const admin = await createAccount(db, "admin");
  const adminToken = (await createSession(db, { userId: admin.id, sessionVersion: 1, kind: "staff" })).token;

  // A course made in the back-office (audited) with an uploaded lesson video.
  const adminCaller = await testCaller({ user: admin });
  const course = await adminCaller.admin.courses.create({ title: "First Days", description: "The first days at home.", category: "Newborn", price: "0", discountPrice: "", instructorFirstName: "Maya", instructorLastName: "Haddad", learningOutcomes: "Feeding", imageUrl: "/images/courses/gentle-sleep.svg" });
  const courseModule = await adminCaller.admin.courses.addModule({ courseId: course.id, title: "At home" });
  const upload = await uploadRoute(
    new Request("http://localhost:3000/api/admin/media/lesson-videos", { method: "POST", body: VIDEO, headers: { authorization: `Bearer ${adminToken}`, "content-type": "video/mp4", "content-length": String(VIDEO.byteLength), "x-file-name": "first-days.mp4" }, duplex: "half" } as RequestInit),
    { params: Promise.resolve({ kind: "lesson-videos" }) },
  );
  expect(upload.status).toBe(201);
  const lesson = await adminCaller.admin.courses.addLesson({ moduleId: courseModule.id, details: { title: "The first minute", description: "", videoUploadId: ((await upload.json()) as { id: string }).id } });
  await adminCaller.admin.courses.setPublished({ courseId: course.id, published: true });

  // A parent enrolls, watches the lesson through (the server's clock between reports) and gets the certificate.
  const parent: SessionUser = await createAccount(db, "parent");
  const parentCaller = await testCaller({ user: parent });
  await parentCaller.courses.buy({ courseId: course.id });
  const start = Date.now();
  for (let second = 0; second <= lesson.durationSeconds; second += 5) {
    await saveLessonProgress({ db, user: parent, lessonId: lesson.id, positionSeconds: second, playing: true, now: new Date(start + second * 1000) });
  }
  const ended = await saveLessonProgress({ db, user: parent, lessonId: lesson.id, positionSeconds: lesson.durationSeconds, playing: false, now: new Date(start + lesson.durationSeconds * 1000) });
  expect(ended.completed).toBe(true);
  const certificate = await parentCaller.courses.certificate({ courseId: course.id });
  const parentToken = (await createSession(db, { userId: parent.id, sessionVersion: 1 })).token;

  await deliveredMail();
  // While the app runs (it has the database open).
  const whileOpen = await npmRun("backup");
  await stopApp();
  const before = await tableChecksums();
  drill = { whileOpen, paid, certificateId: certificate.id, lesson: { courseId: course.id, moduleId: courseModule.id, videoId: lesson.id }, parent, parentToken, before };
}, 120_000);

describe("the restore drill", () => {
  it("while the app runs, a PostgreSQL server is backed up; the embedded database is not read behind the app's back", () => {
    if (serverUrl) {
      expect(drill.whileOpen).toMatchObject({ code: 0, stderr: "" });
    } else {
      expect(drill.whileOpen.code).toBe(1);
      expect(drill.whileOpen.stderr).toContain(`is open in process ${process.pid}, the running app: the embedded database has one user at a time. Stop the app`);
    }
  });

  it("backs up, refuses to restore over data, destroys, refuses a changed backup and the wrong key, restores every row and media object", async () => {
    const expectedTables = Object.keys(drill.before);
    expect(expectedTables).toEqual(expect.arrayContaining(["public.appointments", "public.payments", "public.users", "public.enrollments", "public.lesson_progress", "public.certificates", "public.audit_log", "public.media_uploads", "pgboss.job_common"]));
    for (const table of ["public.appointments", "public.payments", "public.users", "public.enrollments", "public.lesson_progress", "public.certificates", "public.audit_log", "public.media_uploads"]) {
      expect(drill.before[table]!.rows, table).toBeGreaterThan(0);
    }

    // Backups of other days already there: the retention keeps 7 daily, 4 weekly, 12 monthly of them.
    const backupDir = path.join(env.DATA_DIR, "backups");
    mkdirSync(backupDir, { recursive: true });
    const oldNames = Array.from({ length: 40 }, (_, i) => backupName(new Date(Date.now() - (i + 1) * 86_400_000)));
    for (const old of oldNames) writeFileSync(path.join(backupDir, old), "an older backup");
    writeFileSync(path.join(backupDir, "notes.txt"), "not a backup: never deleted");
    const before = readdirSync(backupDir).filter((f) => backupTakenAt(f));

    const backup = await npmRun("backup");
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const name = readdirSync(backupDir).filter((f) => backupTakenAt(f) && !before.includes(f)).at(-1);
    const kept = chooseBackupsToKeep([...before, name!].map((f) => ({ name: f, takenAt: backupTakenAt(f)! })));
    expect(readdirSync(backupDir).filter((f) => backupTakenAt(f)).sort()).toEqual([...kept].sort());
    expect(kept.size).toBeLessThan(before.length);
    expect(readdirSync(backupDir)).toContain("notes.txt");
    expect(backup.stdout).toContain(`Backup ${name}`);
    expect(backup.stdout).toMatch(/1 media objects/);
    const file = path.join(backupDir, name!);
    const bytes = readFileSync(file);
    // Encrypted: neither a parent's e-mail nor the video's bytes are in it as they are.
    expect(bytes.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
    expect(bytes.includes(Buffer.from("Rana Khoury"))).toBe(false);
    expect(bytes.includes(VIDEO.subarray(1000, 1064))).toBe(false);

    // Over the data that is there: refused, nothing changed.
    const overData = await npmRun("restore", ["latest", "--identity", keyFile]);
    expect(overData.code).toBe(1);
    expect(overData.stderr).toMatch(/is not empty \(\d+ tables and other relations\): restore into an empty database, or add --force/);

    await destroyEverything();
    expect(await relationsLeft()).toBe(0);

    // A changed byte in the middle of the backup, or its end cut, or another key than the one it
    // was made for: refused, the database stays empty.
    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)]! ^= 0x01;
    writeFileSync(path.join(env.DATA_DIR, "changed.backup.age"), changed);
    writeFileSync(path.join(env.DATA_DIR, "cut.backup.age"), bytes.subarray(0, bytes.length - 100));
    const [refusedChanged, refusedCut, wrongKey] = await Promise.all([
      npmRun("restore", [path.join(env.DATA_DIR, "changed.backup.age"), "--identity", keyFile]),
      npmRun("restore", [path.join(env.DATA_DIR, "cut.backup.age"), "--identity", keyFile]),
      npmRun("restore", ["latest", "--identity", otherKeyFile]),
    ]);
    for (const refused of [refusedChanged, refusedCut]) {
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Restore failed: \S+ failed its integrity check\b.*Nothing was restored/);
    }
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain(`${name} was not encrypted for the key given`);
    expect(await relationsLeft()).toBe(0);
    expect(readdirSync(env.DATA_DIR)).not.toContain("media");

    const restored = await npmRun("restore", [name!, "--identity", keyFile]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${name}`);

    expect(await tableChecksums()).toEqual(drill.before);
  }, 120_000);

  it("after the restore the app reads it as before: the certificate, the paid visit's manage link, the lesson video byte for byte", async () => {
    const db = await testDb();
    const certificate = await findCertificate(db, drill.certificateId);
    expect(certificate).toMatchObject({ id: drill.certificateId });
    const pdf = await certificatePdf(new Request(`http://localhost:3000/api/certificates/${drill.certificateId}/pdf`), { params: Promise.resolve({ id: drill.certificateId }) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    const shown = await (await testCaller()).appointments.manage(drill.paid);
    expect(shown).toMatchObject({ status: "confirmed", serviceName: "Online Consultation" });

    // The parent's session came back too: the video streams to them, every byte as uploaded.
    const watched = await (await testCaller({ user: drill.parent })).courses.lesson(drill.lesson);
    const address = new URL(watched.videoUrl, "http://localhost:3000");
    const video = await videoRoute(new Request(address, { headers: { authorization: `Bearer ${drill.parentToken}` } }), { params: Promise.resolve({ lessonId: drill.lesson.videoId }) });
    expect(video.status).toBe(200);
    expect(Buffer.from(await video.arrayBuffer()).equals(VIDEO)).toBe(true);
  });
});
