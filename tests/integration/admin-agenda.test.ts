import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as timeslots } from "~/app/api/appointments/timeslots/route";
import { addDays, beirutInstant } from "~/lib/beirut-time";
import type { SessionUser } from "~/server/auth/session";
import { appointments, auditLog, payments, services, users } from "~/server/db/schema";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { bookForParent } from "~/server/services/appointments/book-for-parent";
import { callRoute, testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { recipients } from "../support/outbox";
import { deliveredMail } from "../support/jobs";
import { simulatedAction } from "../support/simulated-gateway";
import { refusal } from "../support/refusal";

let admin: SessionUser;
let staff: SessionUser;
let parent: SessionUser;
let service: typeof services.$inferSelect;
beforeAll(async () => {
  const db = await testDb();
  [admin, staff, parent] = await Promise.all([createAccount(db, "admin"), createAccount(db, "staff"), createAccount(db, "parent")]);
  service = await onlineService(db);
});

let counter = 0;
/** A booking of a slot, paid on the simulated gateway unless `paid` is false. */
async function booking(date: string, time: string, { paid = true, name = "Rana Khoury" } = {}) {
  counter += 1;
  const email = `agenda-${counter}-${Date.now()}@example.com`;
  const response = await postBooking(bookingPayload(service.id, date, time, { patient: { name, phoneNumber: "+961 3 123 456", email } }));
  expect(response.status).toBe(201);
  const { orderId, session } = (response.json as BookingResponse).data;
  if (paid) expect((await simulatedAction(session.id, "pay")).status).toBe(303);
  const db = await testDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  return { orderId, email, appointmentId: payment!.appointmentId! };
}

const freeTimes = async (date: string) =>
  ((await callRoute(timeslots, { url: `http://localhost:3000/api/appointments/timeslots?date=${date}` })).json as { data: { slots: Array<{ startTime: string; available: boolean }> } }).data.slots
    .filter((s) => s.available)
    .map((s) => s.startTime);

describe("the agenda", () => {
  it("anonymous 401, parent 403, a site session of staff 401; reception and the admin may read it and cancel", async () => {
    const input = { from: upcoming(2), days: 1 as const };
    const cancel = { appointmentId: "00000000-0000-4000-8000-000000000000", refund: false, reason: "" };
    await expect((await testCaller()).admin.agenda.list(input)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await testCaller()).admin.agenda.cancel(cancel)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await testCaller({ user: parent })).admin.agenda.list(input)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect((await testCaller({ user: parent })).admin.agenda.cancel(cancel)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect((await testCaller({ user: staff, kind: "standard" })).admin.agenda.list(input)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const user of [staff, admin]) {
      expect(await (await testCaller({ user })).admin.agenda.list(input)).toEqual(expect.any(Array));
      await expect((await testCaller({ user })).admin.agenda.cancel(cancel)).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("lists a day in time order with payment, and a week; finds a booking by name, phone digits, e-mail or order number", async () => {
    const day = upcoming(4, 14);
    const late = await booking(day, "18:00", { name: "Karim Nassar" });
    const early = await booking(day, "15:30", { name: "Maya Aoun", paid: false });
    const caller = await testCaller({ user: staff });
    const rows = await caller.admin.agenda.list({ from: day, days: 1 });
    expect(rows.map((r) => `${r.time} ${r.patientName} ${r.status} ${r.payment?.status}`)).toEqual([
      "15:30 Maya Aoun pending pending",
      "18:00 Karim Nassar confirmed paid",
    ]);
    expect(rows[1]!.payment).toMatchObject({ orderId: late.orderId, amountCents: 4500 });
    expect((await caller.admin.agenda.list({ from: addDays(day, -3), days: 7 })).map((r) => r.id)).toEqual(expect.arrayContaining([late.appointmentId, early.appointmentId]));
    for (const search of ["karim", "03 123 456", late.email.toUpperCase(), late.orderId.toLowerCase()]) {
      const found = await caller.admin.agenda.list({ from: day, days: 1, search });
      expect(found.map((r) => r.id), search).toContain(late.appointmentId);
    }
    expect(await caller.admin.agenda.list({ from: day, days: 1, search: "%" })).toEqual([]);
  });
});

describe("the agenda's grid", () => {
  it("names the parent from their account once it proved the visit's e-mail, and from no other account; carries the video room", async () => {
    const db = await testDb();
    const caller = await testCaller({ user: staff });
    const day = upcoming(5, 63);
    const proved = await booking(day, "15:00", { name: "Lina Haddad" });
    await db.insert(users).values({ email: proved.email.toUpperCase(), firstName: "Rana", lastName: "Haddad", role: "parent", emailVerified: new Date() });
    const unproved = await booking(day, "16:00", { name: "Sami Aoun" });
    await db.insert(users).values({ email: unproved.email, firstName: "Not", lastName: "Them", role: "parent" });
    const rows = await caller.admin.agenda.list({ from: day, days: 1 });
    const of = (id: string) => rows.find((r) => r.id === id)!;
    expect(of(proved.appointmentId).parentName).toBe("Rana Haddad");
    // The agenda names no video room: the doctor starts the visit from its button, which mints a token.
    expect(JSON.stringify(of(proved.appointmentId))).not.toMatch(/meet\.jit\.si|8x8\.vc|visit-[0-9a-f]{40}/);
    expect(of(unproved.appointmentId).parentName).toBeNull();
  });

  it("gives each day of a week its opening periods and the closures on it, cut to the day; reception may read them", async () => {
    const monday = upcoming(1, 70);
    const admins = await testCaller({ user: admin });
    // Wednesday from 16:00 to Thursday 15:30.
    await admins.admin.schedule.addClosure({ startDate: addDays(monday, 2), startTime: "16:00", endDate: addDays(monday, 3), endTime: "15:30", reason: "Conference" });
    const days = await (await testCaller({ user: staff })).admin.agenda.hours({ from: monday, days: 7 });
    expect(days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n)));
    expect(days[0]!.open).toEqual([{ from: "14:00", to: "17:00", slotMinutes: 30 }]);
    expect(days[1]!.open).toEqual([{ from: "15:00", to: "19:00", slotMinutes: 30 }]);
    expect(days[6]!.open).toEqual([]);
    expect(days[2]!.closures).toEqual([{ from: "16:00", to: "24:00", reason: "Conference" }]);
    expect(days[3]!.closures).toEqual([{ from: "00:00", to: "15:30", reason: "Conference" }]);
    expect(days[4]!.closures).toEqual([]);
    await expect((await testCaller({ user: parent })).admin.agenda.hours({ from: monday, days: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("cancelling", () => {
  it("a paid booking with a refund: the slot frees at once, the payment is refunded, the parent gets a cancelling .ics, the change is audited", async () => {
    const day = upcoming(5, 21);
    const { appointmentId, orderId, email } = await booking(day, "16:00");
    expect(await freeTimes(day)).not.toContain("16:00");
    const result = await (await testCaller({ user: staff })).admin.agenda.cancel({ appointmentId, refund: true, reason: "Doctor ill" });
    expect(result).toMatchObject({ refunded: { amountCents: 4500 }, emailed: true });
    expect(await freeTimes(day)).toContain("16:00");

    const db = await testDb();
    const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
    expect(payment).toMatchObject({ status: "refunded", refundedCents: 4500, refundRef: expect.stringMatching(/^sim_re_/) });
    const [appointment] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(appointment).toMatchObject({ status: "cancelled", sequence: 1 });

    const mail = (await deliveredMail()).filter((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment cancelled")).at(-1)!;
    expect(mail.text).toContain("refunded $45");
    const ics = mail.attachments.find((a) => a.filename === "appointment-cancelled.ics")!.content.toString();
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain(`UID:${appointmentId}@`);

    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, appointmentId), eq(auditLog.actorKind, "staff")));
    expect(entry).toMatchObject({ actorId: staff.id, action: "cancel appointment with refund", before: { status: "confirmed", paymentStatus: "paid" } });

    // Twice is refused, and no second refund is asked for.
    await expect((await testCaller({ user: admin })).admin.agenda.cancel({ appointmentId, refund: true, reason: "" })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("without a refund the payment stays as it was; a refund of an unpaid booking is refused and changes nothing", async () => {
    const day = upcoming(6, 21);
    const paid = await booking(day, "15:00");
    await (await testCaller({ user: staff })).admin.agenda.cancel({ appointmentId: paid.appointmentId, refund: false, reason: "Parent asked" });
    const db = await testDb();
    const [payment] = await db.select().from(payments).where(eq(payments.id, paid.orderId));
    expect(payment).toMatchObject({ status: "paid", refundRef: null });

    const unpaid = await booking(day, "17:00", { paid: false });
    await expect((await testCaller({ user: staff })).admin.agenda.cancel({ appointmentId: unpaid.appointmentId, refund: true, reason: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Nothing was paid for this appointment, so there is nothing to refund.",
    });
    const [held] = await db.select().from(appointments).where(eq(appointments.id, unpaid.appointmentId));
    expect(held!.status).toBe("pending");
  });

  it("two staff cancelling the same booking at once: one cancels, the other is told; one refund only", async () => {
    const day = upcoming(2, 28);
    const { appointmentId } = await booking(day, "18:30");
    const results = await Promise.allSettled([staff, admin].map(async (user) => (await testCaller({ user })).admin.agenda.cancel({ appointmentId, refund: false, reason: "" })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
  });
});

describe("moving", () => {
  it("a paid booking moves to a free slot: the old one frees, the parent gets the new time and an .ics with the same UID and a higher SEQUENCE", async () => {
    const day = upcoming(3, 35);
    const { appointmentId, email } = await booking(day, "15:00");
    const later = upcoming(4, 35);
    const result = await (await testCaller({ user: staff })).admin.agenda.reschedule({ appointmentId, date: later, startTime: "16:30" });
    // The calendar's sequence is the server's own: the .ics below carries it, the answer does not.
    expect(result).toMatchObject({ emailed: true, appointment: { status: "confirmed", startsAt: expect.any(Date) } });
    expect(result.appointment).not.toHaveProperty("sequence");
    expect(await freeTimes(day)).toContain("15:00");
    expect(await freeTimes(later)).not.toContain("16:30");
    const mail = (await deliveredMail()).filter((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment moved")).at(-1)!;
    const ics = mail.attachments.find((a) => a.filename === "appointment.ics")!.content.toString();
    expect(ics).toContain(`UID:${appointmentId}@`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("METHOD:PUBLISH");
    const db = await testDb();
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, appointmentId), eq(auditLog.actorKind, "staff")));
    expect(entry).toMatchObject({ action: "reschedule appointment", after: { date: later, time: "16:30" } });
  });

  it("two staff moving two bookings into one slot at once: one is moved, the other is told the slot was taken", async () => {
    const day = upcoming(5, 35);
    const [a, b] = [await booking(day, "15:00"), await booking(day, "15:30")];
    const target = upcoming(6, 35);
    const results = await Promise.allSettled(
      [[staff, a], [admin, b]].map(async ([user, moved]) =>
        (await testCaller({ user: user as SessionUser })).admin.agenda.reschedule({ appointmentId: (moved as { appointmentId: string }).appointmentId, date: target, startTime: "18:00" }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT", message: "This time slot was just taken. Please choose another." });
    // The one not moved keeps its own slot.
    expect(await freeTimes(day)).not.toEqual(expect.arrayContaining(["15:00", "15:30"]));
  });

  it("refuses the past, a time that is not a slot, and a taken slot, with the field it is about", async () => {
    const day = upcoming(2, 42);
    const { appointmentId } = await booking(day, "15:00");
    await booking(day, "16:00");
    const caller = await testCaller({ user: staff });
    await expect(caller.admin.agenda.reschedule({ appointmentId, date: "2020-01-07", startTime: "15:00" })).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Please choose today or a later date." });
    await expect(caller.admin.agenda.reschedule({ appointmentId, date: day, startTime: "15:10" })).rejects.toMatchObject({ code: "BAD_REQUEST", message: "This time is not one of the day's slots." });
    await expect(caller.admin.agenda.reschedule({ appointmentId, date: day, startTime: "16:00" })).rejects.toMatchObject({ code: "CONFLICT" });
    const db = await testDb();
    const [unchanged] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(unchanged).toMatchObject({ sequence: 0, status: "confirmed" });
  });
});

describe("after the visit", () => {
  it("a confirmed visit that has started is marked completed or no-show, once; a future one cannot be; the internal note is kept and audited", async () => {
    const db = await testDb();
    const future = await booking(upcoming(3, 42), "17:30");
    const caller = await testCaller({ user: staff });
    await expect(caller.admin.agenda.recordOutcome({ appointmentId: future.appointmentId, outcome: "completed" })).rejects.toMatchObject({ code: "CONFLICT", message: "This appointment has not started yet." });

    // As if its time had come: an hour ago.
    const past = await booking(upcoming(4, 42), "17:30");
    const hourAgo = new Date(Date.now() - 3600_000);
    await db.update(appointments).set({ startsAt: hourAgo, endsAt: new Date(hourAgo.getTime() + 1800_000) }).where(eq(appointments.id, past.appointmentId));
    expect((await caller.admin.agenda.recordOutcome({ appointmentId: past.appointmentId, outcome: "no_show" })).status).toBe("no_show");
    await expect(caller.admin.agenda.recordOutcome({ appointmentId: past.appointmentId, outcome: "completed" })).rejects.toMatchObject({ code: "CONFLICT" });

    await caller.admin.agenda.setNote({ appointmentId: past.appointmentId, note: "Called twice, no answer." });
    const [row] = await db.select().from(appointments).where(eq(appointments.id, past.appointmentId));
    expect(row!.staffNote).toBe("Called twice, no answer.");
    const actions = (await db.select().from(auditLog).where(and(eq(auditLog.entityId, past.appointmentId), eq(auditLog.actorKind, "staff")))).map((e) => e.action).sort();
    expect(actions).toEqual(["edit staff note", "mark no-show"]);
  });
});


describe("booking for a parent who phoned", () => {
  it("takes a free slot at once, confirmed and paid at the clinic; the parent gets the confirmation and .ics; a taken slot is refused", async () => {
    const day = upcoming(5, 42);
    const caller = await testCaller({ user: staff });
    const email = `phoned-${Date.now()}@example.com`;
    const booking = { serviceId: service.id, date: day, startTime: "16:30", type: "Online" as const, patient: { name: "Lina Haddad", phoneNumber: "+961 3 123 456", email }, notes: "Fever", parentToldOfNotice: true as const };
    const created = await caller.admin.agenda.bookForParent(booking);
    expect(created).toMatchObject({ status: "confirmed", patientPhone: "+9613123456" });
    expect(await freeTimes(day)).not.toContain("16:30");
    const mail = (await deliveredMail()).find((m) => recipients(m).includes(email))!;
    expect(mail.subject).toMatch(/^Appointment confirmed/);
    expect(mail.text).toContain("At the clinic");
    expect(mail.attachments.map((a) => a.filename)).toContain("appointment.ics");

    await expect(caller.admin.agenda.bookForParent({ ...booking, patient: { ...booking.patient, name: "Someone else" } })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This time slot was just taken. Please choose another.",
    });
    await expect(caller.admin.agenda.bookForParent({ ...booking, startTime: "16:10" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.admin.agenda.bookForParent({ ...booking, startTime: "17:00", patient: { ...booking.patient, phoneNumber: "123" } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("by payment link: holds the slot, e-mails the provider's page, and the payment confirms the visit", async () => {
    const db = await testDb();
    const day = upcoming(5, 49);
    const caller = await testCaller({ user: staff });
    const email = `link-${Date.now()}@example.com`;
    const booking = { serviceId: service.id, date: day, startTime: "16:30", type: "Online" as const, patient: { name: "Rami Khoury", phoneNumber: "+961 3 123 456", email }, notes: "", payment: "link" as const, parentToldOfNotice: true as const };
    expect(await refusal(caller.admin.agenda.bookForParent({ ...booking, patient: { ...booking.patient, email: "" } }))).toMatchObject({
      fields: { "patient.email": "A payment link goes by e-mail: please enter the parent's e-mail." },
    });

    const held = await caller.admin.agenda.bookForParent(booking);
    expect(held).toMatchObject({ status: "pending", orderId: expect.stringMatching(/^APT-/) });
    expect(await freeTimes(day)).not.toContain("16:30");
    const [payment] = await db.select().from(payments).where(eq(payments.id, held.orderId!));
    expect(payment).toMatchObject({ status: "pending", amountCents: service.priceOnlineCents, customerEmail: email });
    // Open a day (the visit is days away), not the quarter of an hour of an online booking's hold.
    expect(payment!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    const mail = (await deliveredMail()).find((m) => recipients(m).includes(email))!;
    expect(mail.subject).toMatch(/^Please pay to confirm/);
    expect(mail.text).toContain(payment!.checkoutUrl!);

    expect((await simulatedAction(payment!.providerRef!, "pay")).status).toBe(303);
    const [confirmed] = await db.select().from(appointments).where(eq(appointments.id, held.id));
    // Its video room is given when the visit is first joined (decision 048).
    expect(confirmed).toMatchObject({ status: "confirmed", videoRoom: null });
    expect((await deliveredMail()).some((m) => recipients(m).includes(email) && /^Appointment confirmed/.test(m.subject ?? ""))).toBe(true);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, held.id), eq(auditLog.actorKind, "staff")));
    expect(audit!.after).toMatchObject({ payment: `payment link ${held.orderId}` });
  });

  it("refuses a payment link for a visit too soon to pay for before it starts, and keeps the slot free", async () => {
    const db = await testDb();
    const day = upcoming(5, 56);
    const startsAt = beirutInstant(day, "16:30");
    const booking = { serviceId: service.id, date: day, startTime: "16:30", type: "In-Person" as const, patient: { name: "Soon", phoneNumber: "+961 3 123 456", email: "soon@example.com" }, notes: "", payment: "link" as const, parentToldOfNotice: true as const };
    // 80 minutes before: the link would have to close an hour before the visit, after only 20 minutes.
    const tooSoon = bookForParent({ db, actorId: staff.id, booking, provider: getPaymentProvider(), publicUrl: "http://localhost:3000", now: new Date(startsAt.getTime() - 80 * 60_000) });
    await expect(tooSoon).rejects.toMatchObject({ message: "This visit is too soon for a payment link. Book it as paid at the clinic.", fields: { payment: expect.any(String) } });
    expect(await freeTimes(day)).toContain("16:30");
    // 100 minutes before, the link is open 40 minutes, until an hour before the visit.
    const held = await bookForParent({ db, actorId: staff.id, booking, provider: getPaymentProvider(), publicUrl: "http://localhost:3000", now: new Date(startsAt.getTime() - 100 * 60_000) });
    const [payment] = await db.select().from(payments).where(eq(payments.id, held.orderId!));
    expect(payment!.expiresAt.getTime()).toBe(startsAt.getTime() - 60 * 60_000);
    expect(payment!.amountCents).toBe(service.priceOfflineCents);
  });
});
