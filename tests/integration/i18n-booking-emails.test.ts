import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as claimRoute } from "~/app/api/appointments/waitlist/[offerId]/claim/route";
import { POST as joinRoute } from "~/app/api/appointments/waitlist/route";
import { POST as cancelRoute } from "~/app/api/appointments/manage/[appointmentId]/cancel/route";
import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { intlLocale } from "~/i18n/locales";
import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { appointments, waitlistEntries, waitlistOffers, type services } from "~/server/db/schema";
import { forgetTakenSlots } from "~/server/services/appointments/list-time-slots";
import { scheduledSlots } from "~/server/services/appointments/schedule-cache";
import { offerTimeToWaitlist } from "~/server/services/appointments/waitlist";
import { confirmWaitlistPlace } from "~/server/services/appointments/waitlist-confirmation";
import { callRoute, testCaller, testDb } from "../support/app";
import { bookOnline, onlineService } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { deliveredMailTo as mailTo, runQueuedJobs } from "../support/jobs";
import { icsText } from "../support/outbox";
import { simulatedAction } from "../support/simulated-gateway";

// A booking keeps the language of the page it was made on (x-site-locale, else Accept-Language),
// and every e-mail about it speaks that language: dates in Beirut time, links to its pages.

let db: Database;
let service: typeof services.$inferSelect;
let staff: SessionUser;
beforeAll(async () => {
  db = await testDb();
  service = await onlineService(db);
  staff = await createAccount(db, "staff");
});

let counter = 0;
const unique = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;

const bookWith = (headers: Record<string, string>, date: string, time: string, email = unique("parent")) => bookOnline(service.id, { headers, date, time, email });

const arabicDate = (instant: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale("ar"), { timeZone: "Asia/Beirut", ...options }).format(instant);

describe("a booking made on an Arabic page", () => {
  it("stores ar, returns from the payment to the Arabic pages, and confirms in Arabic: rtl, Beirut time, Arabic links, Arabic invitation", async () => {
    const { email, orderId, session, visit } = await bookWith({ "x-site-locale": "ar" }, upcoming(2, 9), "16:00");
    expect(visit.locale).toBe("ar");
    // The hosted page and both return addresses are the Arabic pages.
    expect(session.url).toBe(`${env.PUBLIC_URL}/ar/pay/${session.id}`);
    const paid = await simulatedAction(session.id, "pay");
    expect(paid.location).toBe(`${env.PUBLIC_URL}/ar/appointment/status/pending/${orderId}?session_id=${session.id}`);

    const [confirmation, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(confirmation!.subject).toMatch(/^تمّ تأكيد موعدك: /);
    expect(confirmation!.headers.get("content-language")).toBe("ar");
    const html = String(confirmation!.html);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<body dir="rtl"');
    // Beirut time (16:00 there, whatever the server's zone), with the Levantine month name.
    const when = `${arabicDate(visit.startsAt, { weekday: "long" })}، ${arabicDate(visit.startsAt, { day: "numeric" })} ${arabicDate(visit.startsAt, { month: "long" })}`;
    for (const part of [when, "16:00 (بتوقيت بيروت)", "تمّ تأكيد موعدك", "إدارة موعدك", "30 دقيقة", "عبر الإنترنت", "دفعة تجريبية"]) {
      expect(html).toContain(part);
      expect(confirmation!.text).toContain(part);
    }
    // A phone number keeps its order inside the right-to-left table.
    expect(html).toContain(`<td dir="ltr" style="padding:4px 0;font-weight:600;text-align:right">${clinic.phone.display}</td>`);
    const manage = `${env.PUBLIC_URL}/ar/appointment/manage/${visit.id}?t=`;
    expect(confirmation!.text).toContain(manage);
    expect(html).toContain(manage);
    expect(confirmation!.text).not.toMatch(/Your appointment|Dear |Beirut time/);

    const ics = icsText(confirmation!, "appointment.ics");
    expect(ics).toContain(`SUMMARY:Online Consultation مع ${clinic.doctor.name}`);
    expect(ics).toContain(`موعد عبر الإنترنت مع ${clinic.doctor.name}`);
    expect(ics).toContain(`DTSTART:${visit.startsAt.toISOString().replace(/[-:]/g, "").slice(0, 13)}`);

    // The clinic's notice stays English.
    const notice = (await mailTo(clinic.email, /^New appointment: /)).find((m) => m.text?.includes(email));
    expect(notice!.text).toContain("(Beirut time)");
    expect(String(notice!.html)).toContain('<html lang="en" dir="ltr">');
  });

  it("the parent cancels from the Arabic page: sent back to it, and told in Arabic with a cancelling invitation", async () => {
    const { email, session, visit } = await bookWith({ "x-site-locale": "ar" }, upcoming(3, 9), "16:00");
    await simulatedAction(session.id, "pay");
    const link = new URL(/https?:\/\/\S+\/ar\/appointment\/manage\/\S+/.exec((await mailTo(email))[0]!.text ?? "")![0]);
    const token = link.searchParams.get("t")!;
    const cancelled = await cancelRoute(
      new Request(`http://localhost:3000/api/appointments/manage/${visit.id}/cancel?t=${token}&from=page`, {
        method: "POST",
        headers: { referer: `${env.PUBLIC_URL}/ar/appointment/manage/${visit.id}?t=${token}` },
      }),
      { params: Promise.resolve({ appointmentId: visit.id }) },
    );
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`/ar/appointment/manage/${visit.id}?t=${encodeURIComponent(token)}&done=cancelled`);
    const [told] = await mailTo(email, /^أُلغي موعدك: /);
    expect(String(told!.html)).toContain('dir="rtl"');
    expect(told!.text).toContain("أُلغي موعدك بناءً على طلبك");
    expect(told!.text).toMatch(/أعدنا مبلغ .*45.* إلى البطاقة/);
    const ics = icsText(told!, "appointment-cancelled.ics");
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain(`SUMMARY:Online Consultation مع ${clinic.doctor.name}`);
  });
});

describe("a booking in French", () => {
  it("by Accept-Language: confirmed, moved by the clinic and reminded in French, at Beirut times", async () => {
    const { email, session, visit } = await bookWith({ "accept-language": "fr-LB,fr;q=0.9,en;q=0.5" }, upcoming(4, 9), "16:30");
    expect(visit.locale).toBe("fr");
    await simulatedAction(session.id, "pay");
    const [confirmation] = await mailTo(email);
    expect(confirmation!.subject).toMatch(/^Rendez-vous confirmé : .* à 16:30 \(heure de Beyrouth\)$/);
    expect(String(confirmation!.html)).toContain('<html lang="fr" dir="ltr">');
    expect(confirmation!.text).toContain(`${env.PUBLIC_URL}/fr/appointment/manage/${visit.id}?t=`);
    expect(confirmation!.text).toContain("Bonjour Rana Khoury, merci d’avoir pris rendez-vous avec");
    expect(confirmation!.text).toMatch(/Payé: 45\s\$US — Paiement de test/);

    // Moved by the clinic: the move e-mail and the new time's reminders are French too.
    const later = upcoming(5, 16);
    await (await testCaller({ user: staff })).admin.agenda.reschedule({ appointmentId: visit.id, date: later, startTime: "17:00" });
    const [moved] = await mailTo(email, /^Rendez-vous déplacé : /);
    expect(moved!.text).toContain("la clinique a déplacé votre rendez-vous");
    expect(moved!.text).toMatch(/Avant: .* à 16:30 \(heure de Beyrouth\)/);
    expect(moved!.text).toMatch(/Désormais: .* à 17:00 \(heure de Beyrouth\)/);

    await runQueuedJobs({ includeRetries: true });
    const reminders = await mailTo(email, /^(Demain|Dans deux heures) : /);
    expect(reminders.map((m) => m.subject?.split(" : ")[0]).sort()).toEqual(["Dans deux heures", "Demain"]);
    for (const reminder of reminders) {
      expect(reminder.subject).toMatch(/à 17:00 \(heure de Beyrouth\)$/);
      expect(reminder.text).toContain(`${env.PUBLIC_URL}/fr/appointment/manage/${visit.id}?t=`);
      expect(reminder.text).toContain("Vous ne pourrez pas venir ?");
    }
  });

  it("an Arabic visit's reminders are Arabic, an English one's English", async () => {
    const arabic = await bookWith({ "x-site-locale": "ar" }, upcoming(2, 23), "17:00");
    const english = await bookWith({}, upcoming(2, 23), "17:30");
    expect(english.visit.locale).toBe("en");
    await simulatedAction(arabic.session.id, "pay");
    await simulatedAction(english.session.id, "pay");
    await runQueuedJobs({ includeRetries: true });
    const inArabic = await mailTo(arabic.email, /^(غدًا|بعد ساعتين): /);
    expect(inArabic).toHaveLength(2);
    for (const reminder of inArabic) {
      expect(String(reminder.html)).toContain('<html lang="ar" dir="rtl">');
      expect(reminder.subject).toContain("17:00 (بتوقيت بيروت)");
    }
    const inEnglish = await mailTo(english.email, /^(Tomorrow|In two hours): /);
    expect(inEnglish).toHaveLength(2);
    for (const reminder of inEnglish) expect(reminder.subject).toMatch(/at 17:30 \(Beirut time\)$/);
  });
});

describe("a booking staff make for a parent who phoned", () => {
  it("is English unless staff say the parent's language; then the payment link and the confirmation speak it", async () => {
    const caller = await testCaller({ user: staff });
    const date = upcoming(3, 16);
    const patient = (email: string) => ({ name: "Rana Khoury", phoneNumber: "+961 3 123 456", email });
    const plain = unique("phoned");
    const atClinic = await caller.admin.agenda.bookForParent({ serviceId: service.id, date, startTime: "15:00", type: "Online", patient: patient(plain), notes: "", payment: "at_clinic", parentToldOfNotice: true });
    expect(atClinic.locale).toBe("en");
    expect((await mailTo(plain))[0]!.subject).toMatch(/^Appointment confirmed: .* at 15:00 \(Beirut time\)$/);

    const arabic = unique("phoned-ar");
    const byLink = await caller.admin.agenda.bookForParent({ serviceId: service.id, date, startTime: "15:30", type: "Online", patient: patient(arabic), notes: "", payment: "link", locale: "ar", parentToldOfNotice: true });
    expect(byLink.locale).toBe("ar");
    const [link] = await mailTo(arabic);
    expect(link!.subject).toMatch(/^يُرجى الدفع لتأكيد موعدك: Online Consultation — .* 15:30 \(بتوقيت بيروت\)$/);
    expect(String(link!.html)).toContain('<html lang="ar" dir="rtl">');
    const payUrl = new RegExp(`${env.PUBLIC_URL}/ar/pay/(sim_cs_[\\w-]+)`).exec(link!.text ?? "");
    expect(payUrl).not.toBeNull();
    const paid = await simulatedAction(payUrl![1]!, "pay");
    expect(paid.location).toBe(`${env.PUBLIC_URL}/ar/appointment/status/pending/${byLink.orderId}?session_id=${payUrl![1]}`);
    expect((await mailTo(arabic, /^تمّ تأكيد موعدك: /)).length).toBe(1);
  });
});

describe("a forged or unknown page language", () => {
  it("falls back to Accept-Language, then English, and never reaches an address or a mail", async () => {
    const date = upcoming(1, 23);
    const cases: Array<[Record<string, string>, string]> = [
      [{ "x-site-locale": "de" }, "en"],
      [{ "x-site-locale": "AR" }, "en"],
      [{ "x-site-locale": "../../admin" }, "en"],
      [{ "x-site-locale": "__proto__", "accept-language": "ar;q=0.2, fr;q=0.9" }, "fr"],
      [{ "x-site-locale": "ar\r\nx: y".replace(/[\r\n]/g, ""), "accept-language": "xx, *" }, "en"],
    ];
    let time = 14 * 60;
    for (const [headers, stored] of cases) {
      const at = `${String(Math.floor(time / 60)).padStart(2, "0")}:${String(time % 60).padStart(2, "0")}`;
      time += 30;
      const { session, visit } = await bookWith(headers, date, at);
      expect(visit.locale, JSON.stringify(headers)).toBe(stored);
      expect(session.url).toBe(`${env.PUBLIC_URL}${stored === "en" ? "" : `/${stored}`}/pay/${session.id}`);
    }
  });
});

describe("the waiting list in the parent's language", () => {
  it("joins in French, is offered the freed time in French, and books it in French", async () => {
    const date = upcoming(6, 10);
    const slots = await scheduledSlots(db, date);
    await db.insert(appointments).values(
      slots.map((slot) => ({ serviceId: service.id, patientName: "Other Family", patientPhone: "+9613000000", startsAt: slot.startsAt, endsAt: slot.endsAt, status: "confirmed" as const })),
    );
    forgetTakenSlots();
    const email = unique("waiting");
    const joined = await callRoute(joinRoute, {
      url: "http://localhost:3000/api/appointments/waitlist",
      method: "POST",
      body: { date, name: "Maya Saad", email, phoneNumber: "+961 3 123 456" },
      headers: { "x-site-locale": "fr" },
      from: "198.51.100.251",
    });
    expect(joined.status, JSON.stringify(joined.json)).toBe(201);
    const [entry] = await db.select().from(waitlistEntries).where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.email, email)));
    expect(entry!.locale).toBe("fr");
    // The place counts once the French e-mail's link confirms it.
    const [confirmMail] = await mailTo(email, /^Confirmez votre place/);
    const confirmLink = new URL(/https?:\/\/\S+\/fr\/appointment\/waitlist\/confirm\/\S+/.exec(confirmMail!.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
    await confirmWaitlistPlace({ db, entryId: confirmLink.pathname.split("/").at(-1)!, token: confirmLink.searchParams.get("t")! });

    // A time frees up.
    const freed = slots[2]!;
    await db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.startsAt, freed.startsAt));
    forgetTakenSlots();
    expect(await offerTimeToWaitlist({ db, startsAt: freed.startsAt })).toEqual({ offered: 1 });
    const [offerMail] = await mailTo(email, /^Un créneau s’est libéré : /);
    expect(offerMail!.text).toContain("Bonjour Maya Saad, vous êtes sur la liste d’attente de ce jour");
    expect(offerMail!.text).toMatch(/Réservé pour vous jusqu’à: \d{2}:\d{2} \(heure de Beyrouth\)/);
    const link = new URL(/https?:\/\/\S+\/fr\/appointment\/waitlist\/\S+/.exec(offerMail!.text ?? "")![0]);
    const offerId = link.pathname.split("/").at(-1)!;

    // Booked from the French offer page: the booking is French, and so is the way back from the payment.
    const claimed = await claimRoute(
      new Request(`http://localhost:3000/api/appointments/waitlist/${offerId}/claim?t=${link.searchParams.get("t")}`, {
        method: "POST",
        body: new URLSearchParams({ service: service.id, notes: "", healthDataConsent: "on" }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      { params: Promise.resolve({ offerId }) },
    );
    expect(claimed.status).toBe(201);
    const { checkoutUrl } = ((await claimed.json()) as { data: { checkoutUrl: string } }).data;
    expect(checkoutUrl).toMatch(new RegExp(`^${env.PUBLIC_URL}/fr/pay/`));
    const [offer] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offerId));
    const [visit] = await db.select().from(appointments).where(eq(appointments.id, offer!.appointmentId!));
    expect(visit!.locale).toBe("fr");
  });
});
