import { randomUUID } from "node:crypto";

import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as unsubscribeRoute } from "~/app/api/newsletter/unsubscribe/[id]/route";
import { CURRENT_NOTICE_VERSION } from "~/config/privacy-notice";
import { PARENT_NOT_TOLD } from "~/schemas/admin/agenda";
import arCommon from "~/i18n/messages/ar/common.json";
import enCommon from "~/i18n/messages/en/common.json";
import frCommon from "~/i18n/messages/fr/common.json";
import { beirutDate } from "~/lib/calendar-date";
import type { SessionUser } from "~/server/auth/session";
import { appointments, consents, newsletterSubscribers, payments, users, type services } from "~/server/db/schema";
import { NOT_SUBSCRIBED } from "~/server/privacy/consents";
import { unsubscribeUrl } from "~/server/services/newsletter/subscribe-to-newsletter";
import { callRoute, testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { refusal } from "../support/refusal";

// Consent where the law needs it, recorded (decision 049): the child's health information for their
// care at each booking and each child added, the newsletter given and withdrawn; one row each, with
// who, which child, which purpose, which notice version, when and from which page.

type Db = Awaited<ReturnType<typeof testDb>>;
let db: Db;
let service: typeof services.$inferSelect;

beforeAll(async () => {
  db = await testDb();
  service = await onlineService(db);
});

async function provedParent(): Promise<SessionUser> {
  const parent = await createAccount(db, "parent");
  await db.update(users).set({ emailVerified: new Date() }).where(eq(users.id, parent.id));
  return parent;
}
const as = (user: SessionUser | null, headers?: Record<string, string>) =>
  testCaller({ user, headers: new Headers(headers), from: `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

let slot = 0;
/** A free slot of its own for each booking of this file: a Thursday's eight half hours from 15:00, week after week. */
function nextSlot() {
  const n = slot++;
  const minutes = 15 * 60 + 30 * (n % 8);
  return { date: upcoming(4, 7 + 7 * Math.floor(n / 8)), startTime: `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}` };
}

function bornMonthsAgo(months: number): string {
  const [y, m, d] = beirutDate(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - months, d - 3)).toISOString().slice(0, 10);
}

async function appointmentOf(orderId: string) {
  const [payment] = await db.select({ appointmentId: payments.appointmentId }).from(payments).where(eq(payments.id, orderId));
  return payment!.appointmentId!;
}

async function consentsOf(where: ReturnType<typeof eq>) {
  return db.select().from(consents).where(where).orderBy(desc(consents.createdAt));
}

describe("the consent for a child's health information, at each booking", () => {
  it("a signed-in parent booking for their child: one row naming the account, the child, the visit, the notice's version and the page", async () => {
    const parent = await provedParent();
    const { id: childId } = await (await as(parent)).family.add({ firstName: "Lina", lastName: "Khoury", dateOfBirth: bornMonthsAgo(8), healthDataConsent: true, consentPage: "/ar/dashboard/family" });
    const { date, startTime } = nextSlot();
    const booking = { ...bookingPayload(service.id, date, startTime), type: "Online" as const, healthDataConsent: true as const, childId };
    const { orderId } = await (await as(parent)).appointments.book({ ...booking, noticeVersion: CURRENT_NOTICE_VERSION, consentPage: "/ar/appointment" });
    const appointmentId = await appointmentOf(orderId);

    const rows = await consentsOf(eq(consents.childId, childId));
    expect(rows.map((row) => ({ page: row.page, appointmentId: row.appointmentId }))).toEqual(
      expect.arrayContaining([
        { page: "/ar/dashboard/family", appointmentId: null },
        { page: "/ar/appointment", appointmentId },
      ]),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ userId: parent.id, purpose: "health_data_care", action: "given", noticeVersion: CURRENT_NOTICE_VERSION });
      expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("a guest through REST: the row names the guest's e-mail, the visit and the REST route", async () => {
    const email = `guest-${randomUUID()}@example.com`;
    const { date, startTime } = nextSlot();
    const response = await postBooking(bookingPayload(service.id, date, startTime, { patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email }, childDateOfBirth: bornMonthsAgo(20) }));
    expect(response.status).toBe(201);
    const appointmentId = await appointmentOf((response.json as BookingResponse).data.orderId);
    expect(await consentsOf(eq(consents.email, email))).toEqual([
      expect.objectContaining({ userId: null, childId: null, appointmentId, purpose: "health_data_care", action: "given", noticeVersion: CURRENT_NOTICE_VERSION, page: "POST /api/appointments/book" }),
    ]);
  });

  it("a guest who gave no e-mail: the row names the visit", async () => {
    const { date, startTime } = nextSlot();
    const response = await postBooking(bookingPayload(service.id, date, startTime, { patient: { name: "Omar", phoneNumber: "+961 3 123 456" } }));
    expect(response.status).toBe(201);
    const appointmentId = await appointmentOf((response.json as BookingResponse).data.orderId);
    expect(await consentsOf(eq(consents.appointmentId, appointmentId))).toHaveLength(1);
  });

  for (const [language, catalogue] of [
    ["en", enCommon],
    ["fr", frCommon],
    ["ar", arCommon],
  ] as const) {
    it(`REST without healthDataConsent is refused (400, the one error shape) saying why, in the caller's language: ${language}`, async () => {
      const email = `refused-${language}-${randomUUID()}@example.com`;
      const { date, startTime } = nextSlot();
      for (const consent of [undefined, false, "yes"]) {
        const response = await postBooking(bookingPayload(service.id, date, startTime, { patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email }, healthDataConsent: consent }), {
          headers: { "accept-language": language },
        });
        expect(response.status).toBe(400);
        expect(response.json).toMatchObject({ success: false, message: catalogue.consent.requiredApi, fields: { healthDataConsent: catalogue.consent.requiredApi } });
      }
      // Nothing was kept about the child or the visit.
      expect(await db.select().from(appointments).where(eq(appointments.patientEmail, email))).toEqual([]);
      expect(await consentsOf(eq(consents.email, email))).toEqual([]);
    });
  }

  it("the form's procedure without the consent: refused with the form's words, nothing booked; an unknown notice version too", async () => {
    const email = `form-${randomUUID()}@example.com`;
    const { date, startTime } = nextSlot();
    const booking = { ...bookingPayload(service.id, date, startTime, { patient: { name: "Rana", phoneNumber: "+961 3 123 456", email } }), type: "Online" as const };
    const { healthDataConsent: _given, ...withoutConsent } = booking;
    // The message is the catalogue's key: the form shows it in the page's language (the REST test above, the answer's).
    await expect((await as(null)).appointments.book(withoutConsent as never)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { issues: [expect.objectContaining({ path: ["healthDataConsent"], message: "common.consent.required" })] },
    });
    await expect((await as(null)).appointments.book({ ...booking, healthDataConsent: true, noticeVersion: "1999-01-01" as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { issues: [expect.objectContaining({ path: ["noticeVersion"], message: "common.consent.noticeVersionUnknown" })] },
    });
    expect(await db.select().from(appointments).where(eq(appointments.patientEmail, email))).toEqual([]);
  });

  it("adding a child without the consent is refused and adds nothing", async () => {
    const parent = await provedParent();
    await expect(
      (await as(parent)).family.add({ firstName: "Sami", lastName: "Khoury", dateOfBirth: bornMonthsAgo(20) } as never),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", cause: { issues: [expect.objectContaining({ path: ["healthDataConsent"], message: "common.consent.required" })] } });
    expect(await (await as(parent)).family.list()).toMatchObject({ children: [] });
    expect(await consentsOf(eq(consents.userId, parent.id))).toEqual([]);
  });
});

describe("the consent given by phone, when staff book for a parent who phoned (decision 055)", () => {
  const phoned = (date: string, startTime: string, extra: Record<string, unknown> = {}) => ({
    serviceId: service.id,
    date,
    startTime,
    type: "In-Person" as const,
    patient: { name: "Lina Khoury", phoneNumber: "+961 3 123 456", email: "" },
    notes: "",
    ...extra,
  });

  it("staff confirm the parent was told of the notice: one row by phone, in the staff member's name, for the child, the visit and the parent's address; My data says so", async () => {
    const staff = await createAccount(db, "staff");
    const parent = await provedParent();
    const { id: childId } = await (await as(parent)).family.add({ firstName: "Lina", lastName: "Khoury", dateOfBirth: bornMonthsAgo(8), healthDataConsent: true });
    const { date, startTime } = nextSlot();
    const booked = await (await as(staff)).admin.agenda.bookForParent(
      phoned(date, startTime, { childId, patient: { name: "Lina Khoury", phoneNumber: "+961 3 123 456", email: parent.email.toUpperCase() }, parentToldOfNotice: true, consentPage: `/admin/children/${childId}` }) as never,
    );

    expect(await consentsOf(eq(consents.appointmentId, booked.id))).toEqual([
      expect.objectContaining({
        userId: null,
        email: parent.email,
        childId,
        purpose: "health_data_care",
        action: "given",
        noticeVersion: CURRENT_NOTICE_VERSION,
        page: `/admin/children/${childId}`,
        channel: "phone",
        recordedBy: staff.id,
      }),
    ]);
    // The parent's own consent on the family page was given online, by no staff member.
    expect(await consentsOf(and(eq(consents.childId, childId), eq(consents.userId, parent.id))!)).toEqual([expect.objectContaining({ channel: "online", recordedBy: null })]);
    // My data lists both, the phone one as such.
    const { consents: mine } = await (await as(parent)).privacy.myConsents();
    expect(mine.map((row) => [row.purpose, row.childName, row.channel]).sort()).toEqual(
      [
        ["health_data_care", "Lina", "online"],
        ["health_data_care", "Lina", "phone"],
      ].sort(),
    );
  });

  it("for a parent with no account or no e-mail: the row names the address typed, or the visit", async () => {
    const staff = await createAccount(db, "staff");
    const email = `phoned-${randomUUID()}@example.com`;
    const first = nextSlot();
    const withAddress = await (await as(staff)).admin.agenda.bookForParent(phoned(first.date, first.startTime, { patient: { name: "Omar Aoun", phoneNumber: "+961 3 123 456", email }, parentToldOfNotice: true }) as never);
    expect(await consentsOf(eq(consents.appointmentId, withAddress.id))).toEqual([expect.objectContaining({ email, userId: null, channel: "phone", recordedBy: staff.id, page: "/admin/agenda" })]);
    const second = nextSlot();
    const without = await (await as(staff)).admin.agenda.bookForParent(phoned(second.date, second.startTime, { parentToldOfNotice: true }) as never);
    expect(await consentsOf(eq(consents.appointmentId, without.id))).toEqual([expect.objectContaining({ email: null, userId: null, channel: "phone", recordedBy: staff.id })]);
  });

  it("without the staff member's confirmation nothing is booked: the one error shape names the box", async () => {
    const staff = await createAccount(db, "staff");
    const { date, startTime } = nextSlot();
    const name = `Untold ${randomUUID()}`;
    for (const told of [undefined, false, "yes"]) {
      expect(await refusal((await as(staff)).admin.agenda.bookForParent(phoned(date, startTime, { patient: { name, phoneNumber: "+961 3 123 456", email: "" }, parentToldOfNotice: told }) as never))).toMatchObject({
        code: "BAD_REQUEST",
        fields: { parentToldOfNotice: PARENT_NOT_TOLD },
      });
    }
    expect(await db.select().from(appointments).where(eq(appointments.patientName, name))).toEqual([]);
  });
});

describe("the newsletter's consent: given, withdrawn in one click, recorded", () => {
  it("subscribing records the consent; My data withdraws it at once and records that; the list shows both", async () => {
    const parent = await provedParent();
    const caller = await as(parent, { referer: "http://localhost:3000/fr/about", host: "localhost:3000" });
    await caller.newsletter.subscribe({ email: parent.email, source: "footer" });
    // Subscribing again changes nothing: no second consent.
    await caller.newsletter.subscribe({ email: parent.email, source: "footer" });
    expect(await consentsOf(and(eq(consents.email, parent.email.toLowerCase()), eq(consents.purpose, "newsletter"))!)).toEqual([
      expect.objectContaining({ userId: parent.id, action: "given", page: "/fr/about", noticeVersion: CURRENT_NOTICE_VERSION }),
    ]);
    expect(await caller.privacy.myConsents()).toMatchObject({ newsletter: { email: parent.email.toLowerCase(), subscribed: true } });

    expect(await caller.privacy.withdrawNewsletter({ consentPage: "/ar/dashboard/data" })).toEqual({ email: parent.email.toLowerCase(), subscribed: false, since: null });
    const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, parent.email.toLowerCase()));
    expect(subscriber!.unsubscribedAt).not.toBeNull();
    const mine = await caller.privacy.myConsents();
    expect(mine.newsletter.subscribed).toBe(false);
    expect(mine.consents.filter((c) => c.purpose === "newsletter").map((c) => c.action)).toEqual(["withdrawn", "given"]);
    expect((await consentsOf(eq(consents.userId, parent.id)))[0]).toMatchObject({ purpose: "newsletter", action: "withdrawn", page: "/ar/dashboard/data" });

    // A second click: nothing to withdraw, said plainly.
    await expect(caller.privacy.withdrawNewsletter({})).rejects.toMatchObject({ code: "CONFLICT", message: NOT_SUBSCRIBED });
  });

  it("the e-mail's unsubscribe link records the withdrawal too", async () => {
    const email = `reader-${randomUUID()}@example.com`;
    await (await as(null)).newsletter.subscribe({ email, source: "popup" });
    const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    const url = unsubscribeUrl(subscriber!.id, { api: true });
    const response = await callRoute(unsubscribeRoute, { url, method: "POST", params: { id: subscriber!.id } });
    expect(response.status).toBe(200);
    expect((await consentsOf(eq(consents.email, email))).map((row) => [row.action, row.page])).toEqual([
      ["withdrawn", "one-click unsubscribe (List-Unsubscribe)"],
      ["given", "newsletter form (popup)"],
    ]);
  });

  it("My data needs a signed-in parent", async () => {
    await expect((await as(null)).privacy.myConsents()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await as(null)).privacy.withdrawNewsletter({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
