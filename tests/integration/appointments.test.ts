import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as orderStatus } from "~/app/api/appointments/order/[orderId]/route";
import { GET as availableDays } from "~/app/api/appointments/available-days/route";
import { GET as timeslots } from "~/app/api/appointments/timeslots/route";
import { addDays, beirutDate, beirutInstant } from "~/lib/beirut-time";
import { appointments, closures, payments } from "~/server/db/schema";
import { forgetSchedule } from "~/server/services/appointments/schedule-cache";
import { contentTags } from "~/server/services/content/cache-tags";
import { markContentChanged } from "~/server/services/content/content-changes";
import { bookingsPerAddress } from "~/server/services/security/limits";
import type { services } from "~/server/db/schema";
import { callRoute, fillRateLimit, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createService } from "../support/factories";

type Slots = { data: { bookedSlots: Array<{ startTime: string }>; slots: Array<{ startTime: string; available: boolean; reason: string }> } };

const getSlots = (date: string) => callRoute(timeslots, { url: `http://localhost:3000/api/appointments/timeslots?date=${encodeURIComponent(date)}` });

const wholeDay = (date: string, reason: string) => ({ startsAt: beirutInstant(date, "00:00"), endsAt: beirutInstant(addDays(date, 1), "00:00"), reason });

let service: typeof services.$inferSelect;
beforeAll(async () => {
  service = await onlineService(await testDb());
});

describe("GET /api/appointments/timeslots", () => {
  it("lists a Tuesday's eight slots and a Monday's six, all free", async () => {
    const tuesday = await getSlots(upcoming(2));
    expect(tuesday.status).toBe(200);
    const body = tuesday.json as Slots;
    expect(body.data.slots.map((s) => s.startTime)).toEqual(["15:00", "15:30", "16:00", "16:30", "17:00", "17:30", "18:00", "18:30"]);
    expect(body.data.slots.every((s) => s.available)).toBe(true);
    expect(body.data.bookedSlots).toEqual([]);
    expect(((await getSlots(upcoming(1))).json as Slots).data.slots).toHaveLength(6);
  });

  it("has no slots on Sundays and on closed days", async () => {
    expect(((await getSlots(upcoming(7))).json as Slots).data.slots).toEqual([]);
    const holiday = upcoming(3);
    await (await testDb()).insert(closures).values(wholeDay(holiday, "Holiday"));
    forgetSchedule();
    expect(((await getSlots(holiday)).json as Slots).data.slots).toEqual([]);
  });

  it("follows a closure another app process records, within a second, with nothing to forget here", async () => {
    const slotsOf = async (date: string) => ((await getSlots(date)).json as Slots).data.slots;
    const day = upcoming(2, 35);
    expect(await slotsOf(day)).toHaveLength(8);
    // What another process's edit leaves in the shared database: the row and the tag's new version.
    const db = await testDb();
    await db.transaction(async (tx) => {
      await tx.insert(closures).values(wholeDay(day, "Doctor away"));
      await markContentChanged(tx, [contentTags.schedule]);
    });
    await expect.poll(() => slotsOf(day), { timeout: 1000, interval: 100 }).toEqual([]);
  });

  it("refuses an invalid or past date with a 400 and a field message", async () => {
    for (const date of ["2026-02-30", "next tuesday", ""]) {
      const response = await getSlots(date);
      expect(response.status, date).toBe(400);
      expect(response.json).toMatchObject({ success: false, code: "BAD_REQUEST", fields: { date: expect.any(String) } });
    }
    const yesterday = await getSlots(addDays(beirutDate(new Date()), -1));
    expect(yesterday.status).toBe(400);
    expect(yesterday.json).toMatchObject({ message: "Please choose today or a later date." });
  });
});

type Days = { data: { days: Array<{ date: string; freeSlots: number }> } };

const getDays = (from: string, to: string) =>
  callRoute(availableDays, { url: `http://localhost:3000/api/appointments/available-days?from=${from}&to=${to}` });

describe("GET /api/appointments/available-days", () => {
  it("counts each day's free slots and drops one when it is booked", async () => {
    const monday = upcoming(1, 21);
    const to = addDays(monday, 6);
    const before = await getDays(monday, to);
    expect(before.status).toBe(200);
    const days = (before.json as Days).data.days;
    expect(days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n)));
    // Monday six slots, Tuesday eight, Sunday none (the clinic's schedule).
    expect(days[0]!.freeSlots).toBe(6);
    expect(days[1]!.freeSlots).toBe(8);
    expect(days[6]!.freeSlots).toBe(0);

    expect((await postBooking(bookingPayload(service.id, monday, "15:00"))).status).toBe(201);
    const after = (await getDays(monday, to)).json as Days;
    expect(after.data.days[0]!.freeSlots).toBe(5);
  });

  it("refuses a reversed, too long or malformed range with a 400 and a field message", async () => {
    const from = upcoming(2);
    for (const [query, field, message] of [
      [`from=${from}&to=${addDays(from, -1)}`, "to", "The range must start before it ends."],
      [`from=${from}&to=${addDays(from, 63)}`, "to", "Ask for at most 62 days at a time."],
      [`from=tomorrow&to=${from}`, "from", undefined],
    ] as const) {
      const response = await callRoute(availableDays, { url: `http://localhost:3000/api/appointments/available-days?${query}` });
      expect(response.status, query).toBe(400);
      expect(response.json, query).toMatchObject({ success: false, code: "BAD_REQUEST", fields: { [field]: message ?? expect.any(String) } });
    }
  });
});

describe("POST /api/appointments/book", () => {
  it("holds the slot, charges the service's own price and opens the hosted payment page", async () => {
    const date = upcoming(4);
    const response = await postBooking({ ...bookingPayload(service.id, date, "15:30"), amount: 1, price: 1 });
    expect(response.status).toBe(201);
    const { data } = response.json as BookingResponse;
    expect(data.orderId).toMatch(/^APT-[0-9A-Z]{10}$/);
    expect(data.session.id).toMatch(/^sim_cs_/);
    expect(data.session.url).toBe(`http://localhost:3000/pay/${data.session.id}`);

    const db = await testDb();
    const [payment] = await db.select().from(payments).where(eq(payments.id, data.orderId));
    expect(payment).toMatchObject({ amountCents: 4500, currency: "USD", status: "pending", provider: "simulated", providerRef: data.session.id });
    const [appointment] = await db.select().from(appointments).where(eq(appointments.id, payment!.appointmentId!));
    expect(appointment).toMatchObject({
      status: "pending",
      patientPhone: "+9613123456",
      patientEmail: "rana@example.com",
      videoRoom: null,
      notes: "Cough for three days",
    });
    // The end time is the server's: start + 30 minutes.
    expect(appointment!.endsAt.getTime() - appointment!.startsAt.getTime()).toBe(30 * 60 * 1000);
    expect(appointment!.holdExpiresAt!.getTime() - appointment!.createdAt.getTime()).toBeGreaterThan(14 * 60 * 1000);

    const slots = ((await getSlots(date)).json as Slots).data;
    expect(slots.bookedSlots).toEqual([{ startTime: "15:30" }]);
    expect(slots.slots.find((s) => s.startTime === "15:30")).toMatchObject({ available: false, reason: "booked" });

    const status = await callRoute(orderStatus, { params: { orderId: data.orderId } });
    expect(status).toMatchObject({ status: 200, json: { success: true, data: { orderId: data.orderId, status: "pending" } } });
  });

  it("accepts the earlier client's date at noon and a 12-hour time", async () => {
    const date = upcoming(5);
    const response = await postBooking(bookingPayload(service.id, `${date}T12:00:00.000Z`, "4:30 PM", { patient: { name: "Omar", phoneNumber: "+33 6 12 34 56 78" } }));
    expect(response.status).toBe(201);
    const slots = ((await getSlots(date)).json as Slots).data;
    expect(slots.bookedSlots).toEqual([{ startTime: "16:30" }]);
  });

  it("gives every invalid field its own message", async () => {
    const date = upcoming(6);
    const inPersonOnly = await createService(await testDb(), { name: "Vaccinations", bookableOnline: false });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ service: "" }, "service", "Please select a service"],
      [{ service: "00000000-0000-4000-8000-000000000000" }, "service", "Please select a service"],
      [{ service: inPersonOnly.id }, "service", "Please select a service"],
      [{ patient: { name: "", phoneNumber: "+9613123456" } }, "patient.name", "Name is required"],
      [{ patient: { name: "Rana", phoneNumber: "" } }, "patient.phoneNumber", "Phone number is required."],
      [{ patient: { name: "Rana", phoneNumber: "03 123 456" } }, "patient.phoneNumber", "Please enter a valid phone number with its country code."],
      [{ patient: { name: "Rana", phoneNumber: "+961 1" } }, "patient.phoneNumber", "Please enter a valid phone number with its country code."],
      [{ patient: { name: "Rana", phoneNumber: "+9613123456", email: "rana@" } }, "patient.email", "Please enter a valid email address."],
      [{ notes: "x".repeat(2001) }, "notes", "Notes can be at most 2,000 characters."],
      [{ startTime: "" }, "startTime", "Please select a time slot"],
      [{ startTime: "10:00" }, "startTime", "This time is not one of the day's slots."],
      [{ date: "2020-01-07" }, "date", "Please choose today or a later date."],
      [{ date: "31/12/2030" }, "date", "Please choose a valid date (YYYY-MM-DD)."],
      [{ type: "In-Person" }, "type", "In-person visits are booked through our patient portal."],
    ];
    for (const [override, field, message] of cases) {
      const response = await postBooking(bookingPayload(service.id, date, "15:00", override));
      expect(response.status, JSON.stringify(override).slice(0, 80)).toBe(400);
      expect(response.json, field).toMatchObject({ success: false, code: "BAD_REQUEST", fields: { [field]: message } });
    }
    const db = await testDb();
    const written = await db.select().from(appointments).where(eq(appointments.patientName, "Rana"));
    expect(written).toEqual([]);
  });

  it("a malformed body is a 400, not a crash", async () => {
    const response = await postBooking("not json");
    expect(response).toMatchObject({ status: 400, json: { message: "The request body must be valid JSON." } });
  });

  it("refuses a second booking of a held slot with 409", async () => {
    const date = upcoming(2, 14);
    expect((await postBooking(bookingPayload(service.id, date, "18:30"))).status).toBe(201);
    const second = await postBooking(bookingPayload(service.id, date, "18:30", { patient: { name: "Other", phoneNumber: "+9613000000" } }));
    expect(second).toMatchObject({ status: 409, json: { code: "CONFLICT", message: "This time slot was just taken. Please choose another." } });
  });

  it("an unknown order is a 404 and a malformed one a 400", async () => {
    expect((await callRoute(orderStatus, { params: { orderId: "APT-0000000000" } })).status).toBe(404);
    expect((await callRoute(orderStatus, { params: { orderId: "../etc" } })).status).toBe(400);
  });

  it("limits bookings per network address: unpaid holds cannot lock up the week", async () => {
    const address = "192.0.2.66";
    const limit = bookingsPerAddress(address);
    await fillRateLimit(limit, limit.limit - 1);
    const book = (startTime: string) => postBooking(bookingPayload(service.id, upcoming(5, 21), startTime), { ip: address });
    expect((await book("15:00")).status).toBe(201);
    expect(await book("15:30")).toMatchObject({ status: 429, json: { code: "TOO_MANY_REQUESTS" } });
    expect((await postBooking(bookingPayload(service.id, upcoming(5, 21), "15:30"), { ip: "192.0.2.67" })).status).toBe(201);
  });
});
