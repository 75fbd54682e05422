import "server-only";

import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";

import { ZLogin, ZOneTimeCodeVerify } from "~/schemas/users";
import { getDb } from "~/server/db/client";
import { accounts, sessions, users, verificationTokens } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { authenticateWithPassword } from "~/server/services/users/authenticate-with-password";
import { signInWithCode } from "~/server/services/users/sign-in-with-code";
import { getAuthSecret } from "./secret";
import { secureCookiesEnabled, sessionCookieName } from "./session";
import { createSession, SESSION_MAX_AGE_SECONDS } from "./session-token";

declare module "next-auth" {
  interface User {
    sessionVersion?: number;
    sessionId?: string;
  }
}

/** A refused sign-in: Auth.js reports only "CredentialsSignin", so the reason is not leaked. */
async function orNull<T>(attempt: () => Promise<T>): Promise<T | null> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Auth.js errors caused by the request, not by the server. */
const REQUEST_ERRORS = new Set(["UnknownAction", "InvalidCallbackUrl", "MissingCSRF", "CredentialsSignin", "InvalidCheck"]);

/**
 * Auth.js owns the browser session format: a JWT in an httpOnly, SameSite=Lax cookie, 30 days,
 * sliding. Both credentials providers use the same services as the tRPC procedures, and every
 * sign-in creates a revocable session row whose id the token carries (`sid`).
 * See docs/decisions/006-sessions.md.
 */
export function buildAuthConfig(): NextAuthConfig {
  const cookieName = sessionCookieName();
  const db = getDb();
  return {
    adapter: DrizzleAdapter(db, {
      usersTable: users,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    }),
    secret: getAuthSecret(),
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 60 * 60 },
    useSecureCookies: secureCookiesEnabled(),
    cookies: {
      sessionToken: {
        name: cookieName,
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookiesEnabled() },
      },
    },
    // Auth.js would print a stack trace to stderr for every malformed request, whatever LOG_LEVEL
    // says; one JSON line each instead, a warning when the request was at fault.
    logger: {
      error: (error) => {
        const type = (error as { type?: string }).type ?? error.name;
        (REQUEST_ERRORS.has(type) ? logger.warn : logger.error)("auth.js error", { type, error: error.message });
      },
      warn: (code) => logger.warn("auth.js warning", { code }),
      debug: (message) => logger.debug("auth.js", { message }),
    },
    // The site's own login page; Auth.js's built-in pages are never shown (its error page answers 500).
    pages: { signIn: "/login", error: "/login" },
    providers: [
      Credentials({
        id: "password",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(input, request) {
          const parsed = ZLogin.safeParse(input);
          if (!parsed.success) return null;
          const user = await orNull(() =>
            authenticateWithPassword({ db, email: parsed.data.email, password: parsed.data.password, headers: request.headers }),
          );
          if (!user) return null;
          const session = await createSession(db, { userId: user.id, sessionVersion: user.sessionVersion });
          return { id: user.id, email: user.email, sessionVersion: user.sessionVersion, sessionId: session.sessionId };
        },
      }),
      Credentials({
        id: "one-time-code",
        credentials: { email: { type: "email" }, otp: { type: "text" } },
        async authorize(input, request) {
          const parsed = ZOneTimeCodeVerify.safeParse(input);
          if (!parsed.success) return null;
          const result = await orNull(() =>
            signInWithCode({ db, email: parsed.data.email, code: parsed.data.otp, headers: request.headers }),
          );
          if (!result) return null;
          return {
            id: result.user.id,
            email: result.user.email,
            sessionVersion: result.user.sessionVersion,
            sessionId: result.session.sessionId,
          };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user?.sessionId) {
          token.sid = user.sessionId;
          token.sessionVersion = user.sessionVersion;
        }
        return token;
      },
    },
  };
}
