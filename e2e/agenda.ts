import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { axe } from "./axe";
import { trpcMutation } from "./staff";

// Visits for the back-office's agenda specs: booked as a parent does (the site's REST path and the
// test gateway's Pay), or by staff for a parent who phoned; and a closure of a few hours.

/** A day's times as GET /api/appointments/timeslots answers them. */
export type DaySlots = { data: { slots: Array<{ startTime: string; endTime: string; available: boolean }> } };

/** Every free time of the day booked by staff for parents who phoned (paid at the clinic): a full day. */
export async function fillDay(staff: Page, date: string, service: string) {
  const slots = (await (await staff.request.get(`/api/appointments/timeslots?date=${date}`)).json()) as DaySlots;
  for (const slot of slots.data.slots.filter((s) => s.available)) {
    const booked = await trpcMutation(staff, "admin.agenda.bookForParent", {
      serviceId: service,
      date,
      startTime: slot.startTime,
      type: "In-Person",
      patient: { name: "Phoned Family", phoneNumber: "+961 3 555 111" },
      notes: "",
      parentToldOfNotice: true,
    });
    expect(booked.status(), await booked.text()).toBe(200);
  }
}

/** `weekday` (ISO, 1 = Monday) at least `daysAhead` days from now, as YYYY-MM-DD. */
export function weekdayAhead(weekday: number, daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  while ((date.getUTCDay() || 7) !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "Thursday 4 December 2025", as the clinic writes a date. */
export function longDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => d.toLocaleDateString("en-GB", { ...options, timeZone: "UTC" });
  return `${part({ weekday: "long" })} ${d.getUTCDate()} ${part({ month: "long" })} ${d.getUTCFullYear()}`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Thu 4 Dec", and with `year` "Thu 4 Dec 2025". */
export function shortDate(date: string, { year = false } = {}): string {
  const d = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}${year ? ` ${d.getUTCFullYear()}` : ""}`;
}

async function onlineServiceId(request: APIRequestContext): Promise<string> {
  const services = (await (await request.get("/api/services/online/online")).json()) as { data: Array<{ id: string }> };
  return services.data[0]!.id;
}

/** A parent books an online visit on the site, and pays for it unless `pay` is false; returns the order's number. */
export async function parentBooksOnline(
  request: APIRequestContext,
  { date, startTime, name, email, notes = "", pay = true }: { date: string; startTime: string; name: string; email: string; notes?: string; pay?: boolean },
): Promise<string> {
  const booked = await request.post("/api/appointments/book", {
    data: { service: await onlineServiceId(request), patient: { name, phoneNumber: "+961 3 456 789", email }, date, startTime, type: "Online", notes, healthDataConsent: true },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { orderId: string; session: { id: string } } };
  if (pay) {
    const paid = await request.post(`/api/payments/simulated/${data.session.id}`, { form: { outcome: "pay" }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  }
  return data.orderId;
}

/** Staff book a visit for a parent who phoned, paid at the clinic (confirmed at once); the page must be signed in to the back-office. */
export async function staffBooks(page: Page, { date, startTime, name, type }: { date: string; startTime: string; name: string; type: "Online" | "In-Person" }): Promise<string> {
  const services = (await (await page.request.get("/api/services/online/online")).json()) as { data: Array<{ id: string }> };
  const booked = await trpcMutation(page, "admin.agenda.bookForParent", {
    serviceId: services.data[0]!.id,
    date,
    startTime,
    type,
    patient: { name, phoneNumber: "+961 3 765 432", email: null },
    notes: "",
    payment: "at_clinic",
    parentToldOfNotice: true,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return ((await booked.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
}

/** The admin closes a few hours of a day (a test run again finds it already there). */
export async function closeHours(page: Page, { date, from, to, reason }: { date: string; from: string; to: string; reason: string }) {
  const added = await trpcMutation(page, "admin.schedule.addClosure", { startDate: date, startTime: from, endDate: date, endTime: to, reason });
  if (added.status() !== 200) expect(await added.text()).toContain("overlaps");
}

/** No serious or critical axe-core violation on the page as it is. */
export async function expectAccessible(page: Page) {
  const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
