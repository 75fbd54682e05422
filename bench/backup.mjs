// `npm run bench:backup`: how long `npm run backup` and `npm run restore` take and how big a backup
// is (decision 042), for the demo data (embedded database and PostgreSQL server) and for a
// generated clinic-year on the PostgreSQL server: 10,000 visits with their payments, 3,000
// accounts with sessions, 50,000 e-mails in the job queue's table, 5,000 audit entries and 20 lesson
// videos. Each in a throwaway database (BENCH_DATABASE_URL names the server's admin connection).
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import { PgBoss } from "pg-boss";

import { generateBackupKey } from "../src/server/backup/encryption.js";
import { seedAppointments } from "./appointments.mjs";
import { createBenchDatabase, ensureBuild, startServer } from "./lib.mjs";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const VISITS = Number(process.env.BENCH_VISITS ?? 10_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 3_000);
const EMAILS = Number(process.env.BENCH_EMAILS ?? 50_000);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 20);
const VIDEO_MB = Number(process.env.BENCH_VIDEO_MB ?? 5);
// Its own port: a server another benchmark left on the default one would answer the health check.
const port = Number(process.env.BENCH_BACKUP_PORT ?? 3471);

const work = mkdtempSync(path.join(tmpdir(), "clinic-bench-backup-"));
const key = await generateBackupKey();
const keyFile = path.join(work, "key.txt");
writeFileSync(keyFile, `${key.identity}\n`);
/** @type {Array<{ what: string; backupS: number; restoreS: number; backupMB: number; databaseMB: number; mediaMB: number; rows: number }>} */
const results = [];
/** @type {Array<() => Promise<void>>} */
const cleanups = [];

/**
 * Runs scripts/<script>.mjs as the operator does; answers its seconds and the JSON summary it printed.
 * @param {"backup" | "restore"} script @param {string[]} args @param {Record<string, string>} settings
 */
function timed(script, args, settings) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [`scripts/${script}.mjs`, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", AUTH_SECRET: "bench-secret-0123456789-abcdefghijklmnop", BACKUP_RECIPIENTS: key.recipient, ...settings },
    encoding: "utf8",
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
  const summary = JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "{}");
  return { seconds, summary };
}

/** Rows in every table of the app's, the migrations' and the job queue's schemas. @param {string} url */
async function countRows(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'");
    let total = 0;
    for (const { name } of rows) total += Number((await client.query(`select count(*) as n from ${name}`)).rows[0].n);
    return total;
  } finally {
    await client.end();
  }
}

/**
 * A backup of the data in `dataDir` (and `databaseUrl`), then a restore into an empty database and
 * media folder; records the figures.
 * @param {string} what @param {{ dataDir: string; databaseUrl?: string; rows: number }} source
 */
async function measure(what, { dataDir, databaseUrl, rows }) {
  const backup = timed("backup", [], { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const file = path.join(dataDir, "backups", backup.summary.name);
  const targetDir = mkdtempSync(path.join(work, "restored-"));
  let targetUrl;
  if (databaseUrl) {
    const target = await createBenchDatabase(serverUrl);
    cleanups.push(target.drop);
    targetUrl = target.url;
  }
  const restore = timed("restore", [file, "--identity", keyFile], { DATA_DIR: targetDir, ...(targetUrl ? { DATABASE_URL: targetUrl } : {}) });
  if (targetUrl) {
    const restoredRows = await countRows(targetUrl);
    if (restoredRows !== rows) throw new Error(`${what}: ${rows} rows backed up, ${restoredRows} restored`);
  }
  const mediaFiles = existsSync(path.join(targetDir, "media", "lessons")) ? readdirSync(path.join(targetDir, "media", "lessons")).length : 0;
  if (mediaFiles !== backup.summary.mediaObjects) throw new Error(`${what}: ${backup.summary.mediaObjects} media objects backed up, ${mediaFiles} restored`);
  results.push({
    what,
    backupS: backup.seconds,
    restoreS: restore.seconds,
    backupMB: statSync(file).size / 1024 / 1024,
    databaseMB: backup.summary.databaseBytes / 1024 / 1024,
    mediaMB: backup.summary.mediaBytes / 1024 / 1024,
    rows,
  });
  console.log(`  ${what}: backup ${backup.seconds.toFixed(1)} s, restore ${restore.seconds.toFixed(1)} s`);
}

/** A clinic-year on top of the demo data, in the server's database `url`. @param {string} url @param {string} dataDir */
async function generateClinicYear(url, dataDir) {
  await seedAppointments(url, VISITS);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("update appointments set patient_email = 'parent-' || (abs(hashtext(id::text)) % $1) || '@example.com', meeting_link = 'https://meet.jit.si/clinic-' || id, notes = 'Fever since yesterday, eating less.' where patient_name like 'Bench parent %'", [ACCOUNTS]);
    // Every visit paid; one in ten refunded.
    await client.query(
      `insert into payments (id, kind, appointment_id, description, amount_cents, status, provider, provider_ref, customer_email, expires_at, paid_at, refunded_at, refunded_cents, refund_ref)
       select 'ord_' || replace(a.id::text, '-', ''), 'appointment', a.id, 'Online consultation', 4500,
              case when row_number() over () % 10 = 0 then 'refunded' else 'paid' end, 'stripe', 'cs_' || md5(a.id::text), a.patient_email,
              a.starts_at, a.starts_at - interval '3 days',
              case when row_number() over () % 10 = 0 then a.starts_at - interval '2 days' end,
              case when row_number() over () % 10 = 0 then 4500 end,
              case when row_number() over () % 10 = 0 then 're_' || md5(a.id::text) end
       from appointments a where a.patient_name like 'Bench parent %'`,
    );
    // Accounts, with an argon2id hash each, and a session each.
    await client.query(
      `insert into users (id, email, email_verified, first_name, last_name, phone_number, password_hash)
       select 'u' || n, 'parent-' || n || '@example.com', now(), 'Rana', 'Khoury ' || n, '+961 3 ' || lpad(n::text, 6, '0'),
              '$argon2id$v=19$m=19456,t=2,p=1$' || encode(sha256(n::text::bytea), 'base64') || '$' || encode(sha256((n || 'x')::bytea), 'base64')
       from generate_series(1, $1) as n`,
      [ACCOUNTS],
    );
    await client.query(`insert into sessions (session_token, user_id, expires) select encode(sha256(('s' || n)::bytea), 'hex'), 'u' || n, now() + interval '30 days' from generate_series(1, $1) as n`, [ACCOUNTS]);
    // The back-office's changes.
    await client.query(
      `insert into audit_log (action, entity, entity_id, before, after, actor_kind, actor_email)
       select 'cancel appointment', 'appointment', a.id::text, jsonb_build_object('status', 'confirmed', 'startsAt', a.starts_at), jsonb_build_object('status', 'cancelled', 'refundCents', 4500), 'staff', 'reception@clinic.example'
       from appointments a where a.patient_name like 'Bench parent %' limit 5000`,
    );
  } finally {
    await client.end();
  }
  // E-mails as the app queues them (rendered HTML and text, an .ics on a third), sent.
  const boss = new PgBoss({ connectionString: url, schema: "pgboss", supervise: false, schedule: false, registerInstance: false, max: 2 });
  await boss.start();
  const html = `<!doctype html><html><body style="font-family:sans-serif">${"<p>Your appointment with Dr. Maya Haddad is confirmed for Thursday at 16:00 (Beirut time). Join the video visit from this link a few minutes before.</p>".repeat(30)}</body></html>`;
  const text = "Your appointment with Dr. Maya Haddad is confirmed for Thursday at 16:00 (Beirut time).\n".repeat(8);
  const ics = Buffer.from(`BEGIN:VCALENDAR\nVERSION:2.0\n${"X-FILLER:calendar line\n".repeat(30)}END:VCALENDAR\n`).toString("base64");
  for (let sent = 0; sent < EMAILS; sent += 1000) {
    await boss.insert(
      "send-email",
      Array.from({ length: Math.min(1000, EMAILS - sent) }, (_, i) => ({
        data: { to: `parent-${(sent + i) % ACCOUNTS}@example.com`, subject: "Appointment confirmed", html, text, template: "appointment-confirmed", ...((sent + i) % 3 === 0 ? { attachments: [{ filename: "appointment.ics", contentType: "text/calendar", contentBase64: ics }] } : {}) },
      })),
    );
  }
  await boss.stop({ graceful: false, close: true });
  const client2 = new pg.Client({ connectionString: url });
  await client2.connect();
  await client2.query("update pgboss.job set state = 'completed', completed_on = now(), started_on = now() where name = 'send-email'");
  await client2.end();
  // Lesson videos uploaded over the year (random bytes: as incompressible as video).
  mkdirSync(path.join(dataDir, "media", "lessons"), { recursive: true });
  for (let i = 0; i < VIDEOS; i++) writeFileSync(path.join(dataDir, "media", "lessons", `${randomUUID()}.mp4`), randomBytes(VIDEO_MB * 1024 * 1024));
}

try {
  ensureBuild();
  console.log("\nDemo data, embedded database (PGlite)");
  {
    const server = await startServer({ port });
    await server.stop();
    mkdirSync(path.join(server.dataDir, "media", "lessons"), { recursive: true });
    cleanups.push(async () => rmSync(server.dataDir, { recursive: true, force: true }));
    await measure("demo data, embedded (PGlite)", { dataDir: server.dataDir, rows: 0 });
  }
  console.log("Demo data, then a clinic-year, PostgreSQL server");
  const database = await createBenchDatabase(serverUrl);
  cleanups.push(database.drop);
  const server = await startServer({ port, databaseUrl: database.url });
  await server.stop();
  cleanups.push(async () => rmSync(server.dataDir, { recursive: true, force: true }));
  mkdirSync(path.join(server.dataDir, "media", "lessons"), { recursive: true });
  await measure("demo data, PostgreSQL", { dataDir: server.dataDir, databaseUrl: database.url, rows: await countRows(database.url) });
  let started = performance.now();
  await generateClinicYear(database.url, server.dataDir);
  console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  rmSync(path.join(server.dataDir, "backups"), { recursive: true, force: true });
  started = performance.now();
  await measure(`clinic-year, PostgreSQL (${VISITS.toLocaleString("en")} visits, ${ACCOUNTS.toLocaleString("en")} accounts, ${EMAILS.toLocaleString("en")} e-mails, ${VIDEOS} videos of ${VIDEO_MB} MB)`, { dataDir: server.dataDir, databaseUrl: database.url, rows: await countRows(database.url) });

  console.log("\n| data | rows | database dump | media | backup file | backup | restore |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of results) {
    console.log(`| ${r.what} | ${r.rows ? r.rows.toLocaleString("en") : "—"} | ${r.databaseMB.toFixed(1)} MB | ${r.mediaMB.toFixed(1)} MB | ${r.backupMB.toFixed(1)} MB | ${r.backupS.toFixed(1)} s | ${r.restoreS.toFixed(1)} s |`);
  }
  console.log("\n(2-core machine; backup and restore as `npm run backup` / `npm run restore` run them, Node's start included; the restore checks every byte before it writes.)");
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
