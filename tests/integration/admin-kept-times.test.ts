import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { beirutInstant } from "~/lib/beirut-time";
import type { SessionUser } from "~/server/auth/session";
import { auditLog, slotHolds } from "~/server/db/schema";
import { forgetTakenSlots } from "~/server/services/appointments/list-time-slots";
import { scheduledSlots } from "~/server/services/appointments/schedule-cache";
import { testCaller, testDb } from "../support/app";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { refusal } from "../support/refusal";

let staff: SessionUser;
let parent: SessionUser;
beforeAll(async () => {
  const db = await testDb();
  [staff, parent] = await Promise.all([createAccount(db, "staff"), createAccount(db, "parent")]);
});

describe("a time kept for the waiting list, as reception sees it", () => {
  it("is shown kept with its end, is released by reception (audited), and then is free to everyone", async () => {
    const db = await testDb();
    const date = upcoming(4, 33);
    const [slot] = await scheduledSlots(db, date);
    const keptUntil = new Date(Date.now() + 15 * 60_000);
    await db.insert(slotHolds).values({ startsAt: slot!.startsAt, expiresAt: keptUntil });
    forgetTakenSlots();
    const reception = await testCaller({ user: staff });

    const day = await reception.admin.keptTimes.daySlots({ date });
    expect(day.slots.find((s) => s.startTime === slot!.startTime)).toEqual({ startTime: slot!.startTime, endTime: slot!.endTime, state: "kept", keptUntil });
    const publicDay = await (await testCaller()).appointments.timeSlots({ date });
    expect(publicDay.slots.find((s) => s.startTime === slot!.startTime)?.available).toBe(false);

    expect(await refusal((await testCaller({ user: parent })).admin.keptTimes.release({ date, startTime: slot!.startTime }))).toMatchObject({ code: "FORBIDDEN" });

    const released = await reception.admin.keptTimes.release({ date, startTime: slot!.startTime });
    expect(released).toEqual({ startsAt: slot!.startsAt, wasKeptUntil: keptUntil });
    expect(await db.select().from(slotHolds).where(eq(slotHolds.startsAt, slot!.startsAt))).toHaveLength(0);
    const [record] = await db.select().from(auditLog).where(and(eq(auditLog.entity, "kept time"), eq(auditLog.entityId, slot!.startsAt.toISOString())));
    expect(record).toMatchObject({ actorId: staff.id, action: "release kept time" });
    expect((await reception.admin.keptTimes.daySlots({ date })).slots.find((s) => s.startTime === slot!.startTime)?.state).toBe("free");
    expect((await (await testCaller()).appointments.timeSlots({ date })).slots.find((s) => s.startTime === slot!.startTime)?.available).toBe(true);

    // Released already: nothing is kept any more, and reception reads why.
    expect(await refusal(reception.admin.keptTimes.release({ date, startTime: slot!.startTime }))).toMatchObject({ code: "CONFLICT" });
    expect(beirutInstant(date, slot!.startTime)).toEqual(slot!.startsAt);
  });
});
