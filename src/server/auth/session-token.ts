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
 * Back-office sessions (docs/decisions/024): a reception computer left alone locks within half an
 * hour, and however busy, a staff session signs in again after a working day.
 */
export const STAFF_IDLE_SECONDS = 30 * 60;
export const STAFF_MAX_AGE_SECONDS = 12 * 60 * 60;
/** A staff session's idle clock is pushed back at most once a minute (one write, not one per call). */
const STAFF_TOUCH_AFTER_SECONDS = 60;

export type SessionKind = "standard" | "staff";

const maxAgeOf = (kind: SessionKind) => (kind === "staff" ? STAFF_MAX_AGE_SECONDS : SESSION_MAX_AGE_SECONDS);
const idleOf = (kind: SessionKind) => (kind === "staff" ? STAFF_IDLE_SECONDS : SESSION_MAX_AGE_SECONDS);

/**
 * The JWT of a session, the same in the cookie and the Bearer header: encrypted (JWE) with
 * AUTH_SECRET by next-auth/jwt, the only part of Auth.js still used (docs/decisions/017).
 */
export async function mintSessionToken({
  userId,
  sessionId,
  sessionVersion,
  kind = "standard",
}: {
  userId: string;
  sessionId: string;
  sessionVersion: number;
  kind?: SessionKind;
}) {
  return encode({
    token: { sub: userId, sid: sessionId, sessionVersion },
    secret: getAuthSecret(),
    salt: sessionCookieName(),
    maxAge: maxAgeOf(kind),
  });
}

/** Starts a session: a row that can be revoked, and its token. */
export async function createSession(
  db: Database,
  { userId, sessionVersion, kind = "standard" }: { userId: string; sessionVersion: number; kind?: SessionKind },
) {
  const sessionId = randomUUID();
  const expires = new Date(Date.now() + idleOf(kind) * 1000);
  await db.insert(sessions).values({ sessionToken: sessionId, userId, expires, kind });
  return { sessionId, expires, kind, token: await mintSessionToken({ userId, sessionId, sessionVersion, kind }) };
}

export async function endSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.sessionToken, sessionId));
}

/** Ends every session of a user but `keep` (a password change keeps the one that made it). */
export async function endOtherSessions(db: Pick<Database, "delete">, userId: string, keep?: string) {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.sessionToken, keep)) : eq(sessions.userId, userId));
}

/**
 * A staff session in use keeps its half hour of idle time; its token is not reissued, so it ends
 * STAFF_MAX_AGE_SECONDS after sign-in however busy.
 */
async function touchStaffSession(db: Database, session: { sessionId: string; expires: Date }, now: number): Promise<void> {
  const idleLeftSeconds = (session.expires.getTime() - now) / 1000;
  if (idleLeftSeconds > STAFF_IDLE_SECONDS - STAFF_TOUCH_AFTER_SECONDS) return;
  await db
    .update(sessions)
    .set({ expires: new Date(now + STAFF_IDLE_SECONDS * 1000) })
    .where(and(eq(sessions.sessionToken, session.sessionId), gt(sessions.expires, new Date(now))));
}

export async function touchSession(db: Database, sessionId: string) {
  await db
    .update(sessions)
    .set({ expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) })
    .where(and(eq(sessions.sessionToken, sessionId), gt(sessions.expires, new Date())));
}

/** The Set-Cookie value for a session token (or its removal). */
export function sessionCookie(token: string | null, kind: SessionKind = "standard"): string {
  const parts = [
    `${sessionCookieName()}=${token ?? ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    token ? `Max-Age=${maxAgeOf(kind)}` : "Max-Age=0",
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
  session: { sessionId: string; via: "cookie" | "bearer"; issuedAt: number; kind: SessionKind; expires: Date; user: { id: string } },
  resHeaders: Headers,
  now = Date.now(),
): Promise<void> {
  if (session.kind === "staff") return touchStaffSession(db, session, now);
  if (session.via !== "cookie" || now / 1000 - session.issuedAt < SESSION_REFRESH_AFTER_SECONDS) return;
  const [row] = await db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, session.user.id));
  if (!row) return;
  await touchSession(db, session.sessionId);
  const token = await mintSessionToken({ userId: session.user.id, sessionId: session.sessionId, sessionVersion: row.version });
  resHeaders.append("set-cookie", sessionCookie(token));
}
