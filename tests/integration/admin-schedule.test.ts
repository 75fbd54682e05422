import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as timeslots } from "~/app/api/appointments/timeslots/route";
import type { SessionUser } from "~/server/auth/session";
import { auditLog, closures, services } from "~/server/db/schema";
import { callRoute, testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { refusal } from "../support/refusal";

type Slots = { data: { slots: Array<{ startTime: string }> } };
const slotTimes = async (date: string) =>
  ((await callRoute(timeslots, { url: `http://localhost:3000/api/appointments/timeslots?date=${date}` })).json as Slots).data.slots.map((s) => s.startTime);

const openWeek = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  open: weekday !== 7,
  opensAt: weekday === 1 ? "14:00" : "15:00",
  closesAt: weekday === 1 ? "17:00" : "19:00",
  slotMinutes: 30,
}));

/** The error a call ends with, in the API's one shape (code, message, fields). */

let admin: SessionUser;
let staff: SessionUser;
let parent: SessionUser;
let service: typeof services.$inferSelect;
beforeAll(async () => {
  const db = await testDb();
  [admin, staff, parent] = await Promise.all([createAccount(db, "admin"), createAccount(db, "staff"), createAccount(db, "parent")]);
  service = await onlineService(db);
});

describe("who may change the schedule", () => {
  it("anonymous 401, parent 403, reception 403, a site session of the admin 401, the admin in the back-office allowed", async () => {
    const closure = { startDate: upcoming(3, 200), endDate: upcoming(3, 200), reason: "Holiday" };
    const calls = (caller: Awaited<ReturnType<typeof testCaller>>) => [
      caller.admin.schedule.get(),
      caller.admin.schedule.setWeeklyHours({ days: openWeek }),
      caller.admin.schedule.addClosure(closure),
      caller.admin.schedule.removeClosure({ id: "00000000-0000-4000-8000-000000000000" }),
    ];
    for (const call of calls(await testCaller())) await expect(call).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const call of calls(await testCaller({ user: parent }))) await expect(call).rejects.toMatchObject({ code: "FORBIDDEN" });
    for (const call of calls(await testCaller({ user: staff }))) await expect(call).rejects.toMatchObject({ code: "FORBIDDEN" });
    for (const call of calls(await testCaller({ user: admin, kind: "standard" }))) await expect(call).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const schedule = await (await testCaller({ user: admin })).admin.schedule.get();
    expect(schedule.week).toHaveLength(7);
  });
});

describe("weekly hours", () => {
  it("a closed Monday disappears from the time slots at once; its booking is listed, not dropped; the change is audited", async () => {
    const db = await testDb();
    const monday = upcoming(1, 14);
    expect(await slotTimes(monday)).toEqual(["14:00", "14:30", "15:00", "15:30", "16:00", "16:30"]);
    expect((await postBooking(bookingPayload(service.id, monday, "15:00"))).status).toBe(201);

    const caller = await testCaller({ user: admin });
    const result = await caller.admin.schedule.setWeeklyHours({ days: openWeek.map((d) => (d.weekday === 1 ? { ...d, open: false } : d)) });
    expect(await slotTimes(monday)).toEqual([]);
    expect(result.stranded.map((b) => `${b.date} ${b.time} ${b.patientName}`)).toEqual([`${monday} 15:00 Rana Khoury`]);
    expect((await caller.admin.schedule.get()).stranded).toHaveLength(1);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "set weekly hours"));
    expect(entry).toMatchObject({ actorId: admin.id, entity: "schedule" });
    expect((entry!.before as Array<{ weekday: number; open: boolean }>)[0]).toMatchObject({ weekday: 1, open: true });
    expect((entry!.after as Array<{ weekday: number; open: boolean }>)[0]).toMatchObject({ weekday: 1, open: false });

    // Open again: the booking fits, nothing is stranded.
    expect((await caller.admin.schedule.setWeeklyHours({ days: openWeek })).stranded).toEqual([]);
    expect(await slotTimes(monday)).toHaveLength(6);
  });

  it("hours moved across a booked visit: the new times it overlaps show as taken, and every time shown free can be booked", async () => {
    type Answer = { data: { slots: Array<{ startTime: string; available: boolean }> } };
    const free = async (date: string) =>
      ((await callRoute(timeslots, { url: `http://localhost:3000/api/appointments/timeslots?date=${date}` })).json as Answer).data.slots.filter((s) => s.available).map((s) => s.startTime);
    const tuesday = upcoming(2, 21);
    expect((await postBooking(bookingPayload(service.id, tuesday, "15:30"))).status).toBe(201);
    const caller = await testCaller({ user: admin });
    // The clinic opens a quarter of an hour later: 15:15, 15:45 … The 15:30–16:00 visit falls across 15:15 and 15:45.
    await caller.admin.schedule.setWeeklyHours({ days: openWeek.map((d) => (d.weekday === 2 ? { ...d, opensAt: "15:15", closesAt: "17:15" } : d)) });
    const shown = await free(tuesday);
    expect(shown).toEqual(["16:15", "16:45"]);
    for (const time of shown) expect((await postBooking(bookingPayload(service.id, tuesday, time))).status, time).toBe(201);
    await caller.admin.schedule.setWeeklyHours({ days: openWeek });
  });

  it("refuses hours that make no sense, with the field it is about, and changes nothing", async () => {
    const caller = await testCaller({ user: admin });
    const before = (await caller.admin.schedule.get()).week;
    const bad = [
      [{ closesAt: "14:00" }, "days.1.closesAt", "Closing time must be after opening time."],
      [{ slotMinutes: 5 }, "days.1.slotMinutes", "Slots last at least 10 minutes."],
      [{ slotMinutes: 240, closesAt: "16:00" }, "days.1.slotMinutes", "Not even one slot fits between opening and closing."],
      [{ opensAt: "3pm" }, "days.1.opensAt", "Write the time as HH:MM, e.g. 15:30."],
    ] as const;
    for (const [change, path, message] of bad) {
      const days = openWeek.map((d) => (d.weekday === 2 ? { ...d, ...change } : d));
      expect(await refusal(caller.admin.schedule.setWeeklyHours({ days }))).toMatchObject({ code: "BAD_REQUEST", fields: { [path]: message } });
    }
    await expect(caller.admin.schedule.setWeeklyHours({ days: openWeek.slice(0, 6) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await caller.admin.schedule.get()).week).toEqual(before);
  });
});

describe("closures", () => {
  it("an afternoon closure removes the slots it overlaps at once, and removing it brings them back", async () => {
    const caller = await testCaller({ user: admin });
    const tuesday = upcoming(2, 21);
    const { closure } = await caller.admin.schedule.addClosure({ startDate: tuesday, startTime: "16:15", endDate: tuesday, endTime: "17:00", reason: "Doctor at a conference" });
    expect(await slotTimes(tuesday)).toEqual(["15:00", "15:30", "17:00", "17:30", "18:00", "18:30"]);
    await caller.admin.schedule.removeClosure({ id: closure.id });
    expect(await slotTimes(tuesday)).toHaveLength(8);
    await expect(caller.admin.schedule.removeClosure({ id: closure.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a whole-day closure over a booked day lists the booking; an overlapping closure is refused with a clear message", async () => {
    const caller = await testCaller({ user: admin });
    const wednesday = upcoming(3, 28);
    expect((await postBooking(bookingPayload(service.id, wednesday, "17:30"))).status).toBe(201);
    const { stranded } = await caller.admin.schedule.addClosure({ startDate: wednesday, endDate: wednesday, reason: "Public holiday" });
    expect(await slotTimes(wednesday)).toEqual([]);
    expect(stranded.map((b) => b.time)).toEqual(["17:30"]);
    await expect(
      caller.admin.schedule.addClosure({ startDate: wednesday, startTime: "18:00", endDate: wednesday, endTime: "19:00", reason: "Again" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("This overlaps the closure “Public holiday”") });
  });

  it("two overlapping closures added at once: exactly one is kept", async () => {
    const db = await testDb();
    const friday = upcoming(5, 35);
    const add = async (reason: string) => (await testCaller({ user: admin })).admin.schedule.addClosure({ startDate: friday, endDate: friday, reason });
    const results = await Promise.allSettled([add("Away A"), add("Away B"), add("Away C")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(["CONFLICT", "CONFLICT"]);
    const rows = await db.select().from(closures).where(sql`${closures.reason} like 'Away %'`);
    expect(rows).toHaveLength(1);
  });

  it("refuses a closure that ends before it starts, or is already over", async () => {
    const caller = await testCaller({ user: admin });
    const day = upcoming(4, 42);
    expect(await refusal(caller.admin.schedule.addClosure({ startDate: day, startTime: "17:00", endDate: day, endTime: "16:00", reason: "x" }))).toMatchObject({
      code: "BAD_REQUEST",
      fields: { endDate: "The closure must end after it starts." },
    });
    await expect(caller.admin.schedule.addClosure({ startDate: "2020-01-01", endDate: "2020-01-02", reason: "Old" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This closure is already over.",
    });
    await expect(caller.admin.schedule.addClosure({ startDate: day, endDate: day, reason: "   " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("the audit log", () => {
  it("the admin reads it newest first, with who made each change", async () => {
    const log = await (await testCaller({ user: admin })).admin.audit.list({});
    expect(log.total).toBeGreaterThan(0);
    const entry = log.rows.find((r) => r.action === "set weekly hours")!;
    expect(entry.actor).toMatchObject({ email: admin.email });
    expect(log.rows.map((r) => r.at.getTime())).toEqual([...log.rows.map((r) => r.at.getTime())].sort((a, b) => b - a));
  });

  it("is append-only: the database refuses to change or delete its rows", async () => {
    const db = await testDb();
    const [row] = await db.select().from(auditLog).limit(1);
    expect(row).toBeDefined();
    await expect(db.update(auditLog).set({ action: "nothing happened" }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still).toEqual(row);
  });
});
