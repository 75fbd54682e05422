import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startFakeWhatsApp, type WhatsAppNotification } from "../support/fake-whatsapp-server";

const phoneNumberId = "106540352242922";
const accessToken = "EAAfakeSystemUserToken0123456789";
const appSecret = "fake-app-secret-0123456789abcdef";
const verifyToken = "fake-verify-token-0123456789";

const fake = await startFakeWhatsApp({ phoneNumberId, accessToken, appSecret, deliver: (notification) => notify(notification) });
Object.assign(process.env, {
  WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: accessToken,
  WHATSAPP_APP_SECRET: appSecret,
  WHATSAPP_VERIFY_TOKEN: verifyToken,
  WHATSAPP_API_URL: fake.url,
});

// Imported after the environment names the Cloud API's local stand-in.
const { GET: whatsappHandshake, POST: whatsappWebhook } = await import("~/app/api/webhooks/whatsapp/route");
const { appointments, payments, webhookEvents, whatsappInbound, whatsappMessages, whatsappOptIns } = await import("~/server/db/schema");
const { mailLanguage } = await import("~/server/mail/mail-language");
const { recordWhatsAppChoice, whatsAppOptedIn } = await import("~/server/messaging/whatsapp-opt-in");
const { testCaller, testDb } = await import("../support/app");
const { createAccount } = await import("../support/factories");
const { bookingPayload, onlineService, postBooking } = await import("../support/booking");
const { upcoming } = await import("../support/dates");
const { deliveredMail, runQueuedJobs } = await import("../support/jobs");
const { recipients } = await import("../support/outbox");
const { simulatedAction } = await import("../support/simulated-gateway");
const { manageToken } = await import("~/server/services/appointments/manage-link");
const { auditLog, users } = await import("~/server/db/schema");
type BookingResponse = import("../support/booking").BookingResponse;

afterAll(() => fake.close());

async function notify(notification: WhatsAppNotification) {
  const response = await whatsappWebhook(new Request(notification.url, { method: "POST", body: notification.body, headers: notification.headers }));
  return { status: response.status, json: (await response.json()) as unknown };
}

let serviceId: string;
beforeAll(async () => {
  serviceId = (await onlineService(await testDb())).id;
});

let counter = 0;
/** A paid visit of a parent with their own number and address, booked in `locale`, with or without the WhatsApp box ticked. */
async function paidVisit({ optIn, locale = "en", name = "Rana Khoury", email: given }: { optIn: boolean; locale?: "en" | "fr" | "ar"; name?: string; email?: string }) {
  counter += 1;
  // Each visit its own time: three days a week, three times a day, then the next week.
  const date = upcoming([2, 3, 4][counter % 3]!, 8 + 7 * Math.floor(counter / 9));
  const time = ["16:00", "16:30", "17:00"][Math.floor(counter / 3) % 3]!;
  const phone = `+96171${String(200000 + counter * 7 + (Date.now() % 1000))}`;
  const email = given ?? `wa-${counter}-${Date.now()}@example.com`;
  const response = await postBooking(
    bookingPayload(serviceId, date, time, { patient: { name, phoneNumber: phone, email }, ...(optIn ? { whatsappOptIn: true } : {}) }),
    { headers: { "x-site-locale": locale } },
  );
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  const { orderId, session } = (response.json as BookingResponse).data;
  expect((await simulatedAction(session.id, "pay")).status).toBe(303);
  const db = await testDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, orderId));
  const [visit] = await db.select().from(appointments).where(eq(appointments.id, payment!.appointmentId!));
  return { phone, waId: phone.replace(/\D/g, ""), email, visit: visit! };
}

const mailTo = async (email: string, subject?: RegExp) => (await deliveredMail()).filter((m) => recipients(m).includes(email) && (!subject || subject.test(m.subject ?? "")));
const sentTo = (waId: string) => fake.sent.filter((m) => m.to === waId);
const messagesOf = async (appointmentId: string) => (await testDb()).select().from(whatsappMessages).where(eq(whatsappMessages.appointmentId, appointmentId));

describe("WhatsApp messages (decision 053)", () => {
  it("answers Meta's subscription handshake with the challenge, and refuses a wrong verify token in the one error shape", async () => {
    const ok = await whatsappHandshake(new Request(`http://localhost:3000/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const wrong = await whatsappHandshake(new Request("http://localhost:3000/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1"));
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ success: false, code: "FORBIDDEN", message: "The verify token does not match." });
  });

  it("without an opt-in, a parent is reached by e-mail only", async () => {
    const { waId, email, visit } = await paidVisit({ optIn: false });
    await runQueuedJobs({ includeRetries: true });
    expect(sentTo(waId)).toEqual([]);
    expect(await messagesOf(visit.id)).toEqual([]);
    expect((await mailTo(email)).map((m) => m.subject?.split(":")[0]).sort()).toEqual(["Appointment confirmed", "In two hours", "Tomorrow"]);
  });

  it("an opted-in parent's confirmation and reminders go on WhatsApp, in their language, with the right template and parameters — no health data — and no e-mail", async () => {
    const { phone, waId, email, visit } = await paidVisit({ optIn: true, locale: "fr" });
    const db = await testDb();
    const [optIn] = await db.select().from(whatsappOptIns).where(eq(whatsappOptIns.appointmentId, visit.id));
    expect(optIn).toMatchObject({ phone: waId, action: "given", wordingVersion: "2026-11", page: "POST /api/appointments/book" });
    expect(await whatsAppOptedIn(db, phone)).toBe(true);

    await runQueuedJobs({ includeRetries: true });
    const when = (await mailLanguage("fr")).dateTime(visit.startsAt);
    const sent = sentTo(waId);
    expect(sent.map((m) => m.template).sort()).toEqual(["visit_confirmation", "visit_reminder_24h", "visit_reminder_2h"]);
    for (const message of sent) {
      expect(message.language).toBe("fr");
      expect(message.parameters).toEqual({ parent_name: "Rana Khoury", when });
      expect(message.buttonSuffix).toMatch(new RegExp(`^fr/appointment/manage/${visit.id}\\?t=\\d+\\.[\\w-]{43}$`));
      expect(JSON.stringify(message)).not.toContain("Cough");
    }
    expect(await mailTo(email)).toEqual([]);
    const rows = await messagesOf(visit.id);
    expect(rows.map((r) => r.status)).toEqual(["accepted", "accepted", "accepted"]);
    // Asked again (the job retried after its answer was lost): nothing more is sent.
    await runQueuedJobs({ includeRetries: true });
    expect(sentTo(waId)).toHaveLength(3);
  });

  it("greets the parent by their own name when the visit's e-mail is their proved account's, not by the child's the visit was booked under", async () => {
    const db = await testDb();
    const email = `maya-${Date.now()}@example.com`;
    await db.insert(users).values({ email, firstName: "Maya", lastName: "Aoun", role: "parent", emailVerified: new Date() });
    const { waId, visit } = await paidVisit({ optIn: true, name: "Lina Aoun", email });
    expect(visit.patientName).toBe("Lina Aoun");
    // An unproved account with a visit's address names nobody: that visit keeps the name it was booked under.
    const unproved = `unproved-${Date.now()}@example.com`;
    await db.insert(users).values({ email: unproved, firstName: "Someone", lastName: "Else", role: "parent" });
    const other = await paidVisit({ optIn: true, name: "Karim Aoun", email: unproved });
    await runQueuedJobs({ names: ["send-whatsapp"] });
    expect(sentTo(waId).map((m) => [m.template, m.parameters.parent_name])).toEqual([["visit_confirmation", "Maya Aoun"]]);
    expect(sentTo(other.waId).map((m) => [m.template, m.parameters.parent_name])).toEqual([["visit_confirmation", "Karim Aoun"]]);
  });

  it("statuses arriving out of order end as read, and never go backwards", async () => {
    const { waId, visit } = await paidVisit({ optIn: true });
    await runQueuedJobs({ names: ["send-whatsapp"] });
    const [confirmation] = sentTo(waId);
    await fake.sendStatuses(confirmation!, ["read", "delivered", "sent"]);
    const [row] = (await messagesOf(visit.id)).filter((r) => r.wamid === confirmation!.wamid);
    expect(row).toMatchObject({ status: "read", fallbackMail: null });
    // A late failure of a message already read changes nothing.
    await fake.sendStatuses(confirmation!, ["failed"], { errorCode: 131026 });
    const [after] = (await messagesOf(visit.id)).filter((r) => r.wamid === confirmation!.wamid);
    expect(after!.status).toBe("read");
  });

  it("refuses a forged signature in the one error shape, and it changes nothing", async () => {
    const { waId, visit } = await paidVisit({ optIn: true });
    await runQueuedJobs({ names: ["send-whatsapp"] });
    const [confirmation] = sentTo(waId);
    const events = await (await testDb()).select().from(webhookEvents).where(eq(webhookEvents.provider, "whatsapp"));
    const { notification } = await (async () => {
      let held: WhatsAppNotification | null = null;
      const forger = await startFakeWhatsApp({ phoneNumberId, accessToken, appSecret: "not-the-app-secret-0123456789", deliver: async (n) => (held = n) });
      await forger.sendInbound(waId, "STOP");
      await forger.close();
      return { notification: held! };
    })();
    const refused = await notify(notification);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ success: false, code: "BAD_REQUEST", message: "Invalid webhook signature." });
    const unsigned = await whatsappWebhook(new Request(notification.url, { method: "POST", body: notification.body, headers: { "content-type": "application/json" } }));
    expect(unsigned.status).toBe(400);
    const db = await testDb();
    expect(await whatsAppOptedIn(db, waId)).toBe(true);
    expect(await db.select().from(whatsappInbound).where(eq(whatsappInbound.phone, waId))).toEqual([]);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.provider, "whatsapp"))).toHaveLength(events.length);
    expect((await messagesOf(visit.id)).find((r) => r.wamid === confirmation!.wamid)!.status).toBe("accepted");
  });

  it("a number WhatsApp cannot reach (131026) gets the e-mail instead, exactly once", async () => {
    const { waId, email, visit } = await paidVisit({ optIn: true });
    fake.refuseNumber(waId, 131026);
    await runQueuedJobs({ names: ["send-whatsapp"] });
    await runQueuedJobs({ names: ["send-whatsapp"], includeRetries: true });
    const [row] = await messagesOf(visit.id);
    expect(row).toMatchObject({ template: "visit_confirmation", status: "fell_back", errorCode: 131026, fallbackMail: null });
    expect(row!.fellBackAt).toBeInstanceOf(Date);
    expect(await mailTo(email, /confirmed/)).toHaveLength(1);
    // The queues worked again (a retry, a restart): still one e-mail.
    await runQueuedJobs({ includeRetries: true });
    expect(await mailTo(email, /confirmed/)).toHaveLength(1);
  });

  it("a failed status (131047, outside the 24-hour window) sends the e-mail once, however often Meta repeats it", async () => {
    const { waId, email } = await paidVisit({ optIn: true });
    await runQueuedJobs({ names: ["send-whatsapp"] });
    const [confirmation] = sentTo(waId);
    const [first] = await fake.sendStatuses(confirmation!, ["failed"], { errorCode: 131047 });
    expect(first).toMatchObject({ status: 200, json: { received: true, handled: 1 } });
    await fake.sendStatuses(confirmation!, ["failed"], { errorCode: 131047 });
    expect(await mailTo(email, /confirmed/)).toHaveLength(1);
  });

  it("a rate limit (130429) is retried, not sent by e-mail; a paused template (132015) falls back at once", async () => {
    const { waId, email, visit } = await paidVisit({ optIn: true });
    fake.refuseNumber(waId, 130429, { status: 429 });
    const tried = await runQueuedJobs({ names: ["send-whatsapp"] });
    expect(tried.failed).toBe(1);
    expect((await messagesOf(visit.id))[0]!.status).toBe("queued");
    await runQueuedJobs({ names: ["send-whatsapp"], includeRetries: true });
    expect(sentTo(waId).map((m) => m.template)).toEqual(["visit_confirmation"]);
    expect(await mailTo(email, /confirmed/)).toEqual([]);

    fake.setTemplateStatus("visit_reminder_24h", "PAUSED");
    try {
      await runQueuedJobs({ names: ["send-reminder", "send-whatsapp"], includeRetries: true });
      const rows = await messagesOf(visit.id);
      expect(rows.find((r) => r.template === "visit_reminder_24h")).toMatchObject({ status: "fell_back", errorCode: 132015 });
      expect(await mailTo(email, /^Tomorrow/)).toHaveLength(1);
      expect(sentTo(waId).map((m) => m.template).sort()).toEqual(["visit_confirmation", "visit_reminder_2h"]);
    } finally {
      fake.setTemplateStatus("visit_reminder_24h", "APPROVED");
    }
  });

  it("STOP (or ARRÊT, إيقاف) opts the number out at once, and the next reminder goes by e-mail", async () => {
    const { waId, email, visit } = await paidVisit({ optIn: true, locale: "ar" });
    await runQueuedJobs({ names: ["send-whatsapp"] });
    const { answer } = await fake.sendInbound(waId, "  Stop ");
    expect(answer).toMatchObject({ status: 200, json: { received: true, handled: 1 } });
    const db = await testDb();
    expect(await whatsAppOptedIn(db, waId)).toBe(false);
    const [reply] = await db.select().from(whatsappInbound).where(eq(whatsappInbound.phone, waId));
    expect(reply).toMatchObject({ body: "  Stop ", optedOut: true, appointmentId: visit.id });

    await runQueuedJobs({ includeRetries: true });
    expect(sentTo(waId).map((m) => m.template)).toEqual(["visit_confirmation"]);
    expect(await mailTo(email)).toHaveLength(2);

    for (const word of ["ARRÊT", "arret", " إيقاف ", "ايقاف"]) {
      await recordWhatsAppChoice(db, { phone: waId, action: "given", page: "test" });
      await fake.sendInbound(waId, word);
      expect(await whatsAppOptedIn(db, waId), word).toBe(false);
    }
    await fake.sendInbound(waId, "Can we come 10 minutes late?");
    const replies = await db.select().from(whatsappInbound).where(and(eq(whatsappInbound.phone, waId), eq(whatsappInbound.optedOut, false)));
    expect(replies.map((r) => r.body)).toEqual(["Can we come 10 minutes late?"]);

    // Staff see it on the agenda: the messages with their channel and status (the reminders after
    // the STOP went by e-mail, not through WhatsApp), and the latest reply.
    const staff = await createAccount(db, "staff");
    const agenda = await (await testCaller({ user: staff })).admin.agenda.list({ from: visit.startsAt.toISOString().slice(0, 10), days: 1, search: waId.slice(-7) });
    const row = agenda.find((r) => r.id === visit.id)!;
    expect(row.messages.map((m) => ({ channel: m.channel, template: m.template, status: m.status, fellBackToEmail: m.fellBackToEmail }))).toEqual([
      { channel: "whatsapp", template: "visit_confirmation", status: "accepted", fellBackToEmail: false },
    ]);
    expect(row.latestReply).toMatchObject({ body: "Can we come 10 minutes late?", optedOut: false, kind: "text" });
  });

  it("a moved visit and a cancelled one with its refund are told on WhatsApp, the e-mails kept only in case", async () => {
    const { waId, email, visit } = await paidVisit({ optIn: true });
    const staff = await createAccount(await testDb(), "staff");
    const caller = await testCaller({ user: staff });
    await caller.admin.agenda.reschedule({ appointmentId: visit.id, date: upcoming(5, 40), startTime: "17:30" });
    await caller.admin.agenda.cancel({ appointmentId: visit.id, refund: true, reason: "" });
    await runQueuedJobs({ names: ["send-whatsapp", "send-email"] });
    const m = await mailLanguage("en");
    const [moved] = await (await testDb()).select().from(appointments).where(eq(appointments.id, visit.id));
    const byTemplate = Object.fromEntries(sentTo(waId).map((s) => [s.template, s.parameters]));
    expect(byTemplate.visit_moved).toEqual({ parent_name: "Rana Khoury", previous_when: m.dateTime(visit.startsAt), when: m.dateTime(moved!.startsAt) });
    expect(byTemplate.visit_cancelled_refunded).toEqual({ parent_name: "Rana Khoury", when: m.dateTime(moved!.startsAt), amount: m.price(4500) });
    expect(await mailTo(email, /cancel|moved/i)).toEqual([]);
  });

  it("the parent turns WhatsApp on and off from their visit's link, recorded and audited; a wrong link changes nothing", async () => {
    const { waId, visit } = await paidVisit({ optIn: false });
    const caller = await testCaller({});
    const link = { appointmentId: visit.id, token: manageToken(visit.id, visit.endsAt) };
    // The booking form asks whether to offer the box (the home page's form): set up here, so yes.
    expect(await caller.appointments.whatsappOffered()).toEqual({ offered: true });
    expect(await caller.appointments.whatsappMine(link)).toEqual({ available: true, optedIn: false });
    await expect(caller.appointments.setWhatsappMine({ ...link, token: `${link.token.slice(0, -2)}xx`, optIn: true })).rejects.toThrow();
    expect(await caller.appointments.setWhatsappMine({ ...link, optIn: true, whatsappWording: "2026-11" })).toEqual({ available: true, optedIn: true });
    expect(await caller.appointments.setWhatsappMine({ ...link, optIn: true })).toEqual({ available: true, optedIn: true });
    await runQueuedJobs({ includeRetries: true });
    expect(sentTo(waId).map((m) => m.template).sort()).toEqual(["visit_reminder_24h", "visit_reminder_2h"]);
    expect(await caller.appointments.setWhatsappMine({ ...link, optIn: false })).toEqual({ available: true, optedIn: false });
    const db = await testDb();
    expect((await db.select().from(whatsappOptIns).where(eq(whatsappOptIns.phone, waId))).map((r) => [r.action, r.page])).toEqual([
      ["given", "manage page"],
      ["withdrawn", "manage page"],
    ]);
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, visit.id));
    expect(audited.map((a) => a.action).filter((a) => a.includes("WhatsApp"))).toEqual(["turn on WhatsApp messages", "turn off WhatsApp messages"]);
    expect(JSON.stringify(audited)).not.toContain(waId);
  });

  it("a payment link from staff goes on WhatsApp to a number that chose it, with the amount and the checkout as its button", async () => {
    const db = await testDb();
    const phone = "+96176123456";
    await recordWhatsAppChoice(db, { phone, action: "given", page: "test" });
    const staff = await createAccount(db, "staff");
    const email = `link-${Date.now()}@example.com`;
    const created = await (await testCaller({ user: staff })).admin.agenda.bookForParent({
      serviceId,
      date: upcoming(1, 30),
      startTime: "16:00",
      type: "Online",
      patient: { name: "Lina Haddad", phoneNumber: phone, email },
      notes: "Fever",
      payment: "link",
      locale: "fr",
      parentToldOfNotice: true,
    });
    await runQueuedJobs({ names: ["send-whatsapp", "send-email"] });
    const [link] = sentTo("96176123456");
    expect(link).toMatchObject({ template: "payment_link", language: "fr", parameters: { parent_name: "Lina Haddad", amount: (await mailLanguage("fr")).price(4500) } });
    expect(link!.buttonSuffix).toMatch(/^fr\/pay\//);
    expect(JSON.stringify(link)).not.toContain("Fever");
    expect(await mailTo(email)).toEqual([]);
    expect((await messagesOf(created.id)).map((m) => m.template)).toEqual(["payment_link"]);
  });

  it("a webhook delivered twice is handled once", async () => {
    const { waId } = await paidVisit({ optIn: true });
    const { notification, answer } = await fake.sendInbound(waId, "Thank you!");
    expect(answer).toMatchObject({ json: { handled: 1 } });
    expect(await fake.redeliver(notification)).toMatchObject({ status: 200, json: { received: true, handled: 0 } });
    const rows = await (await testDb()).select().from(whatsappInbound).where(eq(whatsappInbound.phone, waId));
    expect(rows).toHaveLength(1);
  });

  it("refuses a wrong parameter count and an unknown template with Meta's codes and error body", async () => {
    const call = (body: unknown) => fetch(`${fake.url}/v23.0/${phoneNumberId}/messages`, { method: "POST", headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    const template = (name: string, parameters: Array<Record<string, string>>) => ({ messaging_product: "whatsapp", to: "96171000000", type: "template", template: { name, language: { code: "en" }, components: [{ type: "body", parameters }] } });
    const wrongCount = await call(template("visit_confirmation", [{ type: "text", parameter_name: "parent_name", text: "Rana" }]));
    expect(wrongCount.status).toBe(400);
    expect(await wrongCount.json()).toMatchObject({ error: { code: 132000, type: "OAuthException", fbtrace_id: expect.any(String) } });
    const unknown = await call(template("visit_unknown", []));
    expect(await unknown.json()).toMatchObject({ error: { code: 132001 } });
    const noToken = await fetch(`${fake.url}/v23.0/${phoneNumberId}/messages`, { method: "POST", body: "{}" });
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ error: { code: 190 } });
  });
});
