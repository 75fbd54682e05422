import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { SessionUser } from "~/server/auth/session";
import { appointments, payments, type services } from "~/server/db/schema";
import { JOB_SCHEMA } from "~/server/jobs/job-definitions";
import { scheduleReminders } from "~/server/services/appointments/appointment-reminders";
import { testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { deliveredMail, runQueuedJobs } from "../support/jobs";
import { recipients } from "../support/outbox";
import { simulatedAction } from "../support/simulated-gateway";

let staff: SessionUser;
let service: typeof services.$inferSelect;
beforeAll(async () => {
  const db = await testDb();
  staff = await createAccount(db, "staff");
  service = await onlineService(db);
});

let counter = 0;
async function paidBooking(date: string, time: string) {
  counter += 1;
  const email = `reminded-${counter}-${Date.now()}@example.com`;
  const response = await postBooking(bookingPayload(service.id, date, time, { patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email } }));
  expect(response.status).toBe(201);
  const { orderId, session } = (response.json as BookingResponse).data;
  expect((await simulatedAction(session.id, "pay")).status).toBe(303);
  const [payment] = await (await testDb()).select().from(payments).where(eq(payments.id, orderId));
  return { email, appointmentId: payment!.appointmentId! };
}

/** The reminder jobs queued for a visit: which, and when they are due. */
async function reminderJobs(appointmentId: string) {
  const rows = await (await testDb()).execute(
    sql`select data->>'kind' as kind, (data->>'sequence')::int as sequence, start_after as "startAfter" from ${sql.raw(`${JOB_SCHEMA}.job`)} where name = 'send-reminder' and data->>'appointmentId' = ${appointmentId} order by start_after`,
  );
  return (rows.rows as Array<{ kind: string; sequence: number; startAfter: string | Date }>).map((r) => ({ kind: r.kind, sequence: Number(r.sequence), at: new Date(r.startAfter).getTime() }));
}

const remindersTo = async (email: string) => (await deliveredMail()).filter((m) => recipients(m).includes(email) && /^(Tomorrow|In two hours):/.test(m.subject ?? ""));

describe("appointment reminders", () => {
  it("a paid visit gets one reminder a day before and one two hours before, with the meeting link, each sent once", async () => {
    const { email, appointmentId } = await paidBooking(upcoming(2, 8), "16:00");
    const [visit] = await (await testDb()).select().from(appointments).where(eq(appointments.id, appointmentId));
    const startsAt = visit!.startsAt.getTime();
    expect(await reminderJobs(appointmentId)).toEqual([
      { kind: "24h", sequence: visit!.sequence, at: startsAt - 24 * 3600_000 },
      { kind: "2h", sequence: visit!.sequence, at: startsAt - 2 * 3600_000 },
    ]);
    // Not before their time.
    await runQueuedJobs();
    expect(await remindersTo(email)).toEqual([]);
    // Their time comes.
    await runQueuedJobs({ includeRetries: true });
    const sent = await remindersTo(email);
    expect(sent.map((m) => m.subject?.split(":")[0]).sort()).toEqual(["In two hours", "Tomorrow"]);
    for (const mail of sent) {
      expect(mail.text).toContain(`/appointment/manage/${appointmentId}?t=`);
      expect(`${mail.text}${mail.html}`).not.toMatch(/meet\.jit\.si|8x8\.vc|visit-[0-9a-f]{40}/);
    }
    await runQueuedJobs({ includeRetries: true });
    expect(await remindersTo(email)).toHaveLength(2);
  });

  it("a moved visit is reminded at its new time only; a cancelled one never", async () => {
    const moved = await paidBooking(upcoming(3, 8), "16:00");
    const cancelled = await paidBooking(upcoming(3, 8), "16:30");
    const caller = await testCaller({ user: staff });
    const later = upcoming(4, 15);
    await caller.admin.agenda.reschedule({ appointmentId: moved.appointmentId, date: later, startTime: "17:00" });
    await caller.admin.agenda.cancel({ appointmentId: cancelled.appointmentId, refund: false, reason: "" });

    const jobs = await reminderJobs(moved.appointmentId);
    expect(jobs.map((j) => `${j.kind}@${j.sequence}`).sort()).toEqual(["24h@0", "24h@1", "2h@0", "2h@1"]);
    await runQueuedJobs({ includeRetries: true });
    const sent = await remindersTo(moved.email);
    expect(sent).toHaveLength(2);
    for (const mail of sent) expect(mail.subject).toMatch(new RegExp(`${Number(later.slice(8))} .* at 17:00`));
    expect(await remindersTo(cancelled.email)).toEqual([]);
  });

  it("a visit confirmed less than a day ahead gets only the reminders still ahead", async () => {
    const db = await testDb();
    const startsAt = new Date(Date.now() + 5 * 3600_000);
    await db.transaction((tx) => scheduleReminders(tx, { id: "6e0c4d0e-9f6a-4c1e-8f1a-3b2c1d0e9f8a", startsAt, sequence: 0 }));
    expect((await reminderJobs("6e0c4d0e-9f6a-4c1e-8f1a-3b2c1d0e9f8a")).map((j) => j.kind)).toEqual(["2h"]);
  });
});
