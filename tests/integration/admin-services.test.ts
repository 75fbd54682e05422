import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { SessionUser } from "~/server/auth/session";
import { auditLog, payments } from "~/server/db/schema";
import { testCaller, testDb } from "../support/app";
import { bookingPayload, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { refusal } from "../support/refusal";

const details = {
  name: "Sleep consultation",
  description: "An hour on your child's sleep.",
  priceOnline: "45",
  priceOffline: "60.50",
  bookableOnline: true,
  imageUrl: "/images/services/newborn-care.svg" as const,
};


let admin: SessionUser;
beforeAll(async () => {
  admin = await createAccount(await testDb(), "admin");
});

describe("services and prices", () => {
  it("a new service shows on the public list and the booking form at once; an edit too; an archived one leaves both", async () => {
    const caller = await testCaller({ user: admin });
    const visitor = await testCaller();
    const created = await caller.admin.services.create(details);
    expect(created).toMatchObject({ priceOnlineCents: 4500, priceOfflineCents: 6050, archivedAt: null });
    expect((await visitor.appointments.listServices()).map((s) => s.name)).toContain("Sleep consultation");

    await caller.admin.services.update({ serviceId: created.id, details: { ...details, name: "Sleep clinic", priceOnline: "49.99" } });
    const shown = (await visitor.appointments.listServices()).find((s) => s.id === created.id)!;
    expect(shown).toMatchObject({ name: "Sleep clinic", priceOnlineCents: 4999 });

    await caller.admin.services.setArchived({ serviceId: created.id, archived: true });
    expect((await visitor.appointments.listServices()).map((s) => s.id)).not.toContain(created.id);
    expect((await caller.admin.services.list()).find((s) => s.id === created.id)!.archivedAt).toBeInstanceOf(Date);
    await caller.admin.services.setArchived({ serviceId: created.id, archived: false });
    expect((await visitor.appointments.listServices()).map((s) => s.id)).toContain(created.id);

    const db = await testDb();
    const actions = (await db.select().from(auditLog).where(eq(auditLog.entityId, created.id))).map((e) => e.action);
    expect(actions.sort()).toEqual(["archive service", "create service", "edit service", "restore service"]);
  });

  it("a price change never alters an order already made; an archived service cannot be booked", async () => {
    const caller = await testCaller({ user: admin });
    const service = await caller.admin.services.create({ ...details, name: "Follow-up" });
    const booked = await postBooking(bookingPayload(service.id, upcoming(2, 49), "15:00"));
    expect(booked.status).toBe(201);
    const { orderId } = (booked.json as BookingResponse).data;
    await caller.admin.services.update({ serviceId: service.id, details: { ...details, name: "Follow-up", priceOnline: "99" } });
    const db = await testDb();
    const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
    expect(payment!.amountCents).toBe(4500);

    await caller.admin.services.setArchived({ serviceId: service.id, archived: true });
    const refused = await postBooking(bookingPayload(service.id, upcoming(2, 49), "16:00"));
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ fields: { service: "Please select a service" } });
  });

  it("refuses negative, non-numeric and empty prices and a missing name, under their fields, and saves nothing", async () => {
    const caller = await testCaller({ user: admin });
    const service = await caller.admin.services.create({ ...details, name: "Untouched" });
    const cases = [
      [{ priceOnline: "-5" }, "details.priceOnline", "A price cannot be negative."],
      [{ priceOnline: "forty" }, "details.priceOnline", "Write the price in dollars, e.g. 45 or 45.50."],
      [{ priceOffline: "" }, "details.priceOffline", "Please enter a price."],
      [{ priceOffline: "12.345" }, "details.priceOffline", "Write the price in dollars, e.g. 45 or 45.50."],
      [{ name: "  " }, "details.name", "Please give the service a name."],
    ] as const;
    for (const [change, path, message] of cases) {
      expect(await refusal(caller.admin.services.update({ serviceId: service.id, details: { ...details, ...change } }))).toMatchObject({ code: "BAD_REQUEST", fields: { [path]: message } });
    }
    expect((await caller.admin.services.list()).find((s) => s.id === service.id)).toMatchObject({ name: "Untouched", priceOnlineCents: 4500 });
  });
});
