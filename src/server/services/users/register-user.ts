import "server-only";

import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { TRegister } from "~/schemas/users";
import { hashPassword } from "~/server/auth/password";
import { getAuthSecret } from "~/server/auth/secret";
import { createSession, endOtherSessions } from "~/server/auth/session-token";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { pendingRegistrations, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { codeChecksPerAddress, codeSendCooldown, codeSendsPerAddress, codeSendsPerEmail, registrationsPerAddress } from "../security/limits";
import { clientAddress, consumeRateLimits } from "../security/rate-limit";
import { attachGuestChildren } from "../family/guest-children";
import { sendRegistrationCode } from "./account-emails";
import { DISABLED_MESSAGE } from "./authenticate-with-password";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, codeGone, wrongCode } from "./one-time-codes";

/*
 * Registration is confirmed by a code (issue 25). Nothing is created until the code sent to the
 * address is entered in the browser that registered: someone who types another person's address
 * gets no account, no session and no hint whether the address already has an account (the answer,
 * its timing and its limits are the same; only the e-mail, which only the mailbox's owner reads,
 * says so). The code works only with the token the registering browser was given, so a code that
 * one registration sent can never confirm what another person typed for the same address.
 */

const WAIT_MESSAGE = "Please wait a minute before asking for a new code.";

function hmac(purpose: string, value: string): string {
  return createHmac("sha256", getAuthSecret()).update(`${purpose}:${value}`).digest("hex");
}
const hashToken = (token: string) => hmac("registration-token", token);
const hashCode = (registrationId: string, code: string) => hmac("registration-code", `${registrationId}:${code}`);

/**
 * Step 1: keeps what the parent typed and e-mails a code to the address. The answer is the same
 * whether or not the address has an account; an address with a proved account gets an e-mail that
 * says so, with a code that signs its owner in (their password stays).
 */
export async function startRegistration({
  db,
  input,
  replacing,
  headers,
  locale = "en",
  now = new Date(),
}: {
  db: Database;
  input: TRegister;
  /** The token of this browser's registration being corrected (same address): its code stays. */
  replacing?: string;
  headers: Headers;
  locale?: Locale;
  now?: Date;
}): Promise<{ email: string; confirmationToken: string; detailsUpdated: boolean }> {
  const ip = clientAddress(headers);
  await consumeRateLimits(db, [registrationsPerAddress(ip)], "Too many sign-ups from this network. Please try again in an hour.", now);
  if (isCommonPassword(input.password)) {
    throw new AppError("BAD_REQUEST", COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  }
  const email = input.email.trim().toLowerCase();
  const details = {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber.replace(/[^\d+]/g, ""),
    passwordHash: await hashPassword(input.password),
    locale,
  };
  if (replacing) {
    // Only the browser holding the token can change what it typed; the code already sent stays.
    const [updated] = await db
      .update(pendingRegistrations)
      .set(details)
      .where(
        and(
          eq(pendingRegistrations.tokenHash, hashToken(replacing)),
          eq(pendingRegistrations.email, email),
          gt(pendingRegistrations.expiresAt, now),
          isNull(pendingRegistrations.consumedAt),
        ),
      )
      .returning({ id: pendingRegistrations.id });
    if (updated) return { email, confirmationToken: replacing, detailsUpdated: true };
  }
  await consumeRateLimits(db, [codeSendCooldown(email, "register")], WAIT_MESSAGE, now);
  await consumeRateLimits(db, [codeSendsPerEmail(email), codeSendsPerAddress(ip)], "Too many codes were requested. Please try again in an hour.", now);

  const [existing] = await db.select({ emailVerified: users.emailVerified }).from(users).where(sql`lower(${users.email}) = ${email}`);
  const token = randomBytes(32).toString("base64url");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = crypto.randomUUID();
  await db.insert(pendingRegistrations).values({
    id,
    email,
    tokenHash: hashToken(token),
    codeHash: hashCode(id, code),
    ...details,
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  try {
    await sendRegistrationCode(email, code, locale, { alreadyRegistered: Boolean(existing?.emailVerified) });
  } catch (error) {
    logger.error("could not send the registration code", { error });
    throw new AppError("SERVICE_UNAVAILABLE", "We could not send the e-mail right now. Please try again in a few minutes.");
  }
  return { email, confirmationToken: token, detailsUpdated: false };
}

/**
 * Step 2: the code, with the registering browser's token, proves the address. The account is
 * created then, or, if the address already has one:
 * - never proved (someone may have registered it before with a password of theirs): it takes what
 *   was typed now, and every session it had ends;
 * - proved: its owner is signed in; it keeps its password, or takes the new one if it had none
 *   (an account made by a course's e-mail code).
 */
export async function confirmRegistration({
  db,
  email,
  code,
  confirmationToken,
  headers,
  now = new Date(),
}: {
  db: Database;
  email: string;
  code: string;
  confirmationToken: string;
  headers: Headers;
  now?: Date;
}) {
  const address = email.trim().toLowerCase();
  await consumeRateLimits(db, [codeChecksPerAddress(clientAddress(headers))], "Too many attempts. Please wait 15 minutes and try again.", now);
  // The try is counted before the comparison, in one conditional UPDATE: racing requests cannot
  // compare more than CODE_MAX_ATTEMPTS times.
  const [attempt] = await db
    .update(pendingRegistrations)
    .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
    .where(
      and(
        eq(pendingRegistrations.tokenHash, hashToken(confirmationToken)),
        eq(pendingRegistrations.email, address),
        lt(pendingRegistrations.attempts, CODE_MAX_ATTEMPTS),
        gt(pendingRegistrations.expiresAt, now),
        isNull(pendingRegistrations.consumedAt),
      ),
    )
    .returning({ id: pendingRegistrations.id, codeHash: pendingRegistrations.codeHash, attempts: pendingRegistrations.attempts });
  if (!attempt) throw codeGone();
  const expected = Buffer.from(attempt.codeHash, "hex");
  if (!timingSafeEqual(expected, Buffer.from(hashCode(attempt.id, code), "hex"))) throw wrongCode(CODE_MAX_ATTEMPTS - attempt.attempts);

  // Single use, even when two requests race with the right code.
  const [typed] = await db
    .update(pendingRegistrations)
    .set({ consumedAt: now })
    .where(and(eq(pendingRegistrations.id, attempt.id), isNull(pendingRegistrations.consumedAt)))
    .returning({
      firstName: pendingRegistrations.firstName,
      lastName: pendingRegistrations.lastName,
      phoneNumber: pendingRegistrations.phoneNumber,
      passwordHash: pendingRegistrations.passwordHash,
      locale: pendingRegistrations.locale,
    });
  if (!typed) throw codeGone();

  const details = { firstName: typed.firstName, lastName: typed.lastName, name: `${typed.firstName} ${typed.lastName}`, phoneNumber: typed.phoneNumber };
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: address, ...details, passwordHash: typed.passwordHash, emailVerified: now, locale: typed.locale })
      .onConflictDoNothing()
      .returning();
    // The registration's code proved the address on the site's form: the change is the parent's own.
    const byOwner = (userId: string) => ({ byParent: { via: "form" as const, userId, email: null } });
    if (created) {
      await recordChange(tx, { ...byOwner(created.id), action: "create account", entity: "user", entityId: created.id, before: null, after: { email: address } });
      return created;
    }
    const [found] = await tx.select().from(users).where(sql`lower(${users.email}) = ${address}`).for("update");
    if (found!.disabledAt) throw new AppError("FORBIDDEN", DISABLED_MESSAGE);
    if (!found!.emailVerified) {
      const [claimed] = await tx
        .update(users)
        .set({ ...details, passwordHash: typed.passwordHash, emailVerified: now, sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, found!.id))
        .returning();
      await endOtherSessions(tx, found!.id);
      await recordChange(tx, { ...byOwner(found!.id), action: "prove address and take over an unproved account", entity: "user", entityId: found!.id, before: { emailVerified: false }, after: { emailVerified: true, otherSessionsEnded: true } });
      return claimed!;
    }
    if (found!.passwordHash) return found!;
    const [completed] = await tx
      .update(users)
      .set({
        passwordHash: typed.passwordHash,
        firstName: found!.firstName || details.firstName,
        lastName: found!.lastName || details.lastName,
        name: found!.name || details.name,
        phoneNumber: found!.phoneNumber || details.phoneNumber,
      })
      .where(eq(users.id, found!.id))
      .returning();
    await recordChange(tx, { ...byOwner(found!.id), action: "set a first password", entity: "user", entityId: found!.id, before: { password: false }, after: { password: true } });
    return completed!;
  });
  // The code proved the address: the children of the visits booked with it as a guest join the account.
  await attachGuestChildren(db, { userId: user.id, email: address });
  const session = await createSession(db, { userId: user.id, sessionVersion: user.sessionVersion });
  return { user, session };
}
