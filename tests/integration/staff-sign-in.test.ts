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

describe("back-office sign-in: password, then the e-mailed code", () => {
  it("opens a staff session after both steps; the code goes by e-mail only", async () => {
    const admin = await account("admin");
    const { caller } = await browser();
    const started = await caller.admin.signIn.start({ email: admin.email, password: PASSWORD });
    expect(started.success).toBe(true);
    const code = await latestCodeFor(admin.email);
    const mail = (await deliveredMail()).filter((m) => recipients(m).includes(admin.email)).at(-1)!;
    expect(mail.subject).not.toContain(code);

    const { caller: second, resHeaders } = await browser();
    const done = await second.admin.signIn.complete({ email: admin.email, otp: code });
    expect(done.user.email).toBe(admin.email);
    const setCookie = resHeaders.getSetCookie()[0]!;
    expect(setCookie).toContain(`Max-Age=${STAFF_MAX_AGE_SECONDS}`);

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

  it("a wrong password sends no code; a code cannot be had without the password step", async () => {
    const admin = await account("admin");
    const { caller } = await browser();
    await expect(caller.admin.signIn.start({ email: admin.email, password: "not-the-password" })).rejects.toThrow("Invalid email or password");
    expect((await deliveredMail()).some((m) => recipients(m).includes(admin.email))).toBe(false);
    await expect(caller.admin.signIn.complete({ email: admin.email, otp: "123456" })).rejects.toThrow("expired or was already used");
    // The public site's e-mail code (enrolment) is another kind: it does not open the back-office.
    await caller.users.requestSignInCode({ email: admin.email });
    await expect(caller.admin.signIn.complete({ email: admin.email, otp: await latestCodeFor(admin.email) })).rejects.toThrow(
      "expired or was already used",
    );
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
    const { caller } = await browser();
    await caller.admin.signIn.start({ email: admin.email, password: PASSWORD });
    const { caller: second, resHeaders } = await browser();
    await second.admin.signIn.complete({ email: admin.email, otp: await latestCodeFor(admin.email) });
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
