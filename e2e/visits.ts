import { expect, type APIRequestContext } from "@playwright/test";

import { LOCALE_HEADER } from "../src/i18n/locales";
import { readOutbox, recipients } from "../tests/support/outbox";

// Visits booked and paid through the REST paths the site's form and the gateway's page use, for the
// specs about what happens after (the manage link, My appointments).

export type Slot = { service: string; date: string; startTime: string; endTime: string };

/** A free online slot months ahead (the booking tests take the near ones), skipping `taken`. */
export async function freeSlot(request: APIRequestContext, skip: number): Promise<Slot> {
  const services = (await (await request.get("/api/services")).json()) as { data: Array<{ _id: string; bookableOnline: boolean }> };
  const from = new Date(Date.now() + (150 + skip * 3) * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + (200 + skip * 3) * 86_400_000).toISOString().slice(0, 10);
  const days = (await (await request.get(`/api/appointments/available-days?from=${from}&to=${to}`)).json()) as { data: { days: Array<{ date: string; freeSlots: number }> } };
  const day = days.data.days.find((d) => d.freeSlots > 0)!;
  const slots = (await (await request.get(`/api/appointments/timeslots?date=${day.date}`)).json()) as { data: { slots: Array<{ startTime: string; endTime: string; available: boolean }> } };
  const slot = slots.data.slots.filter((s) => s.available)[skip % 4]!;
  return { service: services.data.find((s) => s.bookableOnline)!._id, date: day.date, startTime: slot.startTime, endTime: slot.endTime };
}

/**
 * Books as the site's form does, in the page's language `locale` (an empty `email`: none given);
 * returns the order and its payment session's id.
 */
export async function bookedOrder(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  slot: Slot,
  { locale, name = "Maya Haddad", notes = "" }: { locale?: string; name?: string; notes?: string } = {},
): Promise<{ orderId: string; sessionId: string }> {
  const order = await bookedOrderUnlessTaken(request, baseURL, email, slot, { locale, name, notes });
  expect(order, "the time was taken meanwhile").not.toBeNull();
  return order!;
}

/** As bookedOrder, but a time taken meanwhile (409) answers null, for a caller that tries the next. */
export async function bookedOrderUnlessTaken(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  slot: Slot,
  { locale, name = "Maya Haddad", notes = "" }: { locale?: string; name?: string; notes?: string } = {},
): Promise<{ orderId: string; sessionId: string } | null> {
  const booked = await request.post("/api/appointments/book", {
    headers: { origin: baseURL, ...(locale ? { [LOCALE_HEADER]: locale } : {}) },
    data: { ...slot, type: "Online", patient: { name, phoneNumber: "+961 3 123 456", email }, notes, healthDataConsent: true },
  });
  if (booked.status() === 409) return null;
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { orderId: string; session: { id: string } } };
  return { orderId: data.orderId, sessionId: data.session.id };
}

/** Books as the site's form does, in the page's language `locale`; returns the payment session's id. */
export async function bookedVisit(request: APIRequestContext, baseURL: string, email: string, slot: Slot, locale?: string): Promise<string> {
  return (await bookedOrder(request, baseURL, email, slot, { locale })).sessionId;
}

/** Books and pays as the site's form and the gateway's page do; returns the manage link the e-mail carries. */
export async function paidVisit(request: APIRequestContext, baseURL: string, email: string, slot: Slot): Promise<string> {
  const session = await bookedVisit(request, baseURL, email, slot);
  const paid = await request.post(`/api/payments/simulated/${session}`, { headers: { origin: baseURL }, form: { outcome: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment confirmed"));
      link = /https?:\/\/\S+\/appointment\/manage\/[^\s)\]>]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    })
    .toContain("/appointment/manage/");
  return link;
}

