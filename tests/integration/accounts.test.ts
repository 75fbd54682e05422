import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { oneTimeCodes, rateLimitCounters, users } from "~/server/db/schema";
import { codeSendCooldown, codeSendsPerAddress, loginFailuresPerAddress } from "~/server/services/security/limits";
import { fillRateLimit, testCaller, testDb } from "../support/app";
import { getMe, latestCodeFor, newParent, postUser, sessionCookieFrom, registerParent } from "../support/accounts";
import { recipients } from "../support/outbox";
import { deliveredMail } from "../support/jobs";

type Signed = { success: true; token: string; user: { email: string; firstName: string } };

async function userRow(email: string) {
  const [row] = await (await testDb()).select().from(users).where(eq(users.email, email));
  return row!;
}

describe("register and log in", () => {
  it("registers a parent, signs them in with a cookie and returns a Bearer token", async () => {
    const parent = newParent();
    const response = await registerParent(parent);
    expect(response.status).toBe(201);
    const body = response.json as Signed;
    expect(body.user).toMatchObject({ email: parent.email, firstName: "Rana", lastName: "Khoury", phoneNumber: "+9613123456" });
    expect(body.user).not.toHaveProperty("passwordHash");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);

    expect((await getMe({ cookie: sessionCookieFrom(response.headers) })).json).toMatchObject({ data: { email: parent.email } });
    expect((await getMe({ authorization: `Bearer ${body.token}` })).json).toMatchObject({ data: { email: parent.email } });
    const [row] = await (await testDb()).select().from(users).where(eq(users.email, parent.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("a second registration of an address, whatever its case, makes no second account: the same answer, an e-mail to the owner, one account", async () => {
    const parent = newParent();
    expect((await registerParent(parent)).status).toBe(201);
    await fillRateLimit(codeSendCooldown(parent.email, "register"), 0);
    const again = await postUser("register", { ...parent, email: parent.email.toUpperCase(), password: "another-pass-77" });
    expect(again).toMatchObject({ status: 202, json: { success: true, email: parent.email, confirmationToken: expect.any(String) } });
    const rows = await (await testDb()).select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${parent.email}`);
    expect(rows).toHaveLength(1);
    // Twice within the minute: the wait applies whether or not the address has an account.
    expect((await postUser("register", parent)).status).toBe(429);
    const newcomer = newParent();
    expect((await postUser("register", newcomer)).status).toBe(202);
    expect((await postUser("register", newcomer)).status).toBe(429);
  });

  it("validates every field and refuses common and short passwords", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ firstName: "" }, "firstName", "First name is required"],
      [{ lastName: "" }, "lastName", "Last name is required"],
      [{ email: "" }, "email", "Email is required"],
      [{ email: "rana@" }, "email", "Please enter a valid email address."],
      [{ phoneNumber: "" }, "phoneNumber", "Phone number is required"],
      [{ password: "" }, "password", "Password is required"],
      [{ password: "abc12" }, "password", "Password must be at least 6 characters."],
      [{ password: "password1" }, "password", "This password is too common. Please choose one that is harder to guess."],
      [{ password: "qwerty" }, "password", "This password is too common. Please choose one that is harder to guess."],
      // PostgreSQL text cannot hold U+0000: invalid input, not an internal error.
      [{ firstName: "Ra\u0000na" }, "firstName", "Text may not contain the NUL character."],
    ];
    for (const [override, field, message] of cases) {
      const response = await registerParent(newParent(override));
      expect(response.status, field).toBe(400);
      expect(response.json).toMatchObject({ fields: { [field]: message } });
    }
  });

  it("logs in with the right password and answers one message for a wrong password or an unknown e-mail", async () => {
    const parent = newParent();
    await registerParent(parent);
    const ok = await postUser("login", { email: parent.email.toUpperCase(), password: parent.password });
    expect(ok.status).toBe(200);
    const wrongPassword = await postUser("login", { email: parent.email, password: "nope-nope" });
    const unknown = await postUser("login", { email: "nobody@example.com", password: parent.password });
    for (const response of [wrongPassword, unknown]) {
      expect(response).toMatchObject({ status: 401, json: { message: "Invalid email or password" } });
    }
  });

  it("locks login after 10 failures in 15 minutes for that e-mail (429)", async () => {
    const parent = newParent();
    await registerParent(parent);
    for (let i = 0; i < 10; i++) {
      const response = await postUser("login", { email: parent.email, password: `wrong-${i}` }, {}, { from: `198.51.100.${i}` });
      expect(response.status).toBe(401);
    }
    const locked = await postUser("login", { email: parent.email, password: parent.password }, {}, { from: "198.51.100.99" });
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringMatching(/Too many failed attempts/) });
  });

  it("locks login after many failures from one address, whatever the e-mails (sized for carrier-grade NAT)", async () => {
    const limit = loginFailuresPerAddress("192.0.2.77");
    expect(limit.limit).toBeGreaterThanOrEqual(100);
    await fillRateLimit(limit, limit.limit - 1);
    expect((await postUser("login", { email: "guess-1@example.com", password: "x" }, {}, { from: "192.0.2.77" })).status).toBe(401);
    expect((await postUser("login", { email: "other@example.com", password: "x" }, {}, { from: "192.0.2.77" })).status).toBe(429);
    expect((await postUser("login", { email: "other@example.com", password: "x" }, {}, { from: "192.0.2.78" })).status).toBe(401);
  });
});

describe("sessions are revocable", () => {
  it("logout ends that session: its cookie and token stop working, other sessions go on", async () => {
    const parent = newParent();
    const first = (await registerParent(parent)).json as Signed;
    const second = (await postUser("login", { email: parent.email, password: parent.password })).json as Signed;
    const out = await postUser("logout", {}, { authorization: `Bearer ${first.token}` });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^authjs\.session-token=; .*Max-Age=0/);
    expect((await getMe({ authorization: `Bearer ${first.token}` })).status).toBe(401);
    expect((await getMe({ authorization: `Bearer ${second.token}` })).status).toBe(200);
  });

  it("a password change through the reset flow ends every session", async () => {
    const parent = newParent();
    const session = (await registerParent(parent)).json as Signed;
    expect((await postUser("sendForgotOtp", { email: parent.email })).status).toBe(200);
    const reset = await postUser("verifyForgotOtp", { email: parent.email, otp: await latestCodeFor(parent.email) });
    expect(reset.status).toBe(200);
    const { token } = reset.json as { token: string };
    const changed = await postUser("changePass", { password: "new-cedar-77" }, { authorization: `Bearer ${token}` });
    expect(changed).toMatchObject({ status: 200, json: { success: true } });
    expect((await getMe({ authorization: `Bearer ${session.token}` })).status).toBe(401);
    expect((await postUser("login", { email: parent.email, password: parent.password })).status).toBe(401);
    expect((await postUser("login", { email: parent.email, password: "new-cedar-77" })).status).toBe(200);
    // The reset token worked once.
    expect((await postUser("changePass", { password: "third-cedar-88" }, { authorization: `Bearer ${token}` })).status).toBe(401);
  });
});

describe("changing the password while signed in", () => {
  const asSession = (s: Signed) => ({ authorization: `Bearer ${s.token}` });
  // Logins that prove which password works come from addresses of their own (login failures count per address).
  let probe = 0;
  const login = (email: string, password: string) => postUser("login", { email, password }, {}, { from: `198.51.100.${150 + (probe++ % 100)}` });

  it("refuses a missing or wrong current password on its field, and the password stays as it was", async () => {
    const parent = newParent();
    const session = (await registerParent(parent)).json as Signed;
    const missing = await postUser("changePass", { password: "new-cedar-77" }, asSession(session));
    expect(missing).toMatchObject({ status: 400, json: { success: false, code: "BAD_REQUEST", fields: { currentPassword: "Please enter your current password." } } });
    const wrong = await postUser("changePass", { password: "new-cedar-77", currentPassword: "not-my-password" }, asSession(session));
    expect(wrong).toMatchObject({
      status: 400,
      json: { success: false, code: "BAD_REQUEST", message: "Your current password is not right.", fields: { currentPassword: "Your current password is not right." } },
    });
    expect((await login(parent.email, "new-cedar-77")).status).toBe(401);
    expect((await login(parent.email, parent.password)).status).toBe(200);
    expect((await getMe(asSession(session))).status).toBe(200);
  });

  it("with the right current password changes it: this session goes on, the others end", async () => {
    const parent = newParent();
    const current = (await registerParent(parent)).json as Signed;
    const other = (await login(parent.email, parent.password)).json as Signed;
    const changed = await postUser("changePass", { password: "new-cedar-77", currentPassword: parent.password }, asSession(current));
    expect(changed).toMatchObject({ status: 200, json: { success: true } });
    expect((await getMe(asSession(current))).status).toBe(200);
    expect((await getMe(asSession(other))).status).toBe(401);
    expect((await login(parent.email, parent.password)).status).toBe(401);
    expect((await login(parent.email, "new-cedar-77")).status).toBe(200);
  });

  it("the tRPC procedure asks the same, and a cookie session still needs the CSRF header", async () => {
    const parent = newParent();
    const registered = await registerParent(parent);
    const cookie = sessionCookieFrom(registered.headers);
    const viaCookie = await postUser("changePass", { password: "new-cedar-77", currentPassword: parent.password }, { cookie });
    expect(viaCookie.status).toBe(403);
    const session = registered.json as Signed;
    const { id, firstName, lastName, phoneNumber } = await userRow(parent.email);
    const caller = await testCaller({ user: { id, email: parent.email, firstName, lastName, phoneNumber, role: "parent", locale: "en" } });
    await expect(caller.users.changePassword({ password: "new-cedar-77", currentPassword: "wrong-one" })).rejects.toThrow("Your current password is not right.");
    expect((await getMe(asSession(session))).status).toBe(200);
  });

  it("stops guessing: five tries per account in 15 minutes, then 429 even with the right password", async () => {
    const parent = newParent();
    const session = (await registerParent(parent)).json as Signed;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // From a new address each time: the limit is the account's.
      statuses.push((await postUser("changePass", { password: "new-cedar-77", currentPassword: `guess-${i}` }, asSession(session), { from: `192.0.2.${100 + i}` })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const locked = await postUser("changePass", { password: "new-cedar-77", currentPassword: parent.password }, asSession(session));
    expect(locked).toMatchObject({ status: 429, json: { code: "TOO_MANY_REQUESTS" } });
    expect((await login(parent.email, parent.password)).status).toBe(200);
  });

  it("an account that signs in with codes needs a fresh e-mailed code to set a password", async () => {
    const email = `codes-only-${Date.now()}@example.com`;
    await postUser("registerEnroll", { email });
    const session = (await postUser("verifyotp", { email, otp: await latestCodeFor(email) })).json as Signed;

    const noCode = await postUser("changePass", { password: "new-cedar-77" }, asSession(session));
    expect(noCode).toMatchObject({ status: 400, json: { fields: { otp: "Your account has no password yet: ask for a code by e-mail and enter it." } } });
    // A current password is no proof for an account that has none.
    expect((await postUser("changePass", { password: "new-cedar-77", currentPassword: "anything" }, asSession(session))).status).toBe(400);
    // The sign-in code already used is no proof either.
    expect((await postUser("changePass", { password: "new-cedar-77", otp: await latestCodeFor(email) }, asSession(session))).status).toBe(400);
    expect((await userRow(email)).passwordHash).toBeNull();

    expect((await postUser("sendForgotOtp", { email })).status).toBe(200);
    const code = await latestCodeFor(email);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await postUser("changePass", { password: "new-cedar-77", otp: wrong }, asSession(session))).toMatchObject({ status: 400, json: { fields: { otp: expect.stringMatching(/^Invalid OTP/) } } });
    expect(await postUser("changePass", { password: "new-cedar-77", otp: code }, asSession(session))).toMatchObject({ status: 200, json: { success: true } });
    expect((await getMe(asSession(session))).status).toBe(200);
    expect((await login(email, "new-cedar-77")).status).toBe(200);
    // The code worked once.
    expect((await postUser("changePass", { password: "third-cedar-88", otp: code }, asSession(session))).status).toBe(400);
  });
});

describe("one-time codes", () => {
  it("sendForgotOtp answers the same for an unknown address, and its e-mail says there is no account", async () => {
    const known = newParent();
    await registerParent(known);
    const a = await postUser("sendForgotOtp", { email: known.email });
    const b = await postUser("sendForgotOtp", { email: "stranger@example.com" });
    expect(a.status).toBe(b.status);
    expect(a.json).toEqual(b.json);
    expect(a.json).toEqual({ success: true, message: "OTP sent to your email!" });
    const notice = (await deliveredMail()).find((m) => recipients(m).includes("stranger@example.com"))!;
    expect(notice.subject).toBe("Password reset request");
    expect(notice.text).toContain("no account uses it");
  });

  it("a code is single use", async () => {
    const email = `enroll-${Date.now()}@example.com`;
    expect((await postUser("registerEnroll", { email })).status).toBe(200);
    const code = await latestCodeFor(email);
    const first = await postUser("verifyotp", { email, otp: code });
    expect(first.status).toBe(200);
    expect((first.json as Signed).user.email).toBe(email);
    const again = await postUser("verifyotp", { email, otp: code });
    expect(again).toMatchObject({ status: 400, json: { message: "This code has expired or was already used. Please ask for a new one." } });
  });

  it("a code expires after 10 minutes", async () => {
    const email = `late-${Date.now()}@example.com`;
    await postUser("registerEnroll", { email });
    const code = await latestCodeFor(email);
    const db = await testDb();
    await db.update(oneTimeCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oneTimeCodes.email, email));
    expect((await postUser("verifyotp", { email, otp: code })).status).toBe(400);
    const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row!.codeHash).not.toContain(code);
  });

  it("the fifth wrong try kills the code", async () => {
    const email = `guess-${Date.now()}@example.com`;
    await postUser("registerEnroll", { email });
    const code = await latestCodeFor(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push(((await postUser("verifyotp", { email, otp: wrong })).json as { message: string }).message);
    expect(messages).toEqual([
      "Invalid OTP. 4 tries left.",
      "Invalid OTP. 3 tries left.",
      "Invalid OTP. 2 tries left.",
      "Invalid OTP. 1 try left.",
      "Too many wrong codes. Please ask for a new one.",
    ]);
    expect((await postUser("verifyotp", { email, otp: code })).status).toBe(400);
  });

  it("a new code at most once a minute per address", async () => {
    const email = `again-${Date.now()}@example.com`;
    expect((await postUser("registerEnroll", { email })).status).toBe(200);
    const soon = await postUser("registerEnroll", { email });
    expect(soon).toMatchObject({ status: 429, json: { message: "Please wait a minute before asking for a new code." } });
    const db = await testDb();
    // The counter's window turning over (a code at :59, another at :01) does not open the wait early.
    await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, codeSendCooldown(email, "sign_in").key));
    expect(await postUser("registerEnroll", { email })).toMatchObject({ status: 429, json: { message: "Please wait a minute before asking for a new code." } });
    // A minute later: the code is a minute old and the cooldown's window has passed.
    await db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(oneTimeCodes.email, email));
    await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, codeSendCooldown(email, "sign_in").key));
    expect((await postUser("registerEnroll", { email })).status).toBe(200);
  });

  it("limits codes per network address (429), generously (carrier-grade NAT)", async () => {
    const limit = codeSendsPerAddress("192.0.2.200");
    expect(limit.limit).toBeGreaterThanOrEqual(100);
    await fillRateLimit(limit, limit.limit - 1);
    const send = () => postUser("registerEnroll", { email: `many-${Date.now()}-${Math.random()}@example.com` }, {}, { from: "192.0.2.200" });
    expect((await send()).status).toBe(200);
    expect(await send()).toMatchObject({ status: 429, json: { code: "TOO_MANY_REQUESTS" } });
  });

  it("validates the code's shape", async () => {
    const response = await postUser("verifyotp", { email: "a@example.com", otp: "12ab" });
    expect(response).toMatchObject({ status: 400, json: { fields: { otp: "The code is the 6 digits from the e-mail." } } });
  });
});

describe("CSRF", () => {
  it("refuses a cookie-authenticated change without the XSRF header, accepts it with the header, and exempts Bearer", async () => {
    const parent = newParent();
    const registered = await registerParent(parent);
    const cookie = sessionCookieFrom(registered.headers);
    const token = (registered.json as Signed).token;

    const refused = await postUser("logout", {}, { cookie });
    expect(refused).toMatchObject({ status: 403, json: { code: "FORBIDDEN" } });
    const wrong = await postUser("logout", {}, { cookie: `${cookie}; XSRF-TOKEN=aaaaaaaaaaaaaaaaaaaaaaaa`, "x-xsrf-token": "bbbbbbbbbbbbbbbbbbbbbbbb" });
    expect(wrong.status).toBe(403);
    expect((await getMe({ cookie })).status).toBe(200);

    const accepted = await postUser("logout", {}, { cookie: `${cookie}; XSRF-TOKEN=aaaaaaaaaaaaaaaaaaaaaaaa`, "x-xsrf-token": "aaaaaaaaaaaaaaaaaaaaaaaa" });
    expect(accepted.status).toBe(200);
    expect((await getMe({ cookie })).status).toBe(401);

    const again = (await postUser("login", { email: parent.email, password: parent.password })).json as Signed;
    expect((await postUser("logout", {}, { authorization: `Bearer ${again.token}` })).status).toBe(200);
    expect(token).not.toBe(again.token);
  });
});
