import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as certificatePdf } from "~/app/api/certificates/[id]/pdf/route";
import { clinic } from "~/config/clinic";
import type { SessionUser } from "~/server/auth/session";
import type { Database } from "~/server/db/client";
import { appointments, certificates, courseModules, courseTranslations, lessonProgress, lessons, serviceTranslations, users, type services } from "~/server/db/schema";
import { manageUrl } from "~/server/services/appointments/manage-link";
import { testCaller, testDb } from "../support/app";
import { bookOnline } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount, createCourse, createService } from "../support/factories";
import { deliveredMailTo, runQueuedJobs } from "../support/jobs";
import { icsText } from "../support/outbox";
import { pdfText } from "../support/pdf-reader";
import { simulatedAction } from "../support/simulated-gateway";

// The clinic's own texts in the parent's language (decision 033) outside the catalogue's pages:
// the service a parent's e-mails, invitations and pages name, the course their receipt and
// certificate name, in the language stored with the booking or enrollment; English where that
// text has no translation. The clinic's own notices stay English.

const SLEEP = { en: "Sleep Consultation", ar: "استشارة النوم" };
const HEARING = { en: "Hearing Check", fr: "Bilan auditif" };

let db: Database;
let sleep: typeof services.$inferSelect;
let hearing: typeof services.$inferSelect;
let staff: SessionUser;
beforeAll(async () => {
  db = await testDb();
  // Translated into Arabic only: French falls back to English.
  sleep = await createService(db, { name: SLEEP.en, priceOnlineCents: 4500 });
  await db.insert(serviceTranslations).values({ serviceId: sleep.id, locale: "ar", name: SLEEP.ar, description: "" });
  hearing = await createService(db, { name: HEARING.en });
  await db.insert(serviceTranslations).values({ serviceId: hearing.id, locale: "fr", name: HEARING.fr, description: "" });
  staff = await createAccount(db, "staff");
});

let counter = 0;
const unique = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;

/** What a parent reads of an e-mail: its subject, text and HTML. */
const readable = (mail: { subject?: string; text?: string; html?: string | false }) => `${mail.subject}\n${mail.text}\n${String(mail.html)}`;

describe("a visit booked in Arabic, of a service with an Arabic name", () => {
  it("names the service in Arabic in its confirmation, move, reminders and cancellation, and in their invitations", async () => {
    const { email, session, visit } = await bookOnline(sleep.id, { headers: { "x-site-locale": "ar" }, date: upcoming(2, 9), time: "16:00", email: unique("arabic") });
    expect(visit.locale).toBe("ar");
    await simulatedAction(session.id, "pay");

    const [confirmation] = await deliveredMailTo(email, /^تمّ تأكيد موعدك: /);
    expect(readable(confirmation!)).toContain(SLEEP.ar);
    expect(readable(confirmation!)).not.toContain(SLEEP.en);
    const invitation = icsText(confirmation!, "appointment.ics");
    expect(invitation).toContain(`SUMMARY:${SLEEP.ar} مع ${clinic.doctor.name}`);
    expect(invitation).not.toContain(SLEEP.en);

    // The clinic's notice is for staff: English, the service's English name.
    const notice = (await deliveredMailTo(clinic.email, /^New appointment: /)).find((m) => m.text?.includes(email));
    expect(notice!.text).toContain(`Service: ${SLEEP.en}`);

    const caller = await testCaller({ user: staff });
    await caller.admin.agenda.reschedule({ appointmentId: visit.id, date: upcoming(3, 9), startTime: "16:30" });
    const [moved] = await deliveredMailTo(email, /^تغيّر وقت موعدك: /);
    expect(readable(moved!)).toContain(SLEEP.ar);
    expect(readable(moved!)).not.toContain(SLEEP.en);
    expect(icsText(moved!, "appointment.ics")).toContain(`SUMMARY:${SLEEP.ar} مع`);

    // The new time's reminders (the old time's find the visit moved and send nothing).
    await runQueuedJobs({ includeRetries: true });
    const reminders = await deliveredMailTo(email, /^(غدًا|بعد ساعتين): /);
    expect(reminders).toHaveLength(2);
    for (const reminder of reminders) {
      expect(readable(reminder)).toContain(SLEEP.ar);
      expect(readable(reminder)).not.toContain(SLEEP.en);
    }

    await caller.admin.agenda.cancel({ appointmentId: visit.id, refund: false, reason: "" });
    const [cancelled] = await deliveredMailTo(email, /^أُلغي موعدك: /);
    expect(readable(cancelled!)).toContain(SLEEP.ar);
    expect(readable(cancelled!)).not.toContain(SLEEP.en);
    const removal = icsText(cancelled!, "appointment-cancelled.ics");
    expect(removal).toContain("METHOD:CANCEL");
    expect(removal).toContain(`SUMMARY:${SLEEP.ar} مع`);
    expect(removal).not.toContain(SLEEP.en);
  });

  it("the manage page names it in the page's language, else the visit's; the parent's visits list in the reader's", async () => {
    const parent = await createAccount(db);
    await db.update(users).set({ emailVerified: new Date() }).where(eq(users.id, parent.id));
    const { session, visit } = await bookOnline(sleep.id, { headers: { "x-site-locale": "ar" }, date: upcoming(4, 9), time: "16:00", email: parent.email });
    await simulatedAction(session.id, "pay");
    const token = new URL(manageUrl(visit, "ar")).searchParams.get("t")!;
    const manage = async (headers: Record<string, string>) => (await testCaller({ headers: new Headers(headers) })).appointments.manage({ appointmentId: visit.id, token });
    expect((await manage({})).serviceName).toBe(SLEEP.ar);
    expect((await manage({ "x-site-locale": "ar" })).serviceName).toBe(SLEEP.ar);
    expect((await manage({ "x-site-locale": "fr" })).serviceName).toBe(SLEEP.en);
    expect((await manage({ "x-site-locale": "en" })).serviceName).toBe(SLEEP.en);

    const mine = async (locale: string) => (await (await testCaller({ user: parent, headers: new Headers({ "x-site-locale": locale }) })).appointments.mine()).upcoming;
    expect((await mine("ar")).map((v) => v.serviceName)).toEqual([SLEEP.ar]);
    expect((await mine("fr")).map((v) => v.serviceName)).toEqual([SLEEP.en]);
  });
});

describe("a visit booked in French, of a service with no French name", () => {
  it("names the service in English, in the French e-mail and its invitation", async () => {
    const { email, session, visit } = await bookOnline(sleep.id, { headers: { "x-site-locale": "fr" }, date: upcoming(5, 9), time: "16:00", email: unique("french") });
    expect(visit.locale).toBe("fr");
    await simulatedAction(session.id, "pay");
    const [confirmation] = await deliveredMailTo(email, /^Rendez-vous confirmé : /);
    expect(confirmation!.text).toContain(`Prestation: ${SLEEP.en}`);
    expect(readable(confirmation!)).not.toContain(SLEEP.ar);
    expect(icsText(confirmation!, "appointment.ics")).toContain(`SUMMARY:${SLEEP.en} avec`);
  });
});

describe("a visit staff book for a parent who phoned", () => {
  it("keeps the language staff chose, and its e-mails speak it, the service's name too", async () => {
    const caller = await testCaller({ user: staff });
    const date = upcoming(2, 16);
    const patient = (email: string) => ({ name: "Rana Khoury", phoneNumber: "+961 3 123 456", email });

    const french = unique("phoned-fr");
    const atClinic = await caller.admin.agenda.bookForParent({ serviceId: hearing.id, date, startTime: "15:00", type: "Online", patient: patient(french), notes: "", payment: "at_clinic", locale: "fr", parentToldOfNotice: true });
    expect(atClinic.locale).toBe("fr");
    const [stored] = await db.select({ locale: appointments.locale }).from(appointments).where(eq(appointments.id, atClinic.id));
    expect(stored!.locale).toBe("fr");
    const [confirmation] = await deliveredMailTo(french);
    expect(confirmation!.subject).toMatch(/^Rendez-vous confirmé : .* à 15:00 \(heure de Beyrouth\)$/);
    expect(String(confirmation!.html)).toContain('<html lang="fr" dir="ltr">');
    expect(confirmation!.text).toContain(`Prestation: ${HEARING.fr}`);
    expect(readable(confirmation!)).not.toContain(HEARING.en);

    const byLink = unique("phoned-fr-link");
    await caller.admin.agenda.bookForParent({ serviceId: hearing.id, date, startTime: "15:30", type: "Online", patient: patient(byLink), notes: "", payment: "link", locale: "fr", parentToldOfNotice: true });
    const [link] = await deliveredMailTo(byLink);
    expect(link!.subject).toMatch(new RegExp(`^Merci de payer pour confirmer : ${HEARING.fr} — .* à 15:30 \\(heure de Beyrouth\\)$`));
    expect(readable(link!)).not.toContain(HEARING.en);
  });

  it("without a language: the one of the parent's account with that e-mail, else English", async () => {
    const caller = await testCaller({ user: staff });
    const date = upcoming(3, 16);
    const account = await createAccount(db);
    await db.update(users).set({ locale: "ar" }).where(eq(users.id, account.id));
    const book = (email: string, startTime: string) =>
      caller.admin.agenda.bookForParent({ serviceId: sleep.id, date, startTime, type: "Online", patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email }, notes: "", payment: "at_clinic", parentToldOfNotice: true });

    // The address as staff typed it: any case.
    const typed = account.email.replace(/^parent/, "Parent");
    const known = await book(typed, "15:00");
    expect(known.locale).toBe("ar");
    expect((await deliveredMailTo(typed, /^تمّ تأكيد موعدك: /))[0]!.text).toContain(SLEEP.ar);
    expect((await book(unique("stranger"), "15:30")).locale).toBe("en");
    expect((await book("", "16:00")).locale).toBe("en");

    await expect(
      caller.admin.agenda.bookForParent({ serviceId: sleep.id, date, startTime: "16:30", type: "Online", patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email: "" }, notes: "", payment: "at_clinic", locale: "de" as "en", parentToldOfNotice: true }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("Unknown language: use en, fr or ar.") });
  });
});

describe("a course with an Arabic title, enrolled in Arabic", () => {
  const TITLE = { en: "Calm Evenings", ar: "أمسيات هادئة" };

  async function finishCourse(user: SessionUser, courseId: string) {
    const all = await db.select({ id: lessons.id }).from(lessons).innerJoin(courseModules, eq(courseModules.id, lessons.moduleId)).where(eq(courseModules.courseId, courseId));
    await db.insert(lessonProgress).values(all.map((lesson) => ({ userId: user.id, lessonId: lesson.id, positionSeconds: 60, completedAt: new Date() })));
  }

  async function certificateText(id: string, query = "") {
    const response = await certificatePdf(new Request(`http://localhost:3000/api/certificates/${id}/pdf${query}`), { params: Promise.resolve({ id }) });
    expect(response.status).toBe(200);
    return pdfText(Buffer.from(await response.arrayBuffer()));
  }

  it("names it in Arabic in the receipt and on the certificate; a certificate in French prints the title it was issued with", async () => {
    const course = await createCourse(db, { title: TITLE.en, priceCents: 3900 });
    await db.insert(courseTranslations).values({ courseId: course.id, locale: "ar", title: TITLE.ar });
    const parent = await createAccount(db);
    const caller = await testCaller({ user: parent, headers: new Headers({ "x-site-locale": "ar" }) });
    const bought = await caller.courses.buy({ courseId: course.id });
    await simulatedAction(bought.session!.id, "pay");

    const [receipt] = await deliveredMailTo(parent.email);
    expect(receipt!.subject).toBe(`تمّ تسجيلك: ${TITLE.ar}`);
    expect(receipt!.text).toContain(`مرحبًا Rana، شكرًا لانضمامك إلى «${TITLE.ar}».`);
    expect(readable(receipt!)).not.toContain(TITLE.en);

    await finishCourse(parent, course.id);
    const certificate = await caller.courses.certificate({ courseId: course.id });
    // Stored as issued, in English: the translation is read when it is printed.
    const [issued] = await db.select({ courseTitle: certificates.courseTitle }).from(certificates).where(eq(certificates.id, certificate.id));
    expect(issued!.courseTitle).toBe(TITLE.en);
    const inArabic = await certificateText(certificate.id);
    expect(inArabic).toContain(TITLE.ar);
    expect(inArabic).not.toContain(TITLE.en);
    const inFrench = await certificateText(certificate.id, "?lang=fr");
    expect(inFrench).toContain(TITLE.en);
    expect(inFrench).not.toContain(TITLE.ar);
  });
});
