import "server-only";

import { and, isNotNull, isNull, lt, or } from "drizzle-orm";

import { waitlistPolicy } from "~/config/visit-policy";
import { beirutDate } from "~/lib/beirut-time";

import type { Database } from "~/server/db/client";
import { familyInvitations, oneTimeCodes, pendingRegistrations, rateLimitCounters, sessions, slotHolds, staffFactorChallenges, waitlistEntries, webhookEvents } from "~/server/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Counters: the longest window is an hour; a day more keeps them readable when investigating abuse. */
export const COUNTER_RETENTION_MS = DAY_MS;
/** Codes and second-factor ceremonies: dead after 10 minutes; a day keeps the "expired" answer and the trail for support. */
export const CODE_RETENTION_MS = DAY_MS;
/** Webhook event ids guard against replays; providers retry for at most three days (Stripe). */
export const WEBHOOK_EVENT_RETENTION_MS = 30 * DAY_MS;
/**
 * A family invitation holds an e-mail address: kept 30 days after it ended (accepted, withdrawn or
 * expired) to answer "I never got it" or "who invited me", then deleted; the audit log keeps the change.
 */
export const FAMILY_INVITATION_RETENTION_MS = 30 * DAY_MS;

/** Deletes rows that no longer mean anything, so these tables stay the size of their live content. */
export async function pruneExpiredRows({ db, now = new Date() }: { db: Database; now?: Date }) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const counters = await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before(COUNTER_RETENTION_MS))).returning({ key: rateLimitCounters.key });
  const codes = await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before(CODE_RETENTION_MS))).returning({ id: oneTimeCodes.id });
  // A registration never confirmed holds what a parent typed (names, phone, a password's hash): it
  // goes as soon as its code is dead, as does one that was confirmed.
  const registrations = await db
    .delete(pendingRegistrations)
    .where(or(lt(pendingRegistrations.expiresAt, now), isNotNull(pendingRegistrations.consumedAt)))
    .returning({ id: pendingRegistrations.id });
  const challenges = await db.delete(staffFactorChallenges).where(lt(staffFactorChallenges.expiresAt, before(CODE_RETENTION_MS))).returning({ id: staffFactorChallenges.id });
  const ended = await db.delete(sessions).where(lt(sessions.expires, now)).returning({ token: sessions.sessionToken });
  const events = await db.delete(webhookEvents).where(lt(webhookEvents.receivedAt, before(WEBHOOK_EVENT_RETENTION_MS))).returning({ id: webhookEvents.eventId });
  // Waiting lists of days gone by (their offers go with them), places never confirmed in time
  // (decision 037), and holds of times gone by.
  const waiting = await db
    .delete(waitlistEntries)
    .where(or(lt(waitlistEntries.date, beirutDate(now)), and(isNull(waitlistEntries.confirmedAt), lt(waitlistEntries.createdAt, before(waitlistPolicy.confirmHours * 60 * 60 * 1000)))))
    .returning({ id: waitlistEntries.id });
  const longAgo = before(FAMILY_INVITATION_RETENTION_MS);
  const invitations = await db
    .delete(familyInvitations)
    .where(or(lt(familyInvitations.expiresAt, longAgo), lt(familyInvitations.acceptedAt, longAgo), lt(familyInvitations.revokedAt, longAgo)))
    .returning({ id: familyInvitations.id });
  const holds = await db.delete(slotHolds).where(lt(slotHolds.startsAt, now)).returning({ startsAt: slotHolds.startsAt });
  return { counters: counters.length, codes: codes.length, pendingRegistrations: registrations.length, factorChallenges: challenges.length, sessions: ended.length, webhookEvents: events.length, waitlistEntries: waiting.length, slotHolds: holds.length, familyInvitations: invitations.length };
}
