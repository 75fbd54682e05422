import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { ZBookAppointment } from "~/schemas/appointments";
import { appointments, enrollments, payments, users, type services } from "~/server/db/schema";
import type { PaymentProvider } from "~/server/payments/provider";
import { bookAppointment } from "~/server/services/appointments/book-appointment";
import { listTimeSlots } from "~/server/services/appointments/list-time-slots";
import { buyCourse } from "~/server/services/courses/buy-course";
import { testDb } from "../support/app";
import { bookingPayload, onlineService } from "../support/booking";
import { upcoming } from "../support/dates";
import { createCourse } from "../support/factories";

const publicUrl = "http://localhost:3000";

/** A provider that is down: opening a checkout fails (after `meanwhile` has run). */
function unavailableProvider(meanwhile: () => Promise<unknown> = async () => {}): PaymentProvider {
  const unused = () => {
    throw new Error("not used");
  };
  return {
    name: "simulated",
    async createCheckout() {
      await meanwhile();
      throw new Error("connect ECONNREFUSED");
    },
    parseWebhook: unused,
    fetchStatus: unused,
    expireCheckout: unused,
    refund: unused,
  };
}

/** A provider that opens every checkout. */
const workingProvider: PaymentProvider = {
  ...unavailableProvider(),
  createCheckout: async ({ orderId }) => ({ sessionId: `cs_test_${orderId}`, url: `${publicUrl}/pay/cs_test_${orderId}` }),
};

async function slotAt(date: string, startTime: string) {
  return (await listTimeSlots({ db: await testDb(), date })).slots.find((s) => s.startTime === startTime)!;
}

let service: typeof services.$inferSelect;
beforeAll(async () => {
  service = await onlineService(await testDb());
});

describe("a checkout that cannot be opened", () => {
  it("refuses the booking (503), fails its order, cancels the hold and shows the slot free again at once", async () => {
    const db = await testDb();
    const date = upcoming(2);
    const input = ZBookAppointment.parse(bookingPayload(service.id, date, "16:00"));
    // A visitor reads the day while the provider is being called: the slot is held, and cached so.
    const provider = unavailableProvider(async () => expect((await slotAt(date, "16:00")).reason).toBe("booked"));

    await expect(bookAppointment({ db, provider, input, consent: { page: "test" }, publicUrl })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "Card payments are unavailable right now. Please try again in a few minutes.",
    });

    const [row] = await db
      .select({ order: payments.status, appointment: appointments.status, hold: appointments.holdExpiresAt })
      .from(payments)
      .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
      .where(eq(appointments.serviceId, service.id));
    expect(row).toEqual({ order: "failed", appointment: "cancelled", hold: null });
    // Within the cache's two seconds: the release itself made the day be read afresh.
    expect(await slotAt(date, "16:00")).toMatchObject({ available: true, reason: "free" });
    await expect(bookAppointment({ db, provider: workingProvider, input, consent: { page: "test" }, publicUrl })).resolves.toMatchObject({
      session: { url: expect.stringContaining("/pay/") },
    });
  });

  it("refuses a paid course (503), fails its order and cancels the pending enrollment, so the parent can buy again", async () => {
    const db = await testDb();
    const course = await createCourse(db, { priceCents: 3900 });
    const [parent] = await db.insert(users).values({ email: `buyer-${Date.now()}@example.com`, firstName: "Rana", lastName: "Khoury" }).returning();
    const user = { id: parent!.id, email: parent!.email, firstName: "Rana", lastName: "Khoury", phoneNumber: null, role: "parent" as const, locale: "en" as const };

    await expect(buyCourse({ db, provider: unavailableProvider(), user, courseId: course.id, publicUrl })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
    });
    const [row] = await db
      .select({ order: payments.status, enrollment: enrollments.status })
      .from(payments)
      .innerJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
      .where(eq(enrollments.userId, parent!.id));
    expect(row).toEqual({ order: "failed", enrollment: "cancelled" });
    await expect(buyCourse({ db, provider: workingProvider, user, courseId: course.id, publicUrl })).resolves.toMatchObject({
      enrolled: false,
      session: { url: expect.stringContaining("/pay/") },
    });
  });
});
