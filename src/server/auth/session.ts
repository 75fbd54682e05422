import "server-only";

import { and, eq, gt } from "drizzle-orm";
import { decode } from "next-auth/jwt";

import { env } from "~/env";
import type { Locale } from "~/i18n/locales";
import { getDb } from "~/server/db/client";
import { sessions, users } from "~/server/db/schema";
import { getAuthSecret } from "./secret";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  role: "parent" | "staff" | "admin";
  /** The language the account last used the site in (account-language.ts). */
  locale: Locale;
};

export type RequestSession = {
  user: SessionUser;
  sessionId: string;
  /** Cookie sessions need the CSRF header on state-changing calls; Bearer ones do not. */
  via: "cookie" | "bearer";
  issuedAt: number;
  /** "staff" only when opened with password and a second factor at /admin/login (decision 038). */
  kind: "standard" | "staff";
  /** When the session ends unless used again (sliding). */
  expires: Date;
};

export const secureCookiesEnabled = () => env.PUBLIC_URL.startsWith("https://");
// Auth.js's name, kept when its routes went (docs/decisions/017): the cookies browsers hold stay valid.
export const sessionCookieName = () =>
  secureCookiesEnabled() ? "__Secure-authjs.session-token" : "authjs.session-token";

/** A cookie's value; a value that is not valid percent-encoding is no value (it cannot be ours). */
export function readCookie(headers: Headers, name: string): string | undefined {
  for (const part of headers.get("cookie")?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Whether the request carries a session token this server signed and that has not expired, read
 * without the database: the quick check the proxy makes before a signed-in page renders. Whether
 * the session was since revoked is for getRequestSession.
 */
export async function hasSignedSessionToken(headers: Headers): Promise<boolean> {
  const token = readCookie(headers, sessionCookieName());
  if (!token) return false;
  const payload = await decode({ token, secret: getAuthSecret(), salt: sessionCookieName() }).catch(() => null);
  return Boolean(payload?.sub && typeof payload.sid === "string");
}

/** The user's columns a session carries, and those that decide whether it still stands. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  role: users.role,
  locale: users.locale,
  sessionVersion: users.sessionVersion,
  disabledAt: users.disabledAt,
};

/**
 * The session of a request, from `Authorization: Bearer` or the session cookie — both carry the
 * same session JWT, so both expire and are revoked the same way: the token names a session row
 * (deleted at logout) and the user's session version (bumped to end them all).
 */
export async function getRequestSession(headers: Headers): Promise<RequestSession | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get("authorization") ?? "")?.[1];
  const token = bearer ?? readCookie(headers, sessionCookieName());
  if (!token) return null;
  const payload = await decode({ token, secret: getAuthSecret(), salt: sessionCookieName() }).catch(() => null);
  if (!payload?.sub || typeof payload.sid !== "string") return null;

  const [row] = await getDb()
    .select({ ...sessionUserColumns, kind: sessions.kind, expires: sessions.expires })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sessionToken, payload.sid), eq(sessions.userId, payload.sub), gt(sessions.expires, new Date())));
  if (!row || row.sessionVersion !== payload.sessionVersion || row.disabledAt) return null;
  const { sessionVersion: _version, kind, expires, disabledAt: _disabled, ...user } = row;
  return { user, sessionId: payload.sid, via: bearer ? "bearer" : "cookie", issuedAt: Number(payload.iat ?? 0), kind, expires };
}

/** The signed-in user of a request, or null. */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  return (await getRequestSession(headers))?.user ?? null;
}
