import "server-only";

import { and, eq, gt, sql } from "drizzle-orm";

import { beirutTime } from "~/lib/beirut-time";
import type { Database } from "~/server/db/client";
import { slotHolds, waitlistEntries, waitlistOffers } from "~/server/db/schema";
import { AppError } from "~/server/errors";

/** The advisory-lock space of slots: a slot's lock is (this, its start in minutes since 1970). */
const SLOT_LOCK_SPACE = 7301;

/**
 * Takes the slot's lock until the transaction ends. Booking, moving into, and keeping a slot for
 * the waitlist each take it first, so a booking and a waitlist hold of one freed time are decided
 * one after the other, never both on what the other had not yet written.
 */
export async function lockSlot(tx: Database, startsAt: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}::int, ${Math.floor(startsAt.getTime() / 60_000)}::int)`);
}

/** The hold of a slot still kept for the waitlist at `now`, if any. */
export async function activeHold(tx: Database, startsAt: Date, now: Date) {
  const [hold] = await tx.select().from(slotHolds).where(and(eq(slotHolds.startsAt, startsAt), gt(slotHolds.expiresAt, now)));
  return hold ?? null;
}

export function slotHeldMessage(until: Date): string {
  return `This time is kept for a family on the waiting list until ${beirutTime(until)}. Please choose another.`;
}
export const OFFER_TAKEN_MESSAGE = "Another family on the waiting list booked this time first.";
export const OFFER_LAPSED_MESSAGE = "The time kept for you has run out.";

/**
 * In a booking's (or a move's) transaction, before it writes the slot: takes the slot's lock and
 * refuses a time kept for the waitlist, unless the booking comes from one of that hold's offers;
 * then the hold ends (the time is that parent's) and the offer is returned for `markOfferBooked`.
 */
export async function takeSlot(tx: Database, startsAt: Date, now: Date, offerId?: string) {
  await lockSlot(tx, startsAt);
  const hold = await activeHold(tx, startsAt, now);
  if (!offerId) {
    if (hold) throw new AppError("CONFLICT", slotHeldMessage(hold.expiresAt), { startTime: slotHeldMessage(hold.expiresAt) });
    return null;
  }
  const [offer] = await tx.select().from(waitlistOffers).where(eq(waitlistOffers.id, offerId));
  if (!offer || offer.startsAt.getTime() !== startsAt.getTime()) throw new AppError("BAD_REQUEST", "This offer is for another time.");
  if (!hold || hold.expiresAt.getTime() !== offer.expiresAt.getTime()) {
    // The hold ended: booked by one of the other parents offered it, or its minutes ran out.
    throw new AppError("CONFLICT", offer.expiresAt.getTime() > now.getTime() ? OFFER_TAKEN_MESSAGE : OFFER_LAPSED_MESSAGE);
  }
  await tx.delete(slotHolds).where(eq(slotHolds.startsAt, startsAt));
  return offer;
}

/** The offer's booking is made: the parent leaves the line. */
export async function markOfferBooked(tx: Database, offer: { id: string; entryId: string }, appointmentId: string): Promise<void> {
  await tx.update(waitlistOffers).set({ appointmentId }).where(eq(waitlistOffers.id, offer.id));
  await tx.update(waitlistEntries).set({ status: "booked" }).where(eq(waitlistEntries.id, offer.entryId));
}

/**
 * The offer's booking failed before payment (no checkout could be opened): the parent gets their
 * place and the kept time back, until the offer's own end, so that a second try can succeed. A
 * time past its end is handed on by the next lapse sweep, as any lapsed hold.
 */
export async function reopenOffer(tx: Database, offerId: string): Promise<void> {
  const [offer] = await tx.update(waitlistOffers).set({ appointmentId: null }).where(eq(waitlistOffers.id, offerId)).returning();
  if (!offer) return;
  await tx.update(waitlistEntries).set({ status: "waiting" }).where(eq(waitlistEntries.id, offer.entryId));
  await tx
    .insert(slotHolds)
    .values({ startsAt: offer.startsAt, expiresAt: offer.expiresAt })
    .onConflictDoUpdate({ target: slotHolds.startsAt, set: { expiresAt: offer.expiresAt, lapseHandledAt: null } });
}
