import "server-only";

import { randomUUID } from "node:crypto";

import { and, eq, gt, ne } from "drizzle-orm";
import { encode } from "next-auth/jwt";

import type { Database } from "~/server/db/client";
import { sessions, users } from "~/server/db/schema";
import { getAuthSecret } from "./secret";
import { secureCookiesEnabled, sessionCookieName } from "./session";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A session used again after a day gets a fresh 30 days (sliding expiry). */
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60;

/**
 * The JWT of a session, the same in the cookie and the Bearer header: encrypted (JWE) with
 * AUTH_SECRET by next-auth/jwt, the only part of Auth.js still used (docs/decisions/017).
 */
export async function mintSessionToken({ userId, sessionId, sessionVersion }: { userId: string; sessionId: string; sessionVersion: number }) {
  return encode({
    token: { sub: userId, sid: sessionId, sessionVersion },
    secret: getAuthSecret(),
    salt: sessionCookieName(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** Starts a session: a row that can be revoked, and its token. */
export async function createSession(db: Database, { userId, sessionVersion }: { userId: string; sessionVersion: number }) {
  const sessionId = randomUUID();
  const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.insert(sessions).values({ sessionToken: sessionId, userId, expires });
  return { sessionId, expires, token: await mintSessionToken({ userId, sessionId, sessionVersion }) };
}

export async function endSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.sessionToken, sessionId));
}

/** Ends every session of a user but `keep` (a password change keeps the one that made it). */
export async function endOtherSessions(db: Database, userId: string, keep?: string) {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.sessionToken, keep)) : eq(sessions.userId, userId));
}

export async function touchSession(db: Database, sessionId: string) {
  await db
    .update(sessions)
    .set({ expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) })
    .where(and(eq(sessions.sessionToken, sessionId), gt(sessions.expires, new Date())));
}

/** The Set-Cookie value for a session token (or its removal). */
export function sessionCookie(token: string | null): string {
  const parts = [
    `${sessionCookieName()}=${token ?? ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    token ? `Max-Age=${SESSION_MAX_AGE_SECONDS}` : "Max-Age=0",
  ];
  if (secureCookiesEnabled()) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Sliding expiry: a cookie session used a day or more after its token was issued gets a fresh
 * 30 days (row and cookie). Bearer tokens are not reissued; API clients log in again after 30 days.
 */
export async function slideSession(
  db: Database,
  session: { sessionId: string; via: "cookie" | "bearer"; issuedAt: number; user: { id: string } },
  resHeaders: Headers,
  now = Date.now(),
): Promise<void> {
  if (session.via !== "cookie" || now / 1000 - session.issuedAt < SESSION_REFRESH_AFTER_SECONDS) return;
  const [row] = await db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, session.user.id));
  if (!row) return;
  await touchSession(db, session.sessionId);
  const token = await mintSessionToken({ userId: session.user.id, sessionId: session.sessionId, sessionVersion: row.version });
  resHeaders.append("set-cookie", sessionCookie(token));
}
