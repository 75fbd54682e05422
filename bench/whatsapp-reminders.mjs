// `npm run bench:whatsapp`: 1,000 reminders falling due at once for parents who chose WhatsApp
// (decision 053), on the PostgreSQL server, worked by the server's own job workers (pg-boss): each
// reminder job queues its message and a send-whatsapp job, which calls the Cloud API — here the
// local fake of tests/support, speaking its protocol (bearer token, template registry, wamid
// answers). How long until the fake had every message, and whether each went out once. Target:
// 60 s or less (issue 31).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import pg from "pg";

import { startFakeWhatsApp } from "../tests/support/fake-whatsapp-server.ts";
import { seedAppointments } from "./appointments.mjs";
import { createBenchDatabase, ensureBuild, queryRows, queueDueReminders, startServer, waitForReminders } from "./lib.mjs";

const COUNT = Number(process.env.BENCH_REMINDERS ?? 1000);
const TARGET_SECONDS = 60;
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const whatsapp = { phoneNumberId: "106540352242922", accessToken: "EAAbenchSystemUserToken0123456789", appSecret: "bench-app-secret-0123456789abcdef" };

// Any production build serves (no page is read): the e2e build is reused rather than rebuilt.
if (!existsSync(".next/BUILD_ID")) ensureBuild();
const fake = await startFakeWhatsApp(whatsapp);
const database = await createBenchDatabase(serverUrl);
const server = await startServer({
  databaseUrl: database.url,
  extraEnv: {
    WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: whatsapp.accessToken,
    WHATSAPP_APP_SECRET: whatsapp.appSecret,
    WHATSAPP_VERIFY_TOKEN: "bench-verify-token-0123456789",
    WHATSAPP_API_URL: fake.url,
  },
});
try {
  // Confirmed visits, each with its own number that chose WhatsApp on the booking form, and an
  // e-mail (kept with each message in case WhatsApp cannot deliver it).
  await seedAppointments(database.url, COUNT);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    `update appointments a set patient_email = 'parent-' || a.id || '@example.com', patient_phone = '+96171' || lpad(r.n::text, 6, '0')
     from (select id, row_number() over (order by starts_at) as n from appointments) r where a.id = r.id`,
  );
  await client.query(
    `insert into whatsapp_opt_ins (phone, appointment_id, action, wording_version, page)
     select regexp_replace(patient_phone, '\\D', '', 'g'), id, 'given', '2026-11', '/ar/appointment' from appointments where status = 'confirmed'`,
  );
  const { rows: numbers } = await client.query("select count(distinct patient_phone)::int as n from appointments where status = 'confirmed'");
  await client.end();

  const reminders = await queueDueReminders(database.url);
  const { remindersDoneMs, allMs } = await waitForReminders(database.url, "send-whatsapp", reminders.started, () => fake.sent.length >= reminders.count);
  await reminders.stop();

  const outcome = await messageOutcome(database.url);
  const emails = mailsIn(path.join(server.dataDir, "outbox"));
  const once = new Set(fake.sent.map((m) => m.to)).size === fake.sent.length && fake.sent.length === reminders.count;
  const seconds = allMs / 1000;
  console.log(`\nWhatsApp reminders on the PostgreSQL server (one app process, its own workers, the local Cloud API fake, 2-core machine)`);
  console.log(`- ${reminders.count} reminders due at once, ${numbers[0].n} numbers that chose WhatsApp: every reminder job ran in ${(remindersDoneMs / 1000).toFixed(1)} s`);
  console.log(
    `- and the Cloud API (fake) had every message in ${seconds.toFixed(1)} s (${Math.round(reminders.count / seconds)} messages/s; target ≤ ${TARGET_SECONDS} s: ${seconds <= TARGET_SECONDS ? "met" : "NOT met"})`,
  );
  console.log(`- ${fake.sent.length} template messages (${[...new Set(fake.sent.map((m) => m.template))].join(", ")}), each number once: ${once ? "yes" : "NO"}; rows ${JSON.stringify(outcome)}; e-mails sent instead: ${emails}`);
  if (!once || seconds > TARGET_SECONDS) process.exitCode = 1;
} finally {
  await server.stop();
  await database.drop();
  await fake.close();
}


/** The messages' rows by status. @param {string} url */
async function messageOutcome(url) {
  const rows = await queryRows(url, "select status, count(*)::int as n from whatsapp_messages group by status order by status");
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** E-mails delivered to the outbox. @param {string} outbox */
function mailsIn(outbox) {
  try {
    return readdirSync(outbox).filter((f) => f.endsWith(".eml")).length;
  } catch {
    return 0;
  }
}
