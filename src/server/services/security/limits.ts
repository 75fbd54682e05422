import "server-only";

import type { RateLimit } from "./rate-limit";

/*
 * Every limit of the product, in one place, with why it has its size (decision 015).
 *
 * Lebanese mobile carriers put many subscribers behind one public address (carrier-grade NAT), and
 * most parents come from their phones: a clinic's busy evening can bring dozens of parents through
 * one address. So the limits per network address only stop floods and scripted guessing — each is
 * several times what the whole clinic does in its window — and the strict limits are per account,
 * per e-mail address and per code, where one person's mistakes are all that counts.
 */

const MINUTE = 60;
const HOUR = 3600;

/** Password logins: ten failures per account lock it for a quarter of an hour. */
export const loginFailuresPerAccount = (email: string): RateLimit => ({ key: `login-fail:email:${email}`, limit: 10, windowSeconds: 15 * MINUTE });
/** …and 200 per address: far above a clinic's evening of forgotten passwords behind one NAT. */
export const loginFailuresPerAddress = (address: string): RateLimit => ({ key: `login-fail:ip:${address}`, limit: 200, windowSeconds: 15 * MINUTE });

/** One new code a minute per e-mail address and purpose. */
export const codeSendCooldown = (email: string, purpose: string): RateLimit => ({ key: `code-send-wait:${purpose}:${email}`, limit: 1, windowSeconds: MINUTE });
/** One-time codes sent: ten an hour per e-mail address (one a minute is enforced apart). */
export const codeSendsPerEmail = (email: string): RateLimit => ({ key: `code-send:email:${email}`, limit: 10, windowSeconds: HOUR });
export const codeSendsPerAddress = (address: string): RateLimit => ({ key: `code-send:ip:${address}`, limit: 300, windowSeconds: HOUR });
/** Code checks per address, across e-mail addresses (each code also dies after 5 tries). */
export const codeChecksPerAddress = (address: string): RateLimit => ({ key: `code-verify:ip:${address}`, limit: 300, windowSeconds: 15 * MINUTE });

/**
 * Second-factor checks of a staff account (decision 038), whatever the factor and however many
 * sign-ins were started: ten wrong answers lock it for a quarter of an hour. Ten guesses at a 6-digit
 * code accepted in three time steps is a chance of 3 in 100,000 per quarter hour.
 */
export const factorFailuresPerAccount = (userId: string): RateLimit => ({ key: `factor-fail:user:${userId}`, limit: 10, windowSeconds: 15 * MINUTE });

export const passwordResetsPerEmail = (email: string): RateLimit => ({ key: `reset-request:email:${email}`, limit: 1, windowSeconds: MINUTE });
export const passwordResetsPerAddress = (address: string): RateLimit => ({ key: `reset-request:ip:${address}`, limit: 300, windowSeconds: HOUR });

export const registrationsPerAddress = (address: string): RateLimit => ({ key: `register:ip:${address}`, limit: 100, windowSeconds: HOUR });

/** Held bookings per address: the clinic has at most ~40 online slots a day. */
export const bookingsPerAddress = (address: string): RateLimit => ({ key: `book:ip:${address}`, limit: 100, windowSeconds: HOUR });

export const newsletterSignUpsPerEmail = (email: string): RateLimit => ({ key: `newsletter:email:${email}`, limit: 5, windowSeconds: HOUR });
export const newsletterSignUpsPerAddress = (address: string): RateLimit => ({ key: `newsletter:ip:${address}`, limit: 200, windowSeconds: HOUR });

/** Every API call, read-only ones included (API_RATE_LIMIT_PER_MINUTE). */
export const apiCallsPerAddress = (address: string, perMinute: number): RateLimit => ({ key: `api:ip:${address}`, limit: perMinute, windowSeconds: MINUTE });

/**
 * Family invitations a parent sends (decision 045): a family invites one or two people, and maybe
 * again after a typo; more is someone using the clinic's mail to write to strangers.
 */
export const familyInvitationsPerAccount = (userId: string): RateLimit => ({ key: `family-invite:user:${userId}`, limit: 10, windowSeconds: HOUR });

/** Places taken on waitlists per address: a family waits for a few days, a script for hundreds. */
export const waitlistJoinsPerAddress = (address: string): RateLimit => ({ key: `waitlist:ip:${address}`, limit: 30, windowSeconds: HOUR });

/**
 * Copies of a visit's confirmation e-mailed from its confirmation page: a parent may mistype once
 * or twice; more is someone using the clinic's mail to write to strangers.
 */
export const confirmationCopiesPerVisit = (appointmentId: string): RateLimit => ({ key: `confirmation-copy:visit:${appointmentId}`, limit: 3, windowSeconds: HOUR });
export const confirmationCopiesPerAddress = (address: string): RateLimit => ({ key: `confirmation-copy:ip:${address}`, limit: 60, windowSeconds: HOUR });
