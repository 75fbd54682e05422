// `npm run bench:reminders`: 1,000 reminders falling due at once on the PostgreSQL server, worked
// by the server's own job workers (pg-boss): how long until every reminder job ran and every
// e-mail it queued was delivered (to the outbox), and whether each went out once.
import { readdirSync } from "node:fs";
import path from "node:path";

import pg from "pg";

import { seedAppointments } from "./appointments.mjs";
import { createBenchDatabase, ensureBuild, queueDueReminders, startServer, waitForReminders } from "./lib.mjs";

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
  await client.end();

  const reminders = await queueDueReminders(database.url);
  const outbox = path.join(server.dataDir, "outbox");
  const delivered = () => {
    try {
      return readdirSync(outbox).filter((f) => f.endsWith(".eml")).length;
    } catch {
      return 0;
    }
  };
  const { remindersDoneMs, allMs } = await waitForReminders(database.url, "send-email", reminders.started, () => delivered() >= reminders.count);
  await reminders.stop();

  console.log(`\nReminders on the PostgreSQL server (one app process, its own workers, 2-core machine)`);
  console.log(`- ${reminders.count} reminders due at once: every reminder job ran in ${(remindersDoneMs / 1000).toFixed(1)} s`);
  console.log(`- and every reminder e-mail was delivered (outbox) in ${(allMs / 1000).toFixed(1)} s: ${delivered()} files for ${reminders.count} visits (${Math.round(reminders.count / (allMs / 1000))} e-mails/s)`);
} finally {
  await server.stop();
  await database.drop();
}

