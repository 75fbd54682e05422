import { eq } from "drizzle-orm";

import { POST as book } from "~/app/api/appointments/book/route";
import type { Database } from "~/server/db/client";
import { appointments, payments } from "~/server/db/schema";
import { callRoute, testDb } from "./app";
import { createService } from "./factories";

export const bookUrl = "http://localhost:3000/api/appointments/book";

/** The spec §7 payload for a service, date and time; `overrides` replaces top-level fields. */
export function bookingPayload(serviceId: string, date: string, startTime: string, overrides: Record<string, unknown> = {}) {
  return {
    service: serviceId,
    patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email: "rana@example.com" },
    date,
    startTime,
    endTime: "23:59",
    type: "Online",
    meetingLink: "https://evil.example/room",
    status: "Confirmed",
    notes: "Cough for three days",
    address: null,
    // The parent's explicit consent for the child's health information (decision 049).
    healthDataConsent: true,
    ...overrides,
  };
}

let parent = 0;
/** Each call comes from its own address, as different parents would (bookings are limited per address). */
export async function postBooking(body: unknown, { ip = `198.18.${Math.floor(++parent / 250)}.${parent % 250}`, headers }: { ip?: string; headers?: Record<string, string> } = {}) {
  return callRoute(book, { url: bookUrl, method: "POST", body, from: ip, headers });
}

/**
 * Rana books `serviceId` online with `email`, from a page whose language `headers` say
 * (x-site-locale, Accept-Language): the order, its checkout, and the visit as stored.
 */
export async function bookOnline(serviceId: string, { date, time, email, headers = {} }: { date: string; time: string; email: string; headers?: Record<string, string> }) {
  const response = await postBooking(bookingPayload(serviceId, date, time, { patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email } }), { headers });
  if (response.status !== 201) throw new Error(`the booking was refused (${response.status}): ${JSON.stringify(response.json)}`);
  const { orderId, session } = (response.json as BookingResponse).data;
  const db = await testDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  const [visit] = await db.select().from(appointments).where(eq(appointments.id, payment!.appointmentId!));
  return { email, orderId, session, visit: visit! };
}

export async function onlineService(db: Database) {
  return createService(db, { name: "Online Consultation", priceOnlineCents: 4500, priceOfflineCents: 6000 });
}

export type BookingResponse = { success: true; data: { orderId: string; session: { id: string; url: string; orderId: string } } };
