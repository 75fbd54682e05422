import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { createCaller } from "~/server/api/root";
import { createTRPCContext } from "~/server/api/trpc";
import { getRequestSession } from "~/server/auth/session";
import { slideSession, STAFF_IDLE_SECONDS, STAFF_MAX_AGE_SECONDS } from "~/server/auth/session-token";
import { hashPassword } from "~/server/auth/password";
import { sessions, users } from "~/server/db/schema";
import { withClientAddress } from "~/server/http/client-address";
import { latestCodeFor, sessionCookieFrom } from "../support/accounts";
import { totpCode } from "../support/staff-factors";
import { testDb } from "../support/app";
import { recipients } from "../support/outbox";
import { deliveredMail } from "../support/jobs";

const PASSWORD = "reception-desk-2026";
let counter = 0;

async function account(role: "parent" | "admin") {
  counter += 1;
  const email = `${role}-${Date.now()}-${counter}@clinic.test`;
  const [user] = await (await testDb())
    .insert(users)
    .values({ email, firstName: "Hala", lastName: "Saad", role, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date() })
    .returning();
  return user!;
}

const XSRF = "xsrf-token-of-this-test-browser";

/** A caller for a browser with these cookies (and its CSRF header), from its own address. */
async function browser(cookie = "", from = `198.51.100.${counter % 250}`) {
  const headers = withClientAddress(new Headers({ cookie: `XSRF-TOKEN=${XSRF}${cookie ? `; ${cookie}` : ""}`, "x-xsrf-token": XSRF }), from);
  const resHeaders = new Headers();
  const caller = createCaller(await createTRPCContext({ headers, resHeaders }));
  return { caller, resHeaders };
}

beforeAll(async () => {
  await testDb();
});

/** Both steps of a first sign-in: the password, then the authenticator app it sets up. */
async function signInEnrolling(email: string) {
  const { caller } = await browser();
  const { token, next } = await caller.admin.signIn.start({ email, password: PASSWORD });
  expect(next).toBe("enrol");
  const { manualKey } = await caller.admin.signIn.enrolTotp({ token });
  const { caller: second, resHeaders } = await browser();
  const done = await second.admin.signIn.finishTotpEnrolment({ token, code: await totpCode(manualKey.replace(/\s/g, "")) });
  return { done, resHeaders };
}

describe("back-office sign-in: password, then a second factor that is not the mailbox", () => {
  it("opens a staff session after both steps; no code goes by e-mail, a notice of the sign-in does", async () => {
    const admin = await account("admin");
    const { done, resHeaders } = await signInEnrolling(admin.email);
    expect(done.user.email).toBe(admin.email);
    const setCookie = resHeaders.getSetCookie()[0]!;
    expect(setCookie).toContain(`Max-Age=${STAFF_MAX_AGE_SECONDS}`);
    const mails = (await deliveredMail()).filter((m) => recipients(m).includes(admin.email));
    expect(mails.map((m) => m.subject)).toEqual(["New sign-in to the back-office"]);
    expect(mails[0]!.text).not.toMatch(/\b\d{6}\b/);

    const cookie = sessionCookieFrom(resHeaders);
    const session = await getRequestSession(new Headers({ cookie }));
    expect(session).toMatchObject({ kind: "staff", user: { id: admin.id, role: "admin" } });
    expect(session!.expires.getTime()).toBeLessThanOrEqual(Date.now() + STAFF_IDLE_SECONDS * 1000);
    const { caller: signedIn } = await browser(cookie);
    expect(await signedIn.admin.signIn.current()).toMatchObject({ email: admin.email });
  });

  it("a parent's right password answers as a wrong one, and no code is sent", async () => {
    const parent = await account("parent");
    const { caller } = await browser();
    await expect(caller.admin.signIn.start({ email: parent.email, password: PASSWORD })).rejects.toThrow("Invalid email or password");
    expect((await deliveredMail()).some((m) => recipients(m).includes(parent.email))).toBe(false);
  });

  it("a wrong password opens no second step; the second step cannot be had without it", async () => {
    const admin = await account("admin");
    const { caller } = await browser();
    await expect(caller.admin.signIn.start({ email: admin.email, password: "not-the-password" })).rejects.toThrow("Invalid email or password");
    expect((await deliveredMail()).some((m) => recipients(m).includes(admin.email))).toBe(false);
    await expect(caller.admin.signIn.complete({ token: "made-up-token-of-the-right-length-0123456789", code: "123456" })).rejects.toThrow("enter your password again");
    await expect(caller.admin.signIn.enrolTotp({ token: "made-up-token-of-the-right-length-0123456789" })).rejects.toThrow("enter your password again");
    // The public site's e-mail code (enrolment) is another kind: it is no second factor.
    await caller.users.requestSignInCode({ email: admin.email });
    const { token } = await caller.admin.signIn.start({ email: admin.email, password: PASSWORD });
    await expect(caller.admin.signIn.complete({ token, code: await latestCodeFor(admin.email) })).rejects.toThrow("not right");
  });

  it("staff signed in on the public site (password only) are sent to the back-office sign-in", async () => {
    const admin = await account("admin");
    const { caller, resHeaders } = await browser();
    await caller.users.login({ email: admin.email, password: PASSWORD });
    const { caller: site } = await browser(sessionCookieFrom(resHeaders));
    expect(await site.admin.signIn.current()).toBeNull();
    const serviceId = "00000000-0000-4000-8000-000000000000";
    await expect(site.catalogue.updateServicePrices({ serviceId, priceOfflineCents: 100 })).rejects.toThrow(
      "Please sign in to the back-office",
    );
  });

  it("a staff session ends after half an hour without use, and use keeps it open", async () => {
    const admin = await account("admin");
    const { resHeaders } = await signInEnrolling(admin.email);
    const cookie = sessionCookieFrom(resHeaders);
    const db = await testDb();
    const session = (await getRequestSession(new Headers({ cookie })))!;

    // Used with 10 minutes of idle time left: pushed back to a full half hour.
    await db.update(sessions).set({ expires: new Date(Date.now() + 10 * 60_000) }).where(eq(sessions.sessionToken, session.sessionId));
    await slideSession(db, (await getRequestSession(new Headers({ cookie })))!, new Headers());
    const [row] = await db.select().from(sessions).where(eq(sessions.sessionToken, session.sessionId));
    expect(row!.expires.getTime()).toBeGreaterThan(Date.now() + (STAFF_IDLE_SECONDS - 5) * 1000);

    // Not used for the half hour: gone.
    await db.update(sessions).set({ expires: new Date(Date.now() - 1000) }).where(eq(sessions.sessionToken, session.sessionId));
    expect(await getRequestSession(new Headers({ cookie }))).toBeNull();
  });
});
