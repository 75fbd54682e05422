import { generateKeyPairSync } from "node:crypto";

import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

// Read once by src/env.js as the app's modules load: a self-hosted Jitsi with token auth.
const JITSI = vi.hoisted(() => {
  const settings = { domain: "meet.clinic.test", appId: "littlecedars", appSecret: "s3cret-of-the-video-server-0123456789abcdef" };
  Object.assign(process.env, { VIDEO_PROVIDER: "jitsi", JITSI_DOMAIN: settings.domain, JITSI_APP_ID: settings.appId, JITSI_APP_SECRET: settings.appSecret });
  return settings;
});

import { appointments, auditLog, childAdults, children, type services } from "~/server/db/schema";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { cancelAppointment } from "~/server/services/appointments/cancel-appointment";
import { manageToken } from "~/server/services/appointments/manage-link";
import { joinVideoVisitAsParent, NOT_A_VIDEO_VISIT, startVideoVisitAsStaff, VIDEO_NOT_YET, VIDEO_NOT_YOURS, VIDEO_OVER } from "~/server/services/video/join-video-visit";
import { createJaasProvider } from "~/server/video/jaas-provider";
import { createJitsiProvider } from "~/server/video/jitsi-provider";
import { VIDEO_ROOM_PATTERN } from "~/server/video/room-name";
import { testCaller, testDb } from "../support/app";
import { bookingPayload, onlineService, postBooking, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { checkVideoToken, jaasPublicKeys, type TokenCheckConfig } from "../support/fake-video-token-check";
import { deliveredMailTo } from "../support/jobs";
import { simulatedAction } from "../support/simulated-gateway";

const MINUTE = 60_000;
const jitsiCheck: TokenCheckConfig = { provider: "jitsi", ...JITSI };
const jitsi = createJitsiProvider(JITSI);

const JAAS_APP = "vpaas-magic-cookie-0123456789abcdef0123456789abcdef";
const pem = () => generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const jaasKey = pem();
const jaas = createJaasProvider({ appId: JAAS_APP, keyId: `${JAAS_APP}/key-1`, privateKey: jaasKey });
const jaasCheck: TokenCheckConfig = { provider: "jaas", appId: JAAS_APP, publicKeys: jaasPublicKeys({ [`${JAAS_APP}/key-1`]: jaasKey }) };

let service: typeof services.$inferSelect;
/**
 * Visits around the real time, for the calls through tRPC (they read the clock): visits may not
 * overlap, so the few that are needed are made once, with gaps between them.
 */
const near = {} as Record<"started" | "soon" | "inAnHour" | "later", typeof appointments.$inferSelect>;
beforeAll(async () => {
  service = await onlineService(await testDb());
  const now = Date.now();
  near.started = await visitAt(new Date(now - 25 * MINUTE));
  near.soon = await visitAt(new Date(now + 10 * MINUTE));
  near.inAnHour = await visitAt(new Date(now + 50 * MINUTE));
  near.later = await visitAt(new Date(now + 90 * MINUTE));
});

let slot = 0;
/** A confirmed online visit starting at `startsAt` (30 minutes), written as a payment would leave it. */
async function visitAt(startsAt: Date, overrides: Partial<typeof appointments.$inferInsert> = {}) {
  const db = await testDb();
  const [row] = await db
    .insert(appointments)
    .values({
      serviceId: service.id,
      patientName: "Lina Haddad",
      patientPhone: "+9613123456",
      patientEmail: `video-${++slot}-${Date.now()}@example.com`,
      type: "Online",
      status: "confirmed",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * MINUTE),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A member of staff, as the back-office passes them to the start (a real account: the start is audited). */
async function staffMember() {
  const account = await createAccount(await testDb(), "admin");
  return { id: account.id, name: "Dr Hala" };
}

/** A visit far ahead, on its own minute, for the service-level tests that say what `now` is. */
const later = () => visitAt(new Date(Date.UTC(2031, 0, 5, 8, 0) + ++slot * 60 * MINUTE));

describe("a video visit's room, with a self-hosted Jitsi (HS256)", () => {
  it("the parent's token, by the e-mails' link: this room only, not a moderator, from 15 minutes before to 30 after", async () => {
    const { soon: visit, inAnHour: other } = near;
    const caller = await testCaller();
    const join = await caller.video.join({ appointmentId: visit.id, token: manageToken(visit.id, visit.endsAt), displayName: "  Lina's parent " });
    expect(join).toMatchObject({ provider: "jitsi", role: "parent", domain: JITSI.domain, scriptUrl: `https://${JITSI.domain}/external_api.js` });
    expect(join.roomName).toMatch(VIDEO_ROOM_PATTERN);
    expect(Object.keys(join).sort()).toEqual(["appointmentId", "domain", "expiresAt", "jwt", "provider", "role", "roomName", "roomUrl", "scriptUrl"]);

    const opensAt = new Date(visit.startsAt.getTime() - 15 * MINUTE);
    const closesAt = new Date(visit.endsAt.getTime() + 30 * MINUTE);
    const entered = await checkVideoToken(jitsiCheck, { token: join.jwt, room: join.roomName, now: new Date() });
    expect(entered).toMatchObject({ entered: true, moderator: false, name: "Lina's parent" });
    expect(entered.entered && entered.claims).toMatchObject({ aud: "jitsi", iss: JITSI.appId, sub: JITSI.domain, room: join.roomName, moderator: false, nbf: Math.floor(opensAt.getTime() / 1000), exp: Math.floor(closesAt.getTime() / 1000) });
    // The room has no personal data in its name, and is the visit's until it moves.
    expect(join.roomName).not.toMatch(/lina|haddad/i);
    const [stored] = await (await testDb()).select({ videoRoom: appointments.videoRoom }).from(appointments).where(eq(appointments.id, visit.id));
    expect(stored!.videoRoom).toBe(join.roomName);

    // Not another visit's room, not before its time, not after.
    const otherRoom = (await startVideoVisitAsStaff({ db: await testDb(), provider: jitsi, appointmentId: other.id, staff: await staffMember() })).roomName;
    expect(otherRoom).not.toBe(join.roomName);
    expect(await checkVideoToken(jitsiCheck, { token: join.jwt, room: otherRoom, now: new Date() })).toMatchObject({ entered: false });
    expect(await checkVideoToken(jitsiCheck, { token: join.jwt, room: join.roomName, now: new Date(opensAt.getTime() - 1000) })).toEqual({ entered: false, reason: "ERR_JWT_CLAIM_VALIDATION_FAILED" });
    expect(await checkVideoToken(jitsiCheck, { token: join.jwt, room: join.roomName, now: new Date(closesAt.getTime() + 1000) })).toEqual({ entered: false, reason: "ERR_JWT_EXPIRED" });
    // A token of the right shape signed with another secret opens nothing.
    const forged = await createJitsiProvider({ ...JITSI, appSecret: "another-secret-0123456789abcdef0123456789" }).join({ room: join.roomName, role: "doctor", displayName: "x", userId: "x", notBefore: opensAt, expiresAt: closesAt });
    expect(await checkVideoToken(jitsiCheck, { token: forged.jwt, room: join.roomName, now: new Date() })).toMatchObject({ entered: false, reason: "ERR_JWS_SIGNATURE_VERIFICATION_FAILED" });
  });

  it("the doctor's token: a moderator, only for signed-in staff in the back-office", async () => {
    const visit = near.started;
    const db = await testDb();
    const doctor = await testCaller({ user: await createAccount(db, "admin") });
    const start = await doctor.video.start({ appointmentId: visit.id });
    expect(start.role).toBe("doctor");
    expect(await checkVideoToken(jitsiCheck, { token: start.jwt, room: start.roomName, now: new Date() })).toMatchObject({
      entered: true,
      moderator: true,
      name: "Hala Saad",
      claims: { context: { user: { affiliation: "owner" } } },
    });
    // The parent, pressing later, gets the same room.
    const parent = await (await testCaller()).video.join({ appointmentId: visit.id, token: manageToken(visit.id, visit.endsAt), displayName: "Lina's parent" });
    expect(parent.roomName).toBe(start.roomName);

    await expect((await testCaller()).video.start({ appointmentId: visit.id })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await testCaller({ user: await createAccount(db, "parent") })).video.start({ appointmentId: visit.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    // A staff account signed in on the public site only (no second factor) must sign in to the back-office.
    await expect((await testCaller({ user: await createAccount(db, "staff"), kind: "standard" })).video.start({ appointmentId: visit.id })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("a signed-in adult of the visit's child joins without the link; another account, or a bad link, does not", async () => {
    const db = await testDb();
    const visit = near.soon;
    const adult = await createAccount(db, "parent");
    const [child] = await db.insert(children).values({ firstName: "Lina", lastName: "Haddad", dateOfBirth: "2021-04-02", createdBy: adult.id }).returning();
    await db.insert(childAdults).values({ childId: child!.id, userId: adult.id, role: "inviting" });
    await db.update(appointments).set({ childId: child!.id }).where(eq(appointments.id, visit.id));

    const mine = await (await testCaller({ user: adult })).video.join({ appointmentId: visit.id, displayName: "Lina's mother" });
    expect(await checkVideoToken(jitsiCheck, { token: mine.jwt, room: mine.roomName, now: new Date() })).toMatchObject({ entered: true, moderator: false, name: "Lina's mother" });

    const stranger = await testCaller({ user: await createAccount(db, "parent") });
    await expect(stranger.video.join({ appointmentId: visit.id, displayName: "x" })).rejects.toMatchObject({ code: "FORBIDDEN", message: VIDEO_NOT_YOURS });
    await expect((await testCaller()).video.join({ appointmentId: visit.id, token: "1.forged", displayName: "x" })).rejects.toMatchObject({ code: "FORBIDDEN", message: VIDEO_NOT_YOURS });
    // Another visit's link opens only that visit.
    const elsewhere = near.later;
    await expect((await testCaller()).video.join({ appointmentId: visit.id, token: manageToken(elsewhere.id, elsewhere.endsAt), displayName: "x" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    // The name is required.
    await expect((await testCaller({ user: adult })).video.join({ appointmentId: visit.id, displayName: "   " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("when a room opens, and to which visits", () => {
  it("no token before 15 minutes ahead, nor after 30 minutes past the end; the doctor from an hour before", async () => {
    const db = await testDb();
    const visit = await later();
    const token = manageToken(visit.id, visit.endsAt);
    const join = (now: Date) => joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: visit.id, token, displayName: "Lina's parent", now });
    await expect(join(new Date(visit.startsAt.getTime() - 16 * MINUTE))).rejects.toMatchObject({ code: "CONFLICT", message: VIDEO_NOT_YET });
    await expect(join(new Date(visit.startsAt.getTime() - 15 * MINUTE))).resolves.toMatchObject({ role: "parent" });
    // The manage link ends with the visit; the room stays open to it for the half hour after.
    await expect(join(new Date(visit.endsAt.getTime() + 29 * MINUTE))).resolves.toMatchObject({ role: "parent" });
    await expect(join(new Date(visit.endsAt.getTime() + 31 * MINUTE))).rejects.toMatchObject({ code: "FORBIDDEN", message: VIDEO_OVER });

    const staff = await staffMember();
    await expect(startVideoVisitAsStaff({ db, provider: jitsi, appointmentId: visit.id, staff, now: new Date(visit.startsAt.getTime() - 61 * MINUTE) })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(startVideoVisitAsStaff({ db, provider: jitsi, appointmentId: visit.id, staff, now: new Date(visit.startsAt.getTime() - 59 * MINUTE) })).resolves.toMatchObject({ role: "doctor" });
  });

  it("only a confirmed online visit has a room: not a pending one, not one at the clinic", async () => {
    const db = await testDb();
    for (const overrides of [{ status: "pending" as const }, { type: "In-Person" as const }, { status: "completed" as const }]) {
      const visit = await visitAt(new Date(Date.UTC(2031, 1, 5, 8, 0) + ++slot * 60 * MINUTE), overrides);
      const now = new Date(visit.startsAt.getTime() - 5 * MINUTE);
      await expect(joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: visit.id, token: manageToken(visit.id, visit.endsAt), displayName: "p", now })).rejects.toMatchObject({ code: "CONFLICT", message: NOT_A_VIDEO_VISIT });
      await expect(startVideoVisitAsStaff({ db, provider: jitsi, appointmentId: visit.id, staff: await staffMember(), now })).rejects.toMatchObject({ code: "CONFLICT", message: NOT_A_VIDEO_VISIT });
    }
  });

  it("a moved visit gets a new room (the old token opens it not); a cancelled one gets no token", async () => {
    const db = await testDb();
    const visit = await later();
    const now = new Date(visit.startsAt.getTime() - 10 * MINUTE);
    const before = await joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: visit.id, token: manageToken(visit.id, visit.endsAt), displayName: "p", now });
    // Moved (the services clear the room as they move it).
    const startsAt = new Date(visit.startsAt.getTime() + 24 * 60 * MINUTE);
    await db.update(appointments).set({ videoRoom: null, startsAt, endsAt: new Date(startsAt.getTime() + 30 * MINUTE) }).where(eq(appointments.id, visit.id));
    const after = await joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: visit.id, token: manageToken(visit.id, new Date(startsAt.getTime() + 30 * MINUTE)), displayName: "p", now: new Date(startsAt.getTime() - 10 * MINUTE) });
    expect(after.roomName).not.toBe(before.roomName);
    expect(await checkVideoToken(jitsiCheck, { token: before.jwt, room: after.roomName, now: new Date(startsAt.getTime() - 10 * MINUTE) })).toMatchObject({ entered: false });

    const cancelled = await later();
    const cancelNow = new Date(cancelled.startsAt.getTime() - 10 * MINUTE);
    await joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: cancelled.id, token: manageToken(cancelled.id, cancelled.endsAt), displayName: "p", now: cancelNow });
    await cancelAppointment({ db, provider: getPaymentProvider(), actorId: null, appointmentId: cancelled.id, refund: false, reason: "The parent asked." });
    const [row] = await db.select({ videoRoom: appointments.videoRoom }).from(appointments).where(eq(appointments.id, cancelled.id));
    expect(row!.videoRoom).toBeNull();
    await expect(joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: cancelled.id, token: manageToken(cancelled.id, cancelled.endsAt), displayName: "p", now: cancelNow })).rejects.toMatchObject({ code: "CONFLICT", message: NOT_A_VIDEO_VISIT });
  });
});

describe("who entered which visit's room, and when: the audit log", () => {
  /** The visit's entries in the audit log about its room, oldest first. */
  async function roomEntries(appointmentId: string) {
    const db = await testDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "appointment"), eq(auditLog.entityId, appointmentId)))
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    return entries.filter((e) => e.action.endsWith("video visit"));
  }

  it("the doctor's start and each parent's join are recorded (who, which visit, when), never the token or the room; a refused join records nothing", async () => {
    const db = await testDb();
    const visit = await later();
    const token = manageToken(visit.id, visit.endsAt);
    const staff = await staffMember();

    // Refused (before the window): no token, no entry.
    await expect(joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: visit.id, token, displayName: "p", now: new Date(visit.startsAt.getTime() - 20 * MINUTE) })).rejects.toMatchObject({ message: VIDEO_NOT_YET });
    expect(await roomEntries(visit.id)).toEqual([]);

    const now = new Date(visit.startsAt.getTime() - 5 * MINUTE);
    const from = Date.now();
    const started = await startVideoVisitAsStaff({ db, provider: jitsi, appointmentId: visit.id, staff, now });
    const byLink = await joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: visit.id, token, displayName: "Lina's parent", now });
    // A signed-in adult of the visit's child, without the link.
    const adult = await createAccount(db, "parent");
    const [child] = await db.insert(children).values({ firstName: "Lina", lastName: "Haddad", dateOfBirth: "2021-04-02", createdBy: adult.id }).returning();
    await db.insert(childAdults).values({ childId: child!.id, userId: adult.id, role: "inviting" });
    await db.update(appointments).set({ childId: child!.id }).where(eq(appointments.id, visit.id));
    const byAccount = await joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: visit.id, userId: adult.id, displayName: "Lina's mother", now });
    const to = Date.now();

    const entries = await roomEntries(visit.id);
    expect(entries.map(({ action, actorKind, actorId, actorVia, actorEmail, after }) => ({ action, actorKind, actorId, actorVia, actorEmail, after }))).toEqual([
      { action: "start video visit", actorKind: "staff", actorId: staff.id, actorVia: null, actorEmail: null, after: { role: "moderator", startsAt: visit.startsAt.toISOString() } },
      { action: "join video visit", actorKind: "parent", actorId: null, actorVia: "manage link", actorEmail: visit.patientEmail, after: { role: "parent", startsAt: visit.startsAt.toISOString() } },
      { action: "join video visit", actorKind: "parent", actorId: adult.id, actorVia: "account", actorEmail: null, after: { role: "parent", startsAt: visit.startsAt.toISOString() } },
    ]);
    // When: the moment the token was handed out (the database's clock, a little apart from ours).
    for (const entry of entries) {
      expect(entry.at.getTime()).toBeGreaterThanOrEqual(from - 5_000);
      expect(entry.at.getTime()).toBeLessThanOrEqual(to + 5_000);
    }
    // Nothing in the log lets its reader into the room.
    const logged = JSON.stringify(entries);
    for (const join of [started, byLink, byAccount]) {
      expect(logged).not.toContain(join.jwt!);
      expect(logged).not.toContain(join.roomName);
    }
    expect(logged).not.toMatch(/visit-[0-9a-f]{40}|jwt|meet\.clinic\.test/);
  });

  it("through the back-office and the visit's link: the signed-in staff member and the link's parent are who the log names", async () => {
    const db = await testDb();
    const { inAnHour: visit, soon } = near;
    const admin = await createAccount(db, "admin");
    // What earlier tests recorded about these visits stays; only the new entries are looked at.
    const earlier = { visit: (await roomEntries(visit.id)).length, soon: (await roomEntries(soon.id)).length };

    await (await testCaller({ user: admin })).video.start({ appointmentId: visit.id });
    // The parent of the visit in an hour waits: the room opens to them 15 minutes before; nothing recorded.
    await expect((await testCaller()).video.join({ appointmentId: visit.id, token: manageToken(visit.id, visit.endsAt), displayName: "Lina's parent" })).rejects.toMatchObject({ message: VIDEO_NOT_YET });
    expect((await roomEntries(visit.id)).slice(earlier.visit).map((e) => [e.action, e.actorKind, e.actorId])).toEqual([["start video visit", "staff", admin.id]]);

    await (await testCaller()).video.join({ appointmentId: soon.id, token: manageToken(soon.id, soon.endsAt), displayName: "Lina's parent" });
    const entries = (await roomEntries(soon.id)).slice(earlier.soon);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "join video visit", actorKind: "parent", actorId: null, actorVia: "manage link", actorEmail: soon.patientEmail });
  });
});

describe("a video visit's room, with 8x8 JaaS (RS256)", () => {
  it("tokens name the API key, say the moderator flag JaaS reads, and open this room of this app only", async () => {
    const db = await testDb();
    const visit = await later();
    const now = new Date(visit.startsAt.getTime() - 5 * MINUTE);
    const parent = await joinVideoVisitAsParent({ db, provider: jaas, appointmentId: visit.id, token: manageToken(visit.id, visit.endsAt), displayName: "Lina's parent", now });
    const doctor = await startVideoVisitAsStaff({ db, provider: jaas, appointmentId: visit.id, staff: await staffMember(), now });
    expect(parent).toMatchObject({ provider: "jaas", domain: "8x8.vc", scriptUrl: `https://8x8.vc/${JAAS_APP}/external_api.js` });
    expect(parent.roomName).toBe(doctor.roomName);
    expect(parent.roomName).toMatch(new RegExp(`^${JAAS_APP}/visit-[0-9a-f]{40}$`));
    const header = JSON.parse(Buffer.from(parent.jwt!.split(".")[0]!, "base64url").toString()) as Record<string, unknown>;
    expect(header).toEqual({ alg: "RS256", kid: `${JAAS_APP}/key-1`, typ: "JWT" });

    const asParent = await checkVideoToken(jaasCheck, { token: parent.jwt, room: parent.roomName, now });
    expect(asParent).toMatchObject({ entered: true, moderator: false, name: "Lina's parent", claims: { aud: "jitsi", iss: "chat", sub: JAAS_APP, context: { user: { moderator: "false" } } } });
    expect(await checkVideoToken(jaasCheck, { token: doctor.jwt, room: doctor.roomName, now })).toMatchObject({ entered: true, moderator: true, claims: { context: { user: { moderator: "true" } } } });
    // Before, after, another room, another key.
    expect(await checkVideoToken(jaasCheck, { token: parent.jwt, room: parent.roomName, now: new Date(visit.startsAt.getTime() - 16 * MINUTE) })).toMatchObject({ entered: false });
    expect(await checkVideoToken(jaasCheck, { token: parent.jwt, room: parent.roomName, now: new Date(visit.endsAt.getTime() + 31 * MINUTE) })).toMatchObject({ entered: false });
    expect(await checkVideoToken(jaasCheck, { token: parent.jwt, room: `${JAAS_APP}/visit-${"0".repeat(40)}`, now })).toMatchObject({ entered: false });
    const stranger = createJaasProvider({ appId: JAAS_APP, keyId: `${JAAS_APP}/key-1`, privateKey: pem() });
    const forged = await stranger.join({ room: parent.roomName.split("/")[1]!, role: "doctor", displayName: "x", userId: "x", notBefore: now, expiresAt: new Date(now.getTime() + MINUTE) });
    expect(await checkVideoToken(jaasCheck, { token: forged.jwt, room: parent.roomName, now })).toMatchObject({ entered: false, reason: "ERR_JWS_SIGNATURE_VERIFICATION_FAILED" });
  });
});

describe("a visit the clinic moves", () => {
  it("loses its room exactly as a parent's move does: a new room at the new time, the old tokens open it not, and the e-mail names neither", async () => {
    const db = await testDb();
    const visit = await later();
    const oldNow = new Date(visit.startsAt.getTime() - 10 * MINUTE);
    const parentBefore = await joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: visit.id, token: manageToken(visit.id, visit.endsAt), displayName: "Lina's parent", now: oldNow });
    const doctorBefore = await startVideoVisitAsStaff({ db, provider: jitsi, appointmentId: visit.id, staff: await staffMember(), now: oldNow });
    expect(doctorBefore.roomName).toBe(parentBefore.roomName);

    // Moved by a member of staff from the agenda.
    const admin = await createAccount(db, "admin");
    await (await testCaller({ user: admin })).admin.agenda.reschedule({ appointmentId: visit.id, date: upcoming(2, 41), startTime: "16:00" });
    const [moved] = await db.select().from(appointments).where(eq(appointments.id, visit.id));
    expect(moved!.startsAt.getTime()).not.toBe(visit.startsAt.getTime());
    expect(moved!.videoRoom).toBeNull();

    const newNow = new Date(moved!.startsAt.getTime() - 10 * MINUTE);
    const parentAfter = await joinVideoVisitAsParent({ db, provider: jitsi, appointmentId: visit.id, token: manageToken(visit.id, moved!.endsAt), displayName: "Lina's parent", now: newNow });
    const doctorAfter = await startVideoVisitAsStaff({ db, provider: jitsi, appointmentId: visit.id, staff: await staffMember(), now: newNow });
    expect(parentAfter.roomName).not.toBe(parentBefore.roomName);
    expect(doctorAfter.roomName).toBe(parentAfter.roomName);
    // Neither of the old time's tokens opens the new room, even at the new time; the new ones do.
    for (const old of [parentBefore, doctorBefore]) {
      expect(await checkVideoToken(jitsiCheck, { token: old.jwt, room: parentAfter.roomName, now: newNow })).toMatchObject({ entered: false });
    }
    expect(await checkVideoToken(jitsiCheck, { token: parentAfter.jwt, room: parentAfter.roomName, now: newNow })).toMatchObject({ entered: true, moderator: false });
    expect(await checkVideoToken(jitsiCheck, { token: doctorAfter.jwt, room: parentAfter.roomName, now: newNow })).toMatchObject({ entered: true, moderator: true });

    const mails = await deliveredMailTo(visit.patientEmail!, /^Appointment moved/);
    expect(mails).toHaveLength(1);
    const mailed = mails.flatMap((m) => [m.text ?? "", typeof m.html === "string" ? m.html : "", ...m.attachments.map((a) => a.content.toString())]).join("\n");
    for (const room of [parentBefore.roomName, parentAfter.roomName]) expect(mailed).not.toContain(room);
    expect(mailed).not.toMatch(/meet\.clinic\.test|visit-[0-9a-f]{40}|jwt/i);
  });
});

describe("what parents are sent and shown", () => {
  it("through booking, paying, joining, moving and cancelling, no e-mail, calendar file or answer names a room", async () => {
    const db = await testDb();
    const email = `video-mail-${Date.now()}@example.com`;
    const booked = await postBooking(bookingPayload(service.id, upcoming(2, 20), "16:00", { patient: { name: "Lina Haddad", phoneNumber: "+961 3 123 456", email } }));
    const { session } = (booked.json as BookingResponse).data;
    expect((await simulatedAction(session.id, "pay")).status).toBe(303);
    const confirmation = (await deliveredMailTo(email, /^Appointment confirmed/))[0]!;
    const link = new URL(/https?:\/\/\S+\/appointment\/manage\/\S+/.exec(confirmation.text ?? "")![0].replace(/[)\]>.,]+$/, ""));
    const appointmentId = link.pathname.split("/").at(-1)!;
    const token = link.searchParams.get("t")!;
    const caller = await testCaller();

    const [visit] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
    const first = await joinVideoVisitAsParent({ db, provider: jitsi, appointmentId, token, displayName: "Lina's parent", now: new Date(visit!.startsAt.getTime() - 5 * MINUTE) });
    const shownBefore = JSON.stringify(await caller.appointments.manage({ appointmentId, token }));

    const moved = await caller.appointments.rescheduleMine({ appointmentId, token, date: upcoming(2, 27), startTime: "16:30" });
    const [after] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(after!.videoRoom).toBeNull();
    const newToken = manageToken(appointmentId, after!.endsAt);
    const second = await joinVideoVisitAsParent({ db, provider: jitsi, appointmentId, token: newToken, displayName: "Lina's parent", now: new Date(moved.startsAt.getTime() - 5 * MINUTE) });
    expect(second.roomName).not.toBe(first.roomName);
    // The old time's token does not open the new room, even inside the new time.
    expect(await checkVideoToken(jitsiCheck, { token: first.jwt, room: second.roomName, now: new Date(moved.startsAt.getTime() - 5 * MINUTE) })).toMatchObject({ entered: false });

    await caller.appointments.cancelMine({ appointmentId, token: newToken });
    const [cancelled] = await db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(cancelled!.videoRoom).toBeNull();
    await expect(
      joinVideoVisitAsParent({ db, provider: jitsi, appointmentId, token: newToken, displayName: "Lina's parent", now: new Date(moved.startsAt.getTime() - 5 * MINUTE) }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: NOT_A_VIDEO_VISIT });

    const mails = await deliveredMailTo(email);
    expect(mails.map((m) => m.subject?.split(":")[0]).sort()).toEqual(["Appointment cancelled", "Appointment confirmed", "Appointment moved"]);
    const everything = [
      shownBefore,
      JSON.stringify(await caller.appointments.manage({ appointmentId, token: newToken })),
      ...mails.flatMap((m) => [m.text ?? "", typeof m.html === "string" ? m.html : "", ...m.attachments.map((a) => a.content.toString())]),
    ].join("\n");
    for (const room of [first.roomName, second.roomName]) expect(everything).not.toContain(room);
    expect(everything).not.toMatch(/meet\.jit\.si|8x8\.vc|visit-[0-9a-f]{40}|jwt/i);
    // The online visit's e-mails lead to its page instead.
    expect(confirmation.text).toContain("open your appointment's page");
  });
});
