import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as cancelRoute } from "~/app/api/appointments/manage/[appointmentId]/cancel/route";
import { POST as rescheduleRoute } from "~/app/api/appointments/manage/[appointmentId]/reschedule/route";
import { formatPrice } from "~/lib/money";
import { appointments, payments, type services } from "~/server/db/schema";
import { JOB_SCHEMA } from "~/server/jobs/job-definitions";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { cancelByParent, readManagedAppointment, rescheduleByParent } from "~/server/services/appointments/manage-appointment";
import { manageToken } from "~/server/services/appointments/manage-link";
import { rescheduleAppointment } from "~/server/services/appointments/reschedule-appointment";
import { callRoute, testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { deliveredMail } from "../support/jobs";
import { recipients } from "../support/outbox";
import { simulatedAction } from "../support/simulated-gateway";

let service: typeof services.$inferSelect;
beforeAll(async () => {
  service = await onlineService(await testDb());
});

let counter = 0;
/** A paid booking and the manage link its confirmation e-mail carries. */
async function paidVisit(date: string, time: string) {
  counter += 1;
  const email = `manage-${counter}-${Date.now()}@example.com`;
  const response = await postBooking(bookingPayload(service.id, date, time, { patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email } }));
  const { orderId, session } = (response.json as BookingResponse).data;
  expect((await simulatedAction(session.id, "pay")).status).toBe(303);
  const confirmation = (await deliveredMail()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment confirmed"))!;
  const link = new URL(/https?:\/\/\S+\/appointment\/manage\/\S+/.exec(confirmation.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
  const appointmentId = link.pathname.split("/").at(-1)!;
  return { email, orderId, appointmentId, token: link.searchParams.get("t")!, link };
}

describe("the manage link", () => {
  it("opens the visit from the confirmation e-mail; cancelling a day or more ahead refunds it, frees the slot, tells parent and clinic, once", async () => {
    const date = upcoming(2, 8);
    const visit = await paidVisit(date, "16:00");
    const caller = await testCaller();
    const shown = await caller.appointments.manage({ appointmentId: visit.appointmentId, token: visit.token });
    expect(shown).toMatchObject({ status: "confirmed", serviceName: "Online Consultation", cancel: { refundCents: 4500 } });
    // Its video room opens on the visit's page from 15 minutes before to 30 after the end.
    expect(shown.video).toEqual({ opensAt: new Date(shown.startsAt.getTime() - 15 * 60_000), closesAt: new Date(shown.endsAt.getTime() + 30 * 60_000) });

    // Two presses at once (two tabs): one cancellation, one refund, the same answer.
    const [first, second] = await Promise.all([caller.appointments.cancelMine({ appointmentId: visit.appointmentId, token: visit.token }), caller.appointments.cancelMine({ appointmentId: visit.appointmentId, token: visit.token })]);
    expect(first).toEqual({ status: "cancelled", refundedCents: 4500 });
    expect(second).toEqual(first);
    const db = await testDb();
    const [payment] = await db.select().from(payments).where(eq(payments.id, visit.orderId));
    expect(payment).toMatchObject({ status: "refunded", refundedCents: 4500, refundRef: expect.stringMatching(/^sim_re_/) });
    const slots = (await caller.appointments.timeSlots({ date })).slots;
    expect(slots.find((s) => s.startTime === "16:00")).toMatchObject({ available: true });

    const mail = await deliveredMail();
    const toParent = mail.filter((m) => recipients(m).includes(visit.email) && m.subject?.startsWith("Appointment cancelled"));
    expect(toParent).toHaveLength(1);
    expect(toParent[0]!.text).toContain("cancelled, as you asked");
    expect(toParent[0]!.text).toContain(`We have refunded ${formatPrice(4500)}`);
    expect(toParent[0]!.attachments.find((a) => a.filename === "appointment-cancelled.ics")!.content.toString()).toContain("METHOD:CANCEL");
    expect(mail.filter((m) => m.subject?.startsWith("Cancelled by the parent") && m.text?.includes(`${formatPrice(4500)} refunded`))).toHaveLength(1);
    // Asked again later: still cancelled, nothing more sent or refunded.
    expect(await caller.appointments.cancelMine({ appointmentId: visit.appointmentId, token: visit.token })).toEqual(first);
    expect((await deliveredMail()).length).toBe(mail.length);
  });

  it("cancelling less than a day ahead refunds nothing, as the page says before", async () => {
    const visit = await paidVisit(upcoming(3, 8), "16:00");
    const db = await testDb();
    const [row] = await db.select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    const late = new Date(row!.startsAt.getTime() - 3 * 3600_000);
    expect((await readManagedAppointment({ db, appointmentId: visit.appointmentId, token: visit.token, now: late })).cancel).toEqual({ refundCents: null });
    expect(await cancelByParent({ db, provider: getPaymentProvider(), appointmentId: visit.appointmentId, token: visit.token, now: late })).toEqual({ status: "cancelled", refundedCents: null });
    const [payment] = await db.select().from(payments).where(eq(payments.id, visit.orderId));
    expect(payment).toMatchObject({ status: "paid", refundRef: null });
    // Once it has started, nothing can be done here.
    const other = await paidVisit(upcoming(3, 8), "17:00");
    const [started] = await db.select().from(appointments).where(eq(appointments.id, other.appointmentId));
    await expect(cancelByParent({ db, provider: getPaymentProvider(), appointmentId: other.appointmentId, token: other.token, now: new Date(started!.startsAt.getTime() + 60_000) })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("has started"),
    });
  });

  it("a tampered link, another booking's link or an expired one opens nothing and changes nothing", async () => {
    const visit = await paidVisit(upcoming(4, 8), "16:00");
    const other = await paidVisit(upcoming(4, 8), "16:30");
    const caller = await testCaller();
    const tampered = visit.token.slice(0, -2) + (visit.token.endsWith("AA") ? "BB" : "AA");
    for (const token of [tampered, other.token, "", "1.x", `${Number(visit.token.split(".")[0]) + 86_400}.${visit.token.split(".")[1]}`]) {
      await expect(caller.appointments.cancelMine({ appointmentId: visit.appointmentId, token })).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining("not valid") });
    }
    const db = await testDb();
    const [row] = await db.select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    const afterTheVisit = new Date(row!.endsAt.getTime() + 1000);
    await expect(readManagedAppointment({ db, appointmentId: visit.appointmentId, token: manageToken(visit.appointmentId, row!.endsAt), now: afterTheVisit })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("expired"),
    });
    expect(row!.status).toBe("confirmed");
  });

  it("the page's plain form posts to the REST path and is sent back to the page; a bad link is the API's one error shape", async () => {
    const visit = await paidVisit(upcoming(5, 8), "16:00");
    const url = `http://localhost:3000/api/appointments/manage/${visit.appointmentId}/cancel?t=${encodeURIComponent(visit.token)}&from=page`;
    const response = await callRoute(cancelRoute, { url, method: "POST", body: "", headers: { "content-type": "application/x-www-form-urlencoded" }, params: { appointmentId: visit.appointmentId } });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/appointment/manage/${visit.appointmentId}?t=${encodeURIComponent(visit.token)}&done=cancelled`);
    const bad = await callRoute(cancelRoute, {
      url: `http://localhost:3000/api/appointments/manage/${visit.appointmentId}/cancel?t=nope`,
      method: "POST",
      body: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      params: { appointmentId: visit.appointmentId },
    });
    expect(bad.status).toBe(403);
    expect(bad.json).toMatchObject({ success: false, message: expect.stringContaining("not valid") });
  });

  it("the parent moves the visit to a free time: updated .ics, the clinic told, reminders for the new time; at most twice, not within a day", async () => {
    const visit = await paidVisit(upcoming(1, 15), "16:00");
    const caller = await testCaller();
    const target = upcoming(2, 15);
    expect((await caller.appointments.manage({ appointmentId: visit.appointmentId, token: visit.token })).reschedule).toEqual({ left: 2 });
    const moved = await caller.appointments.rescheduleMine({ appointmentId: visit.appointmentId, token: visit.token, date: target, startTime: "17:30" });
    expect(moved.status).toBe("moved");
    // The same move again (a double press) answers the same and moves nothing.
    expect(await caller.appointments.rescheduleMine({ appointmentId: visit.appointmentId, token: visit.token, date: target, startTime: "17:30" })).toEqual(moved);
    const mail = await deliveredMail();
    const toParent = mail.filter((m) => recipients(m).includes(visit.email) && m.subject?.startsWith("Appointment moved"));
    expect(toParent).toHaveLength(1);
    expect(toParent[0]!.text).toContain("moved, as you asked");
    const ics = toParent[0]!.attachments.find((a) => a.filename === "appointment.ics")!.content.toString();
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain(`UID:${visit.appointmentId}@`);
    expect(mail.filter((m) => m.subject?.startsWith("Moved by the parent") && m.text?.includes("Rana Khoury"))).toHaveLength(1);
    expect((await caller.appointments.timeSlots({ date: upcoming(1, 15) })).slots.find((s) => s.startTime === "16:00")).toMatchObject({ available: true });
    const reminders = await (await testDb()).execute(
      sql`select data->>'kind' as kind from ${sql.raw(`${JOB_SCHEMA}.job`)} where name = 'send-reminder' and data->>'appointmentId' = ${visit.appointmentId} and (data->>'sequence')::int = 1`,
    );
    expect((reminders.rows as Array<{ kind: string }>).map((r) => r.kind).sort()).toEqual(["24h", "2h"]);

    // Into a taken slot: refused, nothing changed.
    await paidVisit(target, "18:00");
    await expect(caller.appointments.rescheduleMine({ appointmentId: visit.appointmentId, token: visit.token, date: target, startTime: "18:00" })).rejects.toMatchObject({ code: "CONFLICT" });
    await caller.appointments.rescheduleMine({ appointmentId: visit.appointmentId, token: visit.token, date: target, startTime: "18:30" });
    const third = caller.appointments.rescheduleMine({ appointmentId: visit.appointmentId, token: visit.token, date: target, startTime: "19:00" });
    await expect(third).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("moved it 2 times already") });

    const late = await paidVisit(upcoming(3, 15), "16:00");
    const db = await testDb();
    const [row] = await db.select().from(appointments).where(eq(appointments.id, late.appointmentId));
    await expect(
      rescheduleByParent({ db, appointmentId: late.appointmentId, token: late.token, date: upcoming(4, 15), startTime: "16:00", now: new Date(row!.startsAt.getTime() - 5 * 3600_000) }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("less than 24 hours away") });
  });

  it("two tabs moving one visit to two times at once: one move stands, the other is told", async () => {
    const visit = await paidVisit(upcoming(5, 15), "16:00");
    const caller = await testCaller();
    const target = upcoming(6, 15);
    const results = await Promise.allSettled([
      caller.appointments.rescheduleMine({ appointmentId: visit.appointmentId, token: visit.token, date: target, startTime: "16:30", version: 0 }),
      caller.appointments.rescheduleMine({ appointmentId: visit.appointmentId, token: visit.token, date: target, startTime: "17:00", version: 0 }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "CONFLICT", message: expect.stringContaining("changed meanwhile") } });
    const [row] = await (await testDb()).select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    expect(row!.parentReschedules).toBe(1);
    expect(row!.sequence).toBe(1);
  });

  it("a move decided on a version that another tab's move has since replaced is refused, even after that move committed", async () => {
    // The window two parallel moves race through: both checked version 0, then one committed
    // before the other read the visit again. The second must not move it a second time.
    const visit = await paidVisit(upcoming(5, 23), "16:00");
    await rescheduleByParent({ db: await testDb(), appointmentId: visit.appointmentId, token: visit.token, date: upcoming(6, 23), startTime: "16:30", version: 0 });
    await expect(
      rescheduleAppointment({ db: await testDb(), actorId: null, appointmentId: visit.appointmentId, date: upcoming(6, 23), startTime: "17:00", expectedVersion: 0 }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("changed meanwhile") });
    const [row] = await (await testDb()).select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    expect(row!.parentReschedules).toBe(1);
    expect(row!.sequence).toBe(1);
  });

  it("the move form posts to the REST path and is sent back to the page; a missing time is refused", async () => {
    const visit = await paidVisit(upcoming(2, 22), "16:00");
    const url = `http://localhost:3000/api/appointments/manage/${visit.appointmentId}/reschedule?t=${encodeURIComponent(visit.token)}&from=page`;
    const form = (fields: Record<string, string>) => ({ url, method: "POST", body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" }, params: { appointmentId: visit.appointmentId } });
    const missing = await callRoute(rescheduleRoute, { ...form({ date: upcoming(3, 22) }), url: url.replace("&from=page", "") });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ success: false, fields: { startTime: "Please select a time slot" } });
    const response = await callRoute(rescheduleRoute, form({ date: upcoming(3, 22), startTime: "17:00" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/appointment/manage/${visit.appointmentId}?t=${encodeURIComponent(visit.token)}&done=moved`);
  });
});
