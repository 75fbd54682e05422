import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { appointments, payments } from "~/server/db/schema";
import { testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking } from "../support/booking";
import { upcoming } from "../support/dates";

describe("50 parents booking the same slot at once", () => {
  it("accepts exactly one; the others get 409 and nothing else is written", async () => {
    const db = await testDb();
    const service = await onlineService(db);
    const date = upcoming(3, 21);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postBooking(bookingPayload(service.id, date, "17:00", { patient: { name: `Parent ${i}`, phoneNumber: "+9613123456" } })),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.json).toMatchObject({ message: "This time slot was just taken. Please choose another." });
    }
    const active = await db.select().from(appointments).where(eq(appointments.serviceId, service.id));
    expect(active).toHaveLength(1);
    const orders = await db.select().from(payments).where(eq(payments.appointmentId, active[0]!.id));
    expect(orders).toHaveLength(1);
    expect(await db.$count(payments)).toBe(1);
  });
});
