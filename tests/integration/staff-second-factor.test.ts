import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as trpcRoute from "~/app/api/trpc/[trpc]/route";
import * as changePassRoute from "~/app/api/user/changePass/route";
import * as loginRoute from "~/app/api/user/login/route";
import * as sendForgotOtpRoute from "~/app/api/user/sendForgotOtp/route";
import * as verifyForgotOtpRoute from "~/app/api/user/verifyForgotOtp/route";
import * as verifyOtpRoute from "~/app/api/user/verifyotp/route";
import { env } from "~/env";
import { RECENT_SIGN_IN_SECONDS } from "~/server/api/routers/admin/own-factors";
import { secretInAnswer } from "~/server/api/secret-in-answer";
import { hashPassword } from "~/server/auth/password";
import { createSession } from "~/server/auth/session-token";
import { auditLog, sessions, staffRecoveryCodes, staffTotpAuthenticators, users } from "~/server/db/schema";
import { latestCodeFor } from "../support/accounts";
import { testDb } from "../support/app";
import { createAccount } from "../support/factories";
import { startHttpApp } from "../support/http-app";
import { deliveredMailTo } from "../support/jobs";
import { softwarePasskey } from "../support/software-passkey";
import { sessionTokenFrom, totpCode, trpcOverHttp } from "../support/staff-factors";

// Decision 038: the back-office's second factor is not the mailbox. Each attack of issue 25 on the
// staff sign-in is replayed over a real HTTP server and the real database.

const PASSWORD = "reception-desk-2026";
let app: Awaited<ReturnType<typeof startHttpApp>>;
let adminToken: string;
let adminId: string;
let counter = 0;

beforeAll(async () => {
  const db = await testDb();
  const admin = await createAccount(db, "admin");
  adminId = admin.id;
  adminToken = (await createSession(db, { userId: admin.id, sessionVersion: 1, kind: "staff" })).token;
  app = await startHttpApp([
    ["/api/user/login", loginRoute],
    ["/api/user/sendForgotOtp", sendForgotOtpRoute],
    ["/api/user/verifyForgotOtp", verifyForgotOtpRoute],
    ["/api/user/changePass", changePassRoute],
    ["/api/user/verifyotp", verifyOtpRoute],
    ["/api/trpc/:trpc", trpcRoute],
  ]);
});
afterAll(() => app.close());

const trpc = (path: string, input?: unknown, headers: Record<string, string> = {}) => trpcOverHttp(app.url, path, input, headers);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rest = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: "http://localhost:3000", ...headers }, body: JSON.stringify(body) });

/** Every answer of these tests, checked for secrets at the end. */
const answers: string[] = [];
const keep = <T extends { text: string }>(answer: T) => (answers.push(answer.text), answer);

async function staffAccount(role: "staff" | "admin" = "admin") {
  counter += 1;
  const email = `factor-${role}-${Date.now()}-${counter}@clinic.test`;
  const [user] = await (await testDb())
    .insert(users)
    .values({ email, firstName: "Hala", lastName: "Saad", role, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date() })
    .returning({ id: users.id, email: users.email });
  return user!;
}

async function start(email: string, password = PASSWORD) {
  const started = keep(await trpc("admin.signIn.start", { email, password }));
  expect(started.status, started.text).toBe(200);
  return started.data as { token: string; next: "verify" | "enrol"; totp: boolean; passkey: boolean };
}

/** First sign-in: the password, then the app set up with the secret the page shows; returns what the app holds. */
async function enrolWithApp(email: string) {
  const { token, next } = await start(email);
  expect(next).toBe("enrol");
  const picture = keep(await trpc("admin.signIn.enrolTotp", { token }));
  const { manualKey, qrCodeDataUrl, otpauthUri } = picture.data as { manualKey: string; qrCodeDataUrl: string; otpauthUri: string };
  expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(otpauthUri).toContain(`secret=${manualKey.replace(/\s/g, "")}`);
  const secret = manualKey.replace(/\s/g, "");
  const done = keep(await trpc("admin.signIn.finishTotpEnrolment", { token, code: await totpCode(secret) }));
  expect(done.status, done.text).toBe(200);
  return { secret, recoveryCodes: (done.data as { recoveryCodes: string[] }).recoveryCodes, sessionToken: sessionTokenFrom(done.setCookie) };
}

async function backOfficeAnswers(token: string) {
  return (await trpc("admin.factors.list", undefined, bearer(token))).status;
}

describe("the mailbox alone opens nothing (issue 25's attack on the back-office)", () => {
  it("forgot password with the receptionist's mailbox, then the new password: no back-office session, whatever code is tried", async () => {
    const staff = await staffAccount("staff");
    const { secret } = await enrolWithApp(staff.email);

    // The attacker reads the mailbox: reset code, reset token, a password of theirs.
    expect((await rest("/api/user/sendForgotOtp", { email: staff.email })).status).toBe(200);
    const resetCode = await latestCodeFor(staff.email);
    const verified = await rest("/api/user/verifyForgotOtp", { email: staff.email, otp: resetCode });
    expect(verified.status).toBe(200);
    const resetToken = ((await verified.json()) as { token: string }).token;
    expect((await rest("/api/user/changePass", { password: "attacker-owns-it-2026" }, bearer(resetToken))).status).toBe(200);

    // The password step passes, and asks for the factor: nothing to enrol, no code e-mailed.
    const mailsBefore = (await deliveredMailTo(staff.email)).length;
    const { token, next, totp } = await start(staff.email, "attacker-owns-it-2026");
    expect({ next, totp }).toEqual({ next: "verify", totp: true });
    expect((await deliveredMailTo(staff.email)).slice(mailsBefore).some((m) => /\b\d{6}\b/.test(m.text ?? ""))).toBe(false);
    // No enrolment of a factor of the attacker's over the existing one.
    const enrol = keep(await trpc("admin.signIn.enrolTotp", { token }));
    expect(enrol.status).toBe(409);
    // A code from the mailbox (the reset code, a site sign-in code) is not the factor.
    expect((await trpc("admin.signIn.complete", { token, code: resetCode })).status).toBe(400);
    expect((await trpc("users.requestSignInCode", { email: staff.email })).status).toBe(200);
    const siteCode = await latestCodeFor(staff.email);
    expect((await trpc("admin.signIn.complete", { token, code: siteCode })).status).toBe(400);

    // The site's own sign-ins (password, e-mailed code) open the site only, never the back-office.
    const login = await rest("/api/user/login", { email: staff.email, password: "attacker-owns-it-2026" });
    const siteToken = ((await login.json()) as { token: string }).token;
    expect(await backOfficeAnswers(siteToken)).toBe(401);
    const byCode = await rest("/api/user/verifyotp", { email: staff.email, otp: siteCode });
    expect(byCode.status).toBe(200);
    expect(await backOfficeAnswers(((await byCode.json()) as { token: string }).token)).toBe(401);

    // The staff member, with their app, still signs in (with the password the attacker set, here).
    const again = await start(staff.email, "attacker-owns-it-2026");
    const signedIn = keep(await trpc("admin.signIn.complete", { token: again.token, code: await totpCode(secret, 1) }));
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(await backOfficeAnswers(sessionTokenFrom(signedIn.setCookie))).toBe(200);
  });

  it("a ceremony opened before a password reset dies with it: the second step needs the password just verified", async () => {
    const staff = await staffAccount();
    const { secret } = await enrolWithApp(staff.email);
    const { token } = await start(staff.email);
    await rest("/api/user/sendForgotOtp", { email: staff.email });
    const verified = await rest("/api/user/verifyForgotOtp", { email: staff.email, otp: await latestCodeFor(staff.email) });
    await rest("/api/user/changePass", { password: "a-new-password-2026" }, bearer(((await verified.json()) as { token: string }).token));
    const late = await trpc("admin.signIn.complete", { token, code: await totpCode(secret, 1) });
    expect(late.status).toBe(401);
    expect(late.message).toContain("enter your password again");
    // A token nobody was given opens nothing either.
    expect((await trpc("admin.signIn.enrolTotp", { token: "a".repeat(43) })).status).toBe(401);
  });
});

describe("the authenticator app", () => {
  it("enrols at first sign-in (no session before), then a right code opens a staff session; the same code twice is refused", async () => {
    const staff = await staffAccount();
    const { token } = await start(staff.email);
    // Before enrolment there is no session, and the code step refuses an account without a factor.
    expect((await trpc("admin.signIn.complete", { token, code: "123456" })).status).toBe(400);
    const picture = keep(await trpc("admin.signIn.enrolTotp", { token }));
    const secret = (picture.data as { manualKey: string }).manualKey.replace(/\s/g, "");
    expect(picture.setCookie).toEqual([]);
    const wrong = keep(await trpc("admin.signIn.finishTotpEnrolment", { token, code: (await totpCode(secret)) === "000000" ? "111111" : "000000" }));
    expect(wrong.status).toBe(400);
    const done = keep(await trpc("admin.signIn.finishTotpEnrolment", { token, code: await totpCode(secret) }));
    expect(done.status, done.text).toBe(200);
    expect((done.data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect(await backOfficeAnswers(sessionTokenFrom(done.setCookie))).toBe(200);
    // The ceremony was used up.
    expect((await trpc("admin.signIn.finishTotpEnrolment", { token, code: await totpCode(secret) })).status).toBe(401);

    // The next sign-in: the code of the next step works once; replayed, or an older one, it is refused.
    const code = await totpCode(secret, 1);
    const first = await start(staff.email);
    expect(first.next).toBe("verify");
    const signedIn = keep(await trpc("admin.signIn.complete", { token: first.token, code }));
    expect(signedIn.status, signedIn.text).toBe(200);
    const session = (await getStaffSession(staff.id))!;
    expect(session.kind).toBe("staff");

    const replay = await start(staff.email);
    const replayed = await trpc("admin.signIn.complete", { token: replay.token, code });
    expect(replayed.status).toBe(400);
    expect(replayed.message).toContain("already used");
    expect((await trpc("admin.signIn.complete", { token: replay.token, code: await totpCode(secret) })).message).toContain("already used");
    // Two racing requests with one fresh code: one session, not two.
    const db = await testDb();
    await db.update(staffTotpAuthenticators).set({ lastUsedStep: 0 }).where(eq(staffTotpAuthenticators.userId, staff.id));
    const [a, b] = [await start(staff.email), await start(staff.email)];
    const racing = await totpCode(secret);
    const raced = await Promise.all([trpc("admin.signIn.complete", { token: a.token, code: racing }), trpc("admin.signIn.complete", { token: b.token, code: racing })]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("wrong codes sent at once: at most five are compared per password, and ten lock the account, the right code included", async () => {
    const staff = await staffAccount();
    const { secret } = await enrolWithApp(staff.email);
    const sessionsBefore = await countStaffSessions(staff.id);
    const right = await totpCode(secret, 1);
    const wrong = right === "000000" ? "111111" : "000000";
    const { token } = await start(staff.email);
    const burst = await Promise.all(Array.from({ length: 20 }, () => trpc("admin.signIn.complete", { token, code: wrong })));
    const compared = burst.filter((r) => r.status === 400);
    expect(compared.length).toBe(5);
    expect(burst.filter((r) => r.status === 401)).toHaveLength(15);
    // That ceremony is dead, even for the right code.
    expect((await trpc("admin.signIn.complete", { token, code: right })).status).toBe(401);

    // A new password step gives five more tries, but the account's limit (10 per quarter hour) holds across them.
    const second = await start(staff.email);
    const more = await Promise.all(Array.from({ length: 8 }, () => trpc("admin.signIn.complete", { token: second.token, code: wrong })));
    expect(more.filter((r) => r.status === 400)).toHaveLength(5);
    const third = await start(staff.email);
    const locked = await trpc("admin.signIn.complete", { token: third.token, code: right });
    expect(locked.status).toBe(429);
    expect(await countStaffSessions(staff.id)).toBe(sessionsBefore);
  });
});

describe("recovery codes", () => {
  it("a recovery code opens a session once; the same code again is refused", async () => {
    const staff = await staffAccount();
    const { recoveryCodes, sessionToken } = await enrolWithApp(staff.email);
    expect(new Set(recoveryCodes).size).toBe(10);
    const db = await testDb();
    const stored = await db.select({ hash: staffRecoveryCodes.recoveryCodeHash }).from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.some((s) => s.hash.includes(code.replace("-", "")))).toBe(false);

    const first = await start(staff.email);
    const used = keep(await trpc("admin.signIn.complete", { token: first.token, code: recoveryCodes[0]!.toLowerCase() }));
    expect(used.status, used.text).toBe(200);
    const second = await start(staff.email);
    expect((await trpc("admin.signIn.complete", { token: second.token, code: recoveryCodes[0] })).status).toBe(400);
    expect((keep(await trpc("admin.factors.list", undefined, bearer(sessionToken))).data as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);

    // Regenerated: ten new ones, and the old ones stop working.
    const fresh = keep(await trpc("admin.factors.regenerateRecoveryCodes", undefined, bearer(sessionToken)));
    const newCodes = (fresh.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(newCodes).toHaveLength(10);
    const third = await start(staff.email);
    expect((await trpc("admin.signIn.complete", { token: third.token, code: recoveryCodes[1] })).status).toBe(400);
    expect((await trpc("admin.signIn.complete", { token: third.token, code: newCodes[0] })).status).toBe(200);
  });
});

describe("changing how one signs in", () => {
  it("needs a sign-in of the last 10 minutes, not only a session; each change is e-mailed to the member", async () => {
    const staff = await staffAccount("staff");
    const { sessionToken } = await enrolWithApp(staff.email);
    const notices = async () => (await deliveredMailTo(staff.email, /Your back-office sign-in changed/)).length;
    expect(keep(await trpc("admin.factors.regenerateRecoveryCodes", undefined, bearer(sessionToken))).status).toBe(200);
    expect(await notices()).toBe(1);

    // Eleven minutes later the session still works (30 idle minutes), but cannot change the factors.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (RECENT_SIGN_IN_SECONDS + 60) * 1000 });
    try {
      expect(keep(await trpc("admin.factors.list", undefined, bearer(sessionToken))).status).toBe(200);
      for (const procedure of ["admin.factors.regenerateRecoveryCodes", "admin.factors.passkeyOptions"]) {
        const refused = await trpc(procedure, undefined, bearer(sessionToken));
        expect(refused.status, procedure).toBe(403);
        expect(refused.text, procedure).toContain("sign in again");
      }
      // Nothing changed and nothing was sent.
      expect(await notices()).toBe(1);
      const audited = await (await testDb()).select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityId, staff.id), eq(auditLog.action, "regenerate recovery codes")));
      expect(audited).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("an administrator resets a member's factors", () => {
  it("audited, e-mailed to the member, their sessions end, and their next sign-in enrols again", async () => {
    const staff = await staffAccount("staff");
    const { sessionToken } = await enrolWithApp(staff.email);
    expect(await backOfficeAnswers(sessionToken)).toBe(200);
    const pending = await start(staff.email);

    // Reception cannot reset anyone; the administrator can.
    expect((await trpc("admin.staff.resetFactors", { userId: staff.id }, bearer(sessionToken))).status).toBe(403);
    const reset = keep(await trpc("admin.staff.resetFactors", { userId: staff.id }, bearer(adminToken)));
    expect(reset.status, reset.text).toBe(200);
    expect(reset.data).toEqual({ emailed: true });

    expect(await backOfficeAnswers(sessionToken)).toBe(401);
    expect(await getStaffSession(staff.id)).toBeUndefined();
    const [entry] = await (await testDb())
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, staff.id), eq(auditLog.action, "reset second factors")))
      .orderBy(desc(auditLog.at));
    expect(entry).toMatchObject({ actorId: adminId, actorKind: "staff", entity: "user", before: { authenticatorApp: true, passkeys: 0 } });
    const mails = await deliveredMailTo(staff.email, /second factor was reset/);
    expect(mails).toHaveLength(1);
    // A ceremony opened before the reset is dead; the next sign-in enrols.
    expect((await trpc("admin.signIn.complete", { token: pending.token, code: "123456" })).status).toBe(401);
    const list = keep(await trpc("admin.staff.list", undefined, bearer(adminToken)));
    expect((list.data as Array<{ id: string; hasSecondFactor: boolean }>).find((m) => m.id === staff.id)?.hasSecondFactor).toBe(false);
    await enrolWithApp(staff.email);
  });
});

describe("no secret in any answer", () => {
  it("the answers of these sign-ins carry no hash, token hash, secret or key; the app's secret is stored encrypted", async () => {
    const staff = await staffAccount();
    const { secret, sessionToken } = await enrolWithApp(staff.email);
    keep(await trpc("admin.factors.list", undefined, bearer(sessionToken)));
    keep(await trpc("admin.staff.list", undefined, bearer(adminToken)));
    for (const text of answers) expect(secretInAnswer(JSON.parse(text)), text).toBeNull();
    // The secret is shown once, at enrolment: no later answer holds it.
    for (const text of answers.filter((t) => !t.includes("otpauth://"))) expect(text).not.toContain(secret);
    const [row] = await (await testDb()).select({ stored: staffTotpAuthenticators.totpSecret }).from(staffTotpAuthenticators).where(eq(staffTotpAuthenticators.userId, staff.id));
    expect(row!.stored).not.toContain(secret);
    expect(row!.stored).toMatch(/^v1\./);
  });
});

async function getStaffSession(userId: string) {
  const [row] = await (await testDb()).select({ kind: sessions.kind }).from(sessions).where(and(eq(sessions.userId, userId), eq(sessions.kind, "staff")));
  return row;
}

async function countStaffSessions(userId: string) {
  return (await (await testDb()).select({ kind: sessions.kind }).from(sessions).where(and(eq(sessions.userId, userId), eq(sessions.kind, "staff")))).length;
}

describe("passkeys (a software authenticator, verified by the real WebAuthn checks)", () => {
  const relyingParty = () => ({ rpId: new URL(env.WEBAUTHN_ORIGIN).hostname, origin: env.WEBAUTHN_ORIGIN });

  it("a passkey set up at first sign-in signs in; a signature replayed, or by a passkey of another account, is refused", async () => {
    const staff = await staffAccount("staff");
    const passkey = softwarePasskey(relyingParty());
    const { token } = await start(staff.email);
    const options = (await trpc("admin.signIn.enrolPasskey", { token })).data as { challenge: string; rp: { id: string } };
    expect(options.rp.id).toBe(relyingParty().rpId);
    const enrolled = keep(await trpc("admin.signIn.finishPasskeyEnrolment", { token, response: passkey.register(options) }));
    expect(enrolled.status, enrolled.text).toBe(200);
    expect((enrolled.data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);

    const next = await start(staff.email);
    expect(next).toMatchObject({ next: "verify", passkey: true, totp: false });
    const challenge = (await trpc("admin.signIn.passkeyOptions", { token: next.token })).data as { challenge: string };
    const assertion = passkey.authenticate(challenge);
    const signedIn = keep(await trpc("admin.signIn.completeWithPasskey", { token: next.token, response: assertion }));
    expect(signedIn.status, signedIn.text).toBe(200);
    const sessionToken = sessionTokenFrom(signedIn.setCookie);
    expect(await backOfficeAnswers(sessionToken)).toBe(200);

    // The same signature for a new ceremony: another challenge, refused.
    const again = await start(staff.email);
    await trpc("admin.signIn.passkeyOptions", { token: again.token });
    expect((await trpc("admin.signIn.completeWithPasskey", { token: again.token, response: assertion })).status).toBe(400);
    // Another account's passkey, answering this ceremony's challenge: refused.
    const stranger = softwarePasskey(relyingParty());
    const strangerChallenge = (await trpc("admin.signIn.passkeyOptions", { token: again.token })).data as { challenge: string };
    expect((await trpc("admin.signIn.completeWithPasskey", { token: again.token, response: stranger.authenticate(strangerChallenge) })).status).toBe(400);

    // Signed in, the member adds a second passkey; another member's ceremony token is not theirs to use.
    const second = softwarePasskey(relyingParty());
    const adding = (await trpc("admin.factors.passkeyOptions", undefined, bearer(sessionToken))).data as { token: string; options: { challenge: string } };
    const added = keep(await trpc("admin.factors.addPasskey", { token: adding.token, name: "Reception computer", response: second.register(adding.options) }, bearer(sessionToken)));
    expect(added.status, added.text).toBe(200);
    const list = keep(await trpc("admin.factors.list", undefined, bearer(sessionToken))).data as { passkeys: Array<{ name: string }> };
    expect(list.passkeys.map((p) => p.name)).toEqual(["Passkey", "Reception computer"]);
    const audit = await (await testDb()).select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityId, staff.id), eq(auditLog.action, "add passkey")));
    expect(audit).toHaveLength(1);
  });
});
