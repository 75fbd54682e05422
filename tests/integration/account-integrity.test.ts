import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as bookRoute from "~/app/api/appointments/book/route";
import * as trpcRoute from "~/app/api/trpc/[trpc]/route";
import * as loginRoute from "~/app/api/user/login/route";
import * as meRoute from "~/app/api/user/me/route";
import * as registerEnrollRoute from "~/app/api/user/registerEnroll/route";
import * as registerConfirmRoute from "~/app/api/user/register/confirm/route";
import * as registerRoute from "~/app/api/user/register/route";
import * as verifyOtpRoute from "~/app/api/user/verifyotp/route";
import { hashPassword } from "~/server/auth/password";
import { createSession } from "~/server/auth/session-token";
import { rateLimitCounters, users } from "~/server/db/schema";
import { codeSendCooldown } from "~/server/services/security/limits";
import { MAX_JSON_DEPTH } from "~/server/http/api-request-guard";
import { startHttpApp } from "../support/http-app";
import { testDb } from "../support/app";
import { latestCodeFor, newParent } from "../support/accounts";
import { bookingPayload, onlineService, type BookingResponse } from "../support/booking";
import { upcoming } from "../support/dates";
import { createAccount } from "../support/factories";
import { simulatedAction } from "../support/simulated-gateway";
import { deliveredMail } from "../support/jobs";
import { recipients } from "../support/outbox";

// Issue 25's attacks on account integrity, replayed against the app's request pipeline on a real
// HTTP server and the real database. Each passed on the code before its fix.

let app: Awaited<ReturnType<typeof startHttpApp>>;
let adminToken: string;
beforeAll(async () => {
  const db = await testDb();
  const admin = await createAccount(db, "admin");
  adminToken = (await createSession(db, { userId: admin.id, sessionVersion: 1, kind: "staff" })).token;
  app = await startHttpApp([
    ["/api/user/register", registerRoute],
    ["/api/user/register/confirm", registerConfirmRoute],
    ["/api/user/login", loginRoute],
    ["/api/user/me", meRoute],
    ["/api/user/registerEnroll", registerEnrollRoute],
    ["/api/user/verifyotp", verifyOtpRoute],
    ["/api/appointments/book", bookRoute],
    ["/api/trpc/:trpc", trpcRoute],
  ]);
});
afterAll(() => app.close());

const sameSite = { "content-type": "application/json", origin: "http://localhost:3000" };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method: "POST", headers: { ...sameSite, ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });
const SECRET = /\$argon2|passwordHash|password_hash|codeHash|tokenHash|sessionToken/;

/** Registers over HTTP as the site does: the details, then the code from the mailbox with the first answer's token. */
async function register(parent: Record<string, string> & { email: string }) {
  const started = await post("/api/user/register", parent);
  expect(started.status).toBe(202);
  const { confirmationToken } = (await started.json()) as { confirmationToken: string };
  return post("/api/user/register/confirm", { email: parent.email, otp: await latestCodeFor(parent.email), confirmationToken });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A minute later: an address gets at most one registration code a minute (its counter goes). */
async function aMinuteLater(email: string) {
  await (await testDb()).delete(rateLimitCounters).where(eq(rateLimitCounters.key, codeSendCooldown(email, "register").key));
}
const started = async (parent: Record<string, string> & { email: string }) => {
  const response = await post("/api/user/register", parent);
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; email: string; confirmationToken: string } };
};

describe("attack 1: registering someone else's address first does not take over their visits", () => {
  it("registering an address makes no account and no session until the code e-mailed to it is entered", async () => {
    const victim = newParent();
    const squat = await started({ ...victim, password: "attacker-owns-this-1" });
    expect(squat.status).toBe(202);
    expect(squat.body).not.toHaveProperty("token");
    expect(squat.body).not.toHaveProperty("user");
    expect(await (await testDb()).select({ id: users.id }).from(users).where(eq(users.email, victim.email))).toEqual([]);
    // Without the mailbox, the squatter cannot finish: every guess counts, and five end the registration.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post("/api/user/register/confirm", { email: victim.email, otp: String(100_000 + i), confirmationToken: squat.body.confirmationToken })),
    );
    expect(guesses.map((r) => r.status)).toEqual(Array(8).fill(400));
    const right = await latestCodeFor(victim.email);
    expect((await post("/api/user/register/confirm", { email: victim.email, otp: right, confirmationToken: squat.body.confirmationToken })).status).toBe(400);
    expect((await post("/api/user/login", { email: victim.email, password: "attacker-owns-this-1" })).status).toBe(401);
  });

  it("a code one registration sent cannot confirm another's details: the owner's code only works in the owner's browser", async () => {
    const victim = newParent();
    const owner = await started(victim);
    const ownerCode = await latestCodeFor(victim.email);
    // The attacker registers the same address after the owner: the newest e-mail in the owner's box is the attacker's.
    await aMinuteLater(victim.email);
    const squat = await started({ ...victim, password: "attacker-owns-this-1" });
    expect(squat.status).toBe(202);
    const squatCode = await latestCodeFor(victim.email);
    expect(squatCode).not.toBe(ownerCode);
    // The owner types the newest code in their own browser: refused, it belongs to the other registration.
    const mixed = await post("/api/user/register/confirm", { email: victim.email, otp: squatCode, confirmationToken: owner.body.confirmationToken });
    expect(mixed.status).toBe(400);
    // Their own code still works, and the account has the owner's password, not the attacker's.
    const confirmed = await post("/api/user/register/confirm", { email: victim.email, otp: ownerCode, confirmationToken: owner.body.confirmationToken });
    expect(confirmed.status).toBe(201);
    expect((await post("/api/user/login", { email: victim.email, password: victim.password })).status).toBe(200);
    expect((await post("/api/user/login", { email: victim.email, password: "attacker-owns-this-1" })).status).toBe(401);
  });

  it("an account registered before codes, never proved, cannot sign in with its password; the owner's code takes it back and ends its sessions", async () => {
    const victim = newParent();
    const db = await testDb();
    // The state an earlier registration left: the squatter's password on the victim's unproved address, and a session.
    const [squatter] = await db.insert(users).values({ email: victim.email, firstName: "Squatter", passwordHash: await hashPassword("attacker-owns-this-1") }).returning({ id: users.id });
    const squatterToken = (await createSession(db, { userId: squatter!.id, sessionVersion: 1 })).token;
    const refused = await post("/api/user/login", { email: victim.email, password: "attacker-owns-this-1" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/confirm your e-mail address first/);

    // The victim books and pays a visit with their address …
    const service = await onlineService(db);
    const booked = await post("/api/appointments/book", bookingPayload(service.id, upcoming(5, 8), "16:00", { patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email: victim.email } }));
    expect(booked.status).toBe(201);
    const { session } = ((await booked.json()) as BookingResponse).data;
    expect((await simulatedAction(session.id, "pay")).status).toBe(303);
    // … and while the address is unproven, the squatter's account sees none of it.
    const unproven = await fetch(`${app.url}/api/trpc/appointments.mine`, { headers: bearer(squatterToken) });
    expect((await unproven.json()) as unknown).toMatchObject({ result: { data: { json: { emailVerified: false, upcoming: [], past: [] } } } });

    // The victim registers: their code proves the address and the account becomes theirs.
    const confirmed = await register(victim);
    expect(confirmed.status).toBe(201);
    const ownerToken = ((await confirmed.json()) as { token: string }).token;
    expect((await fetch(`${app.url}/api/user/me`, { headers: bearer(squatterToken) })).status).toBe(401);
    expect((await post("/api/user/login", { email: victim.email, password: "attacker-owns-this-1" })).status).toBe(401);
    expect((await post("/api/user/login", { email: victim.email, password: victim.password })).status).toBe(200);
    const mine = (await (await fetch(`${app.url}/api/trpc/appointments.mine`, { headers: bearer(ownerToken) })).json()) as {
      result: { data: { json: { emailVerified: boolean; upcoming: unknown[] } } };
    };
    expect(mine.result.data.json).toMatchObject({ emailVerified: true, upcoming: [expect.objectContaining({ status: "confirmed" })] });
  });

  it("the owner proving the address with a course's sign-in code also takes an unproved account back", async () => {
    const victim = newParent();
    const db = await testDb();
    const [squatter] = await db.insert(users).values({ email: victim.email, passwordHash: await hashPassword("attacker-owns-this-1") }).returning({ id: users.id });
    const squatterToken = (await createSession(db, { userId: squatter!.id, sessionVersion: 1 })).token;
    expect((await post("/api/user/registerEnroll", { email: victim.email })).status).toBe(200);
    const verified = await post("/api/user/verifyotp", { email: victim.email, otp: await latestCodeFor(victim.email) });
    expect(verified.status).toBe(200);
    expect((await fetch(`${app.url}/api/user/me`, { headers: bearer(squatterToken) })).status).toBe(401);
    expect((await post("/api/user/login", { email: victim.email, password: "attacker-owns-this-1" })).status).toBe(401);
  });

  it("registering an address that has an account answers exactly as for a new one; only the mailbox learns it, and its code signs the owner in with their password unchanged", async () => {
    const existing = newParent();
    expect((await register(existing)).status).toBe(201);
    const fresh = newParent();
    await aMinuteLater(existing.email);
    const [again, first] = [await started({ ...existing, password: "another-pass-77" }), await started(fresh)];
    expect(again.status).toBe(first.status);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(again.body.message).toBe(first.body.message);
    const mails = (await deliveredMail()).filter((mail) => recipients(mail).includes(existing.email));
    expect(mails.at(-1)?.subject).toBe("Confirm your e-mail address");
    expect(mails.at(-1)?.text).toMatch(/already has one/);
    const confirmed = await post("/api/user/register/confirm", { email: existing.email, otp: await latestCodeFor(existing.email), confirmationToken: again.body.confirmationToken });
    expect(confirmed.status).toBe(201);
    expect((await post("/api/user/login", { email: existing.email, password: existing.password })).status).toBe(200);
    expect((await post("/api/user/login", { email: existing.email, password: "another-pass-77" })).status).toBe(401);
  });

  it("an address proved before keeps its password and its sessions when its owner signs in with a code", async () => {
    const parent = newParent();
    const db = await testDb();
    await db.insert(users).values({ email: parent.email, firstName: "Rana", emailVerified: new Date(), passwordHash: await hashPassword(parent.password) });
    const login = await post("/api/user/login", { email: parent.email, password: parent.password });
    const token = ((await login.json()) as { token: string }).token;
    expect((await post("/api/user/registerEnroll", { email: parent.email })).status).toBe(200);
    expect((await post("/api/user/verifyotp", { email: parent.email, otp: await latestCodeFor(parent.email) })).status).toBe(200);
    expect((await fetch(`${app.url}/api/user/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await post("/api/user/login", { email: parent.email, password: parent.password })).status).toBe(200);
  });
});

describe("attack 3: no password hash reaches the browser", () => {
  it("inviting a parent who has a password, changing their role and disabling them answer no hash", async () => {
    const parent = newParent();
    expect((await register(parent)).status).toBe(201);

    const invited = await post("/api/trpc/admin.staff.invite", { json: { email: parent.email, firstName: "Rana", lastName: "Khoury", role: "staff" } }, asAdmin());
    const invitedText = await invited.text();
    expect(invited.status, invitedText).toBe(200);
    expect(invitedText).not.toMatch(SECRET);
    const userId = (JSON.parse(invitedText) as { result: { data: { json: { user: { id: string } } } } }).result.data.json.user.id;

    const answers = await Promise.all([
      post("/api/trpc/admin.staff.setRole", { json: { userId, role: "admin" } }, asAdmin()),
      post("/api/trpc/admin.staff.setDisabled", { json: { userId, disabled: true } }, asAdmin()),
    ]);
    for (const answer of answers) {
      const text = await answer.text();
      expect(answer.status, text).toBe(200);
      expect(text).not.toMatch(SECRET);
    }
    const list = await fetch(`${app.url}/api/trpc/admin.staff.list`, { headers: asAdmin() });
    expect(await list.text()).not.toMatch(SECRET);
  });
});

describe("attack 4: deeply nested JSON is a 400 in the one shape, not a stack overflow", () => {
  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  it("10,000 levels in a tRPC mutation, a batch and a REST body; 1,000 in a query's address (within Node's 16 KB for headers)", async () => {
    const answers = [
      await post("/api/trpc/users.login", `{"json":${deep(10_000)}}`),
      await post("/api/trpc/users.login,users.login?batch=1", `{"0":{"json":{"email":"a@b.c","password":"x"}},"1":{"json":${deep(10_000)}}}`),
      await fetch(`${app.url}/api/trpc/catalogue.services?input=${encodeURIComponent(`{"json":${deep(1_000)}}`)}`),
      await post("/api/appointments/book", `{"patient":${deep(10_000)}}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(`nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
    }
  });

  it("in the caller's language", async () => {
    const answer = await post("/api/appointments/book", `{"patient":${deep(100)}}`, { "accept-language": "fr" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, code: "BAD_REQUEST", message: `La requête est trop imbriquée (${MAX_JSON_DEPTH} niveaux au maximum).` });
  });

  it("an input as deep as the limit still reaches validation", async () => {
    const answer = await post("/api/appointments/book", `{"patient":${deep(MAX_JSON_DEPTH - 1)}}`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).not.toContain("nested too deeply");
  });
});
