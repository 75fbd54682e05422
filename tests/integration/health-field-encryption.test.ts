import { spawnSync } from "node:child_process";

import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { Database } from "~/server/db/client";
import { appointments, children, payments, type services } from "~/server/db/schema";
import { resealFields } from "~/server/privacy/reseal-fields.js";
import { testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";

// Issue 29: the reasons for visits and children's medical alerts are sealed by the application
// (AES-256-GCM, decision 052). The app reads them as text; the database, its dumps and its backups
// hold only ciphertext; a key can be rotated while the app runs.

const REASON = "Fever since Tuesday and a rash on the arms";
const ALERTS = "Allergic to penicillin; asthma";

let db: Database;
let service: typeof services.$inferSelect;
beforeAll(async () => {
  db = await testDb();
  service = await onlineService(db);
});

/** What the database itself holds for a visit's reason and a child's alerts, read without Drizzle's column types. */
async function stored(appointmentId: string, childId: string) {
  const { rows: [visit] } = await db.execute<{ notes: string }>(sql`select notes from appointments where id = ${appointmentId}`);
  const { rows: [child] } = await db.execute<{ medical_alerts: string }>(sql`select medical_alerts from children where id = ${childId}`);
  return { notes: visit!.notes, alerts: child!.medical_alerts };
}

/** A parent with a child who has alerts, and a visit booked for the child with a reason. */
async function visitWithHealthData(time: string) {
  const parent = await createAccount(db);
  const caller = await testCaller({ user: parent, from: "203.0.113.90" });
  const { id: childId } = await caller.family.add({ firstName: "Lina", lastName: "Khoury", dateOfBirth: "2024-03-01", medicalAlerts: ALERTS, healthDataConsent: true });
  const { orderId } = await caller.appointments.book(
    bookingPayload(service.id, upcoming(3, 91), time, { childId, notes: REASON, patient: { name: "Lina Khoury", phoneNumber: "+961 3 123 456", email: parent.email } }) as never,
  );
  const [payment] = await db.select({ appointmentId: payments.appointmentId }).from(payments).where(eq(payments.id, orderId));
  return { parent, caller, childId, appointmentId: payment!.appointmentId! };
}

describe("health fields sealed at rest", () => {
  it("the app reads the text; the database holds only ciphertext naming its key", async () => {
    const { caller, childId, appointmentId } = await visitWithHealthData("15:00");
    const raw = await stored(appointmentId, childId);
    expect(raw.notes).toMatch(/^enc1:test1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(raw.alerts).toMatch(/^enc1:test1:/);
    expect(JSON.stringify(raw)).not.toMatch(/Fever|penicillin/);
    // Two sealings of the same text differ (a fresh IV each time).
    await db.update(children).set({ medicalAlerts: ALERTS }).where(eq(children.id, childId));
    expect((await stored(appointmentId, childId)).alerts).not.toBe(raw.alerts);

    const [visit] = await db.select({ notes: appointments.notes }).from(appointments).where(eq(appointments.id, appointmentId));
    expect(visit!.notes).toBe(REASON);
    const { children: mine } = await caller.family.list();
    expect(mine.find((child) => child.id === childId)?.medicalAlerts).toBe(ALERTS);
  });

  it("a dump of the database holds the visit but not its reason, nor the child's alerts", async () => {
    const { appointmentId } = await visitWithHealthData("15:30");
    // A word of the same row that is not sealed: the dump must show it, so that the absence of the
    // reason below means something.
    await db.update(appointments).set({ patientName: "Sentinel Haddad-Khoury" }).where(eq(appointments.id, appointmentId));
    let dump: string;
    if (process.env.DATABASE_URL) {
      // pg_dump's plain format: the rows as text, nothing compressed that could hide a word.
      const url = new URL(process.env.DATABASE_URL);
      const result = spawnSync("pg_dump", ["--format=plain", "--data-only", `--dbname=${url.pathname.slice(1)}`], {
        env: { ...process.env, PGHOST: url.hostname, PGPORT: url.port || "5432", PGUSER: decodeURIComponent(url.username), PGPASSWORD: decodeURIComponent(url.password) },
        encoding: "utf8",
        maxBuffer: 512 * 1024 * 1024,
      });
      expect(result.status, result.stderr).toBe(0);
      dump = result.stdout;
    } else {
      // PGlite's own dump, uncompressed: the data folder's pages, as the backups carry them.
      const client = (db as unknown as { $client: { dumpDataDir: (compression: "none") => Promise<Blob> } }).$client;
      dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()).toString("latin1");
    }
    expect(dump).toContain("Sentinel Haddad-Khoury");
    expect(dump).not.toContain("Fever since Tuesday");
    expect(dump).not.toContain("penicillin");
  });

  it("a new key put first: the old one still opens, privacy:rotate-key seals everything again, then the old key can go", async () => {
    const { childId, appointmentId } = await visitWithHealthData("16:00");
    // A visit written before encryption existed: plain text in the column, read as it is.
    await db.execute(sql`update appointments set notes = 'Cough at night' where id = ${appointmentId}`);
    expect((await db.select({ notes: appointments.notes }).from(appointments).where(eq(appointments.id, appointmentId)))[0]!.notes).toBe("Cough at night");

    const oldKeys = process.env.DATA_ENCRYPTION_KEYS!;
    process.env.DATA_ENCRYPTION_KEYS = `test2:${Buffer.alloc(32, 7).toString("base64")},${oldKeys}`;
    try {
      // Before the rotation: sealed with the old key, still read.
      expect((await caller(childId)).medicalAlerts).toBe(ALERTS);
      const client = (db as unknown as { $client: { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> } }).$client;
      const counts = await resealFields(client);
      expect(counts["appointments.notes"]).toBeGreaterThanOrEqual(1);
      expect(counts["children.medical_alerts"]).toBeGreaterThanOrEqual(1);
      const after = await stored(appointmentId, childId);
      expect(after.notes).toMatch(/^enc1:test2:/);
      expect(after.alerts).toMatch(/^enc1:test2:/);
      // Run again: nothing left to do.
      expect(Object.values(await resealFields(client)).reduce((a, b) => a + b, 0)).toBe(0);

      // The old key removed: everything still reads.
      process.env.DATA_ENCRYPTION_KEYS = `test2:${Buffer.alloc(32, 7).toString("base64")}`;
      expect((await db.select({ notes: appointments.notes }).from(appointments).where(eq(appointments.id, appointmentId)))[0]!.notes).toBe("Cough at night");
      expect((await caller(childId)).medicalAlerts).toBe(ALERTS);
    } finally {
      process.env.DATA_ENCRYPTION_KEYS = oldKeys;
    }
  });
});

async function caller(childId: string) {
  const [child] = await db.select({ medicalAlerts: children.medicalAlerts }).from(children).where(eq(children.id, childId));
  return child!;
}
