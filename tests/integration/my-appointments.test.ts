import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { SessionUser } from "~/server/auth/session";
import { payments, users, type services } from "~/server/db/schema";
import { testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { simulatedAction } from "../support/simulated-gateway";

let parent: SessionUser;
let service: typeof services.$inferSelect;
beforeAll(async () => {
  const db = await testDb();
  parent = await createAccount(db, "parent");
  service = await onlineService(db);
});

async function book(email: string, date: string, time: string, { pay = true } = {}) {
  const response = await postBooking(bookingPayload(service.id, date, time, { patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email } }));
  const { orderId, session } = (response.json as BookingResponse).data;
  if (pay) expect((await simulatedAction(session.id, "pay")).status).toBe(303);
  const [payment] = await (await testDb()).select().from(payments).where(eq(payments.id, orderId));
  return payment!.appointmentId!;
}

describe("My appointments", () => {
  it("shows nothing until the account's address is proven; then the visits booked with it, upcoming first, each with its page", async () => {
    const mine = await book(parent.email.toUpperCase(), upcoming(2, 9), "16:00");
    const later = await book(parent.email, upcoming(3, 9), "16:00");
    await book(parent.email, upcoming(4, 9), "16:00", { pay: false });
    await book(`someone-else-${Date.now()}@example.com`, upcoming(2, 9), "16:30");
    const caller = await testCaller({ user: parent });

    // An address typed into a booking form proves nothing.
    expect(await caller.appointments.mine()).toMatchObject({ emailVerified: false, upcoming: [], past: [] });

    await (await testDb()).update(users).set({ emailVerified: new Date() }).where(eq(users.id, parent.id));
    const shown = await caller.appointments.mine();
    expect(shown.emailVerified).toBe(true);
    // The unpaid hold and the other parent's visit are not there.
    expect(shown.upcoming.map((v) => v.id)).toEqual([mine, later]);
    expect(shown.upcoming[0]).toMatchObject({ status: "confirmed", video: { opensAt: expect.any(Date), closesAt: expect.any(Date) }, manageUrl: expect.stringContaining(`/appointment/manage/${mine}?t=`) });

    // Cancelled from its own page: still listed, as cancelled, without a video call.
    const token = new URL(shown.upcoming[0]!.manageUrl!).searchParams.get("t")!;
    await (await testCaller()).appointments.cancelMine({ appointmentId: mine, token });
    expect((await caller.appointments.mine()).upcoming[0]).toMatchObject({ id: mine, status: "cancelled", video: null });
  });

  it("is for signed-in parents only", async () => {
    await expect((await testCaller()).appointments.mine()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
