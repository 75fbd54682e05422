// `npm run bench:reminders`: 1,000 reminders falling due at once on the PostgreSQL server, worked
// by the server's own job workers (pg-boss): how long until every reminder job ran and every
// e-mail it queued was delivered (to the outbox), and whether each went out once.
import { readdirSync } from "node:fs";
import path from "node:path";

import pg from "pg";
import { PgBoss } from "pg-boss";

import { seedAppointments } from "./appointments.mjs";
import { createBenchDatabase, ensureBuild, queryRows, startServer } from "./lib.mjs";

const COUNT = Number(process.env.BENCH_REMINDERS ?? 1000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

ensureBuild();
const database = await createBenchDatabase(serverUrl);
const server = await startServer({ databaseUrl: database.url });
try {
  // Confirmed visits with parents' e-mails, as the booking flow leaves them.
  await seedAppointments(database.url, COUNT);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query("update appointments set patient_email = 'parent-' || id || '@example.com', meeting_link = 'https://meet.jit.si/bench-' || id");
  const { rows } = await client.query("select id, sequence from appointments where status = 'confirmed'");
  await client.end();

  // Their reminders, due now: queued as the confirmations queue them (same queue, same data).
  const boss = new PgBoss({ connectionString: database.url, schema: "pgboss", supervise: false, schedule: false, registerInstance: false, max: 2 });
  await boss.start();
  const started = performance.now();
  await boss.insert(
    "send-reminder",
    rows.map((row) => ({ data: { appointmentId: row.id, sequence: row.sequence, kind: "24h" } })),
  );

  const outbox = path.join(server.dataDir, "outbox");
  const delivered = () => {
    try {
      return readdirSync(outbox).filter((f) => f.endsWith(".eml")).length;
    } catch {
      return 0;
    }
  };
  let remindersDoneMs = 0;
  for (;;) {
    const pending = await pendingJobs(database.url);
    if (!remindersDoneMs && pending.reminders === 0) remindersDoneMs = performance.now() - started;
    if (pending.reminders === 0 && pending.emails === 0 && delivered() >= rows.length) break;
    if (performance.now() - started > 180_000) throw new Error(`not done after 180 s: ${JSON.stringify(pending)}, ${delivered()} delivered`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const allMs = performance.now() - started;
  await boss.stop({ graceful: false, close: true });

  console.log(`\nReminders on the PostgreSQL server (one app process, its own workers, 2-core machine)`);
  console.log(`- ${rows.length} reminders due at once: every reminder job ran in ${(remindersDoneMs / 1000).toFixed(1)} s`);
  console.log(`- and every reminder e-mail was delivered (outbox) in ${(allMs / 1000).toFixed(1)} s: ${delivered()} files for ${rows.length} visits (${Math.round(rows.length / (allMs / 1000))} e-mails/s)`);
} finally {
  await server.stop();
  await database.drop();
}

/** Reminder and e-mail jobs not yet completed. @param {string} url */
async function pendingJobs(url) {
  const rows = await queryRows(url, "select name, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and name in ('send-reminder', 'send-email') group by name");
  const count = (/** @type {string} */ name) => rows.find((r) => r.name === name)?.n ?? 0;
  return { reminders: count("send-reminder"), emails: count("send-email") };
}
