import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { SessionUser } from "~/server/auth/session";
import { appointments, payments, simulatedCheckoutSessions, type services } from "~/server/db/schema";
import { testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { simulatedAction } from "../support/simulated-gateway";

let staff: SessionUser;
let service: typeof services.$inferSelect;
beforeAll(async () => {
  const db = await testDb();
  staff = await createAccount(db, "staff");
  service = await onlineService(db);
});

/** A parent's payment that lands after the booking was released: the order needs a refund. */
async function latePayment(date: string, time: string) {
  const booked = await postBooking(bookingPayload(service.id, date, time));
  expect(booked.status).toBe(201);
  const { orderId, session } = (booked.json as BookingResponse).data;
  const db = await testDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  await db.update(payments).set({ status: "expired" }).where(eq(payments.id, orderId));
  await db.update(appointments).set({ status: "expired" }).where(eq(appointments.id, payment!.appointmentId!));
  await db.update(simulatedCheckoutSessions).set({ expiresAt: new Date(Date.now() + 3600_000) }).where(eq(simulatedCheckoutSessions.id, session.id));
  expect((await simulatedAction(session.id, "pay")).status).toBe(303);
  return orderId;
}

describe("orders", () => {
  it("the refunds-needed queue shows a late payment; refunding it empties the queue, once", async () => {
    const orderId = await latePayment(upcoming(2, 56), "15:00");
    const caller = await testCaller({ user: staff });
    const queue = await caller.admin.orders.list({ status: "refund_needed" });
    expect(queue.refundsNeeded).toBe(1);
    expect(queue.rows.map((r) => r.orderId)).toEqual([orderId]);

    const refunded = await caller.admin.orders.refund({ orderId });
    expect(refunded).toMatchObject({ status: "refunded", refundedCents: 4500, refundRef: expect.stringMatching(/^sim_re_/) });
    // The answer is what the back-office shows: no checkout address or provider secret.
    expect(Object.keys(refunded).sort()).toEqual(["id", "refundRef", "refundedAt", "refundedCents", "status"]);
    expect((await caller.admin.orders.list({})).refundsNeeded).toBe(0);
    await expect(caller.admin.orders.refund({ orderId })).rejects.toMatchObject({ code: "CONFLICT", message: "This order is already refunded." });
  });

  it("a paid appointment is refunded from the agenda, not here; an unpaid order has nothing to refund", async () => {
    const booked = await postBooking(bookingPayload(service.id, upcoming(3, 56), "16:00"));
    const { orderId, session } = (booked.json as BookingResponse).data;
    const caller = await testCaller({ user: staff });
    await expect(caller.admin.orders.refund({ orderId })).rejects.toMatchObject({ code: "CONFLICT", message: "Nothing was paid for this order." });
    await simulatedAction(session.id, "pay");
    await expect(caller.admin.orders.refund({ orderId })).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("cancelling it in the agenda") });
  });

  it("searches by order number or e-mail, filters by kind and status", async () => {
    const caller = await testCaller({ user: staff });
    const booked = await postBooking(bookingPayload(service.id, upcoming(4, 56), "17:00", { patient: { name: "Rana", phoneNumber: "+961 3 123 456", email: "findme@example.com" } }));
    const { orderId } = (booked.json as BookingResponse).data;
    expect((await caller.admin.orders.list({ search: orderId.toLowerCase() })).rows.map((r) => r.orderId)).toEqual([orderId]);
    expect((await caller.admin.orders.list({ search: "FINDME@" })).rows.map((r) => r.orderId)).toEqual([orderId]);
    expect((await caller.admin.orders.list({ kind: "course" })).rows).toEqual([]);
    expect((await caller.admin.orders.list({ status: "pending", kind: "appointment" })).rows.map((r) => r.orderId)).toContain(orderId);
  });

  it("sorts on the server by date, amount, status or e-mail, either way, and refuses an unknown column", async () => {
    const caller = await testCaller({ user: staff });
    // The server's collation decides the order of e-mails; the two directions mirror each other.
    const emailsUp = (await caller.admin.orders.list({ sort: "customerEmail", dir: "asc" })).rows.map((r) => `${r.customerEmail} ${r.orderId}`);
    const emailsDown = (await caller.admin.orders.list({ sort: "customerEmail", dir: "desc" })).rows.map((r) => `${r.customerEmail} ${r.orderId}`);
    expect(emailsUp.length).toBeGreaterThan(2);
    expect(emailsUp).toEqual([...emailsDown].reverse());
    expect(emailsUp[0]).not.toBe(emailsDown[0]);
    const amountsUp = (await caller.admin.orders.list({ sort: "amountCents", dir: "asc" })).rows.map((r) => r.amountCents);
    expect(amountsUp).toEqual([...amountsUp].sort((a, b) => a - b));
    const newestFirst = (await caller.admin.orders.list({})).rows.map((r) => r.createdAt.getTime());
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
    const oldestFirst = (await caller.admin.orders.list({ sort: "createdAt", dir: "asc" })).rows.map((r) => r.orderId);
    expect(oldestFirst).toEqual((await caller.admin.orders.list({ sort: "createdAt", dir: "desc" })).rows.map((r) => r.orderId).reverse());
    const byStatus = (await caller.admin.orders.list({ sort: "status", dir: "desc" })).rows.map((r) => r.status);
    expect(new Set(byStatus).size).toBeGreaterThan(1);
    await expect(caller.admin.orders.list({ sort: "provider" as never })).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("Sort by date, amount, status or e-mail.") });
  });
});
