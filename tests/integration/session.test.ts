import { eq, sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";

import { getSessionUser } from "~/server/auth/session";
import { createSession, slideSession } from "~/server/auth/session-token";
import { sessions, users } from "~/server/db/schema";
import { ensureAdminAccount } from "~/server/services/users/ensure-admin-account";
import { testDb } from "../support/app";

const cookieName = "authjs.session-token";


describe("sessions", () => {
  it("the administrator account follows ADMIN_EMAIL/ADMIN_PASSWORD with an argon2id hash", async () => {
    const db = await testDb();
    await ensureAdminAccount(db, { email: "Admin@Clinic.test", password: "first-password" });
    const [admin] = await db.select().from(users).where(eq(users.email, "admin@clinic.test"));
    expect(admin).toMatchObject({ role: "admin", sessionVersion: 1 });
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    await ensureAdminAccount(db, { email: "admin@clinic.test", password: "second-password" });
    const [changed] = await db.select().from(users).where(eq(users.id, admin!.id));
    expect(changed!.passwordHash).not.toBe(admin!.passwordHash);
    expect(changed!.sessionVersion).toBe(2);
  });

  it("reads the user from the session cookie or a Bearer token, and a bumped version revokes both", async () => {
    const db = await testDb();
    const [user] = await db
      .insert(users)
      .values({ email: "parent@example.com", firstName: "Rana", lastName: "Khoury" })
      .returning();
    const { token } = await createSession(db, { userId: user!.id, sessionVersion: 1 });

    const fromCookie = await getSessionUser(new Headers({ cookie: `${cookieName}=${token}` }));
    expect(fromCookie).toEqual({ id: user!.id, email: "parent@example.com", firstName: "Rana", lastName: "Khoury", phoneNumber: null, role: "parent", locale: "en" });
    const fromBearer = await getSessionUser(new Headers({ authorization: `Bearer ${token}` }));
    expect(fromBearer?.id).toBe(user!.id);

    await db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, user!.id));
    expect(await getSessionUser(new Headers({ cookie: `${cookieName}=${token}` }))).toBeNull();
    expect(await getSessionUser(new Headers({ authorization: `Bearer ${token}` }))).toBeNull();
  });

  it("a token without its session row is refused", async () => {
    const db = await testDb();
    const [user] = await db.insert(users).values({ email: "rowless@example.com" }).returning();
    const token = await encode({ token: { sub: user!.id, sid: "no-such-session", sessionVersion: 1 }, secret: process.env.AUTH_SECRET!, salt: cookieName });
    expect(await getSessionUser(new Headers({ authorization: `Bearer ${token}` }))).toBeNull();
  });

  it("ignores a missing, forged or foreign token", async () => {
    expect(await getSessionUser(new Headers())).toBeNull();
    expect(await getSessionUser(new Headers({ cookie: `${cookieName}=not-a-token` }))).toBeNull();
    const foreign = await encode({ token: { sub: "x", sessionVersion: 1 }, secret: "another-secret-another-secret-0123456789", salt: cookieName });
    expect(await getSessionUser(new Headers({ authorization: `Bearer ${foreign}` }))).toBeNull();
  });

  it("a cookie session used a day after its token was issued slides to a fresh 30 days", async () => {
    const db = await testDb();
    const [user] = await db.insert(users).values({ email: "slide@example.com" }).returning();
    const { sessionId } = await createSession(db, { userId: user!.id, sessionVersion: 1 });
    await db.update(sessions).set({ expires: new Date(Date.now() + 86_400_000) }).where(eq(sessions.sessionToken, sessionId));
    const session = { sessionId, user: { id: user!.id }, issuedAt: Date.now() / 1000 - 2 * 86_400, kind: "standard" as const, expires: new Date(Date.now() + 86_400_000) };

    const bearer = new Headers();
    await slideSession(db, { ...session, via: "bearer" }, bearer);
    expect(bearer.getSetCookie()).toEqual([]);

    const fresh = new Headers();
    await slideSession(db, { ...session, issuedAt: Date.now() / 1000 - 3600, via: "cookie" }, fresh);
    expect(fresh.getSetCookie()).toEqual([]);

    const old = new Headers();
    await slideSession(db, { ...session, via: "cookie" }, old);
    const [cookie] = old.getSetCookie();
    expect(cookie).toMatch(/^authjs\.session-token=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const [row] = await db.select().from(sessions).where(eq(sessions.sessionToken, sessionId));
    expect(row!.expires.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const renewed = cookie!.split(";")[0]!;
    expect((await getSessionUser(new Headers({ cookie: renewed })))?.id).toBe(user!.id);
  });
});
