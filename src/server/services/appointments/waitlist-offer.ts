import "server-only";

import { and, desc, eq, inArray } from "drizzle-orm";

import type { Database } from "~/server/db/client";
import { appointments, payments, slotHolds, waitlistEntries, waitlistOffers } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { PaymentProvider } from "~/server/payments/provider";
import { beirutDate, beirutTime } from "~/lib/beirut-time";
import type { GivenConsent } from "~/server/privacy/consents";
import { assertChildAccess } from "../family/child-access";
import { bookAppointment, type KnownChild } from "./book-appointment";
import { checkWaitlistOfferToken } from "./manage-link";

export const BAD_OFFER_LINK = "This link is not valid. Please use the link in the clinic's e-mail, or call us.";
export const PAST_OFFER_LINK = "This time has passed.";
/** How long a second press waits for the first press's checkout (the provider's call is a few seconds at most). */
const CHECKOUT_WAIT_MS = 10_000;
export const ALREADY_BOOKED_WITH_OFFER = "You have already booked this time with this link.";

/**
 * The child a place is for, as its visit will be (decision 054): the place's child while the account
 * that joined is still one of its adults (read now: a removed adult's place books the name alone),
 * or a child given by name and date of birth, kept with the visit like a guest's.
 */
async function placeChild(
  db: Database,
  entry: typeof waitlistEntries.$inferSelect,
): Promise<{ known?: KnownChild; given?: { name: string; dateOfBirth: string } }> {
  if (entry.childId && entry.userId) {
    const child = await assertChildAccess(db, entry.userId, entry.childId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    });
    if (child) return { known: { childId: child.id, name: `${child.firstName} ${child.lastName}`.trim(), dateOfBirth: child.dateOfBirth } };
  }
  if (entry.childDateOfBirth) return { given: { name: entry.patientName, dateOfBirth: entry.childDateOfBirth } };
  return {};
}

/** What an offer's page shows: the time and whether it is still kept for this parent. */
export type WaitlistOfferView = {
  id: string;
  startsAt: Date;
  expiresAt: Date;
  patientName: string;
  email: string;
  /** held: theirs to book until expiresAt; booked: they booked it; taken: another family did; lapsed: the minutes ran out. */
  state: "held" | "booked" | "taken" | "lapsed";
  /** The booking's checkout while it waits for payment (a second click returns to it). */
  checkoutUrl: string | null;
  /** The date of birth of the child the place is for, when known: the page offers the services for its age on the day. */
  childDateOfBirth: string | null;
};

async function loadOffer(db: Database, offerId: string, token: string, now: Date) {
  const check = checkWaitlistOfferToken(offerId, token, now.getTime());
  if (check === "invalid") throw new AppError("FORBIDDEN", BAD_OFFER_LINK);
  if (check === "expired") throw new AppError("BAD_REQUEST", PAST_OFFER_LINK);
  const [row] = await db
    .select({ offer: waitlistOffers, entry: waitlistEntries })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(eq(waitlistOffers.id, offerId));
  if (!row) throw new AppError("NOT_FOUND", BAD_OFFER_LINK);
  return row;
}

export async function readWaitlistOffer({ db, offerId, token, now = new Date() }: { db: Database; offerId: string; token: string; now?: Date }): Promise<WaitlistOfferView> {
  const { offer, entry } = await loadOffer(db, offerId, token, now);
  let state: WaitlistOfferView["state"];
  let checkoutUrl: string | null = null;
  if (offer.appointmentId) {
    state = "booked";
    const [payment] = await db
      .select({ status: payments.status, checkoutUrl: payments.checkoutUrl })
      .from(payments)
      .where(eq(payments.appointmentId, offer.appointmentId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (payment?.status === "pending") checkoutUrl = payment.checkoutUrl;
  } else {
    const [hold] = await db.select().from(slotHolds).where(eq(slotHolds.startsAt, offer.startsAt));
    const [booked] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.startsAt, offer.startsAt), inArray(appointments.status, ["pending", "confirmed"])));
    state =
      hold && hold.expiresAt.getTime() === offer.expiresAt.getTime() && hold.expiresAt.getTime() > now.getTime()
        ? "held"
        : booked && offer.expiresAt.getTime() > now.getTime()
          ? "taken"
          : "lapsed";
  }
  const child: Awaited<ReturnType<typeof placeChild>> = state === "held" ? await placeChild(db, entry) : {};
  const childDateOfBirth = child.known?.dateOfBirth ?? child.given?.dateOfBirth ?? null;
  return { id: offer.id, startsAt: offer.startsAt, expiresAt: offer.expiresAt, patientName: entry.patientName, email: entry.email, state, checkoutUrl, childDateOfBirth };
}

/**
 * The parent books the time kept for them: an online visit of the chosen service in the parent's
 * name and contact from the waiting list, held for payment like any booking. Sent twice (a double
 * click, two tabs), the second returns the first's checkout.
 */
export async function claimWaitlistOffer({
  db,
  provider,
  offerId,
  token,
  service,
  notes,
  consent,
  publicUrl,
  headers,
  now = new Date(),
}: {
  db: Database;
  /** The explicit consent for the child's health information, as on the booking form (decision 049). */
  consent: GivenConsent;
  provider: PaymentProvider;
  offerId: string;
  token: string;
  service: string;
  notes: string;
  publicUrl: string;
  headers?: Headers;
  now?: Date;
}): Promise<{ orderId: string | null; checkoutUrl: string }> {
  const { offer, entry } = await loadOffer(db, offerId, token, now);
  const alreadyBooked = async () => {
    // The first press may still be opening its checkout with the provider: wait for its address.
    for (let waited = 0; waited <= CHECKOUT_WAIT_MS; waited += 100) {
      const [payment] = await db
        .select({ status: payments.status, checkoutUrl: payments.checkoutUrl })
        .from(payments)
        .innerJoin(waitlistOffers, eq(waitlistOffers.appointmentId, payments.appointmentId))
        .where(eq(waitlistOffers.id, offerId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (payment?.status !== "pending") break;
      if (payment.checkoutUrl) return { orderId: null, checkoutUrl: payment.checkoutUrl };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new AppError("CONFLICT", ALREADY_BOOKED_WITH_OFFER);
  };
  if (offer.appointmentId) return alreadyBooked();
  const child = await placeChild(db, entry);
  const booked = await bookAppointment({
    db,
    provider,
    publicUrl,
    headers,
    // The language the parent joined the line in: the offer e-mail was in it, the booking keeps it.
    locale: entry.locale,
    now,
    offerId,
    knownChild: child.known,
    actor: { via: "e-mailed link", email: entry.email },
    consent,
    input: {
      service,
      date: beirutDate(offer.startsAt),
      startTime: beirutTime(offer.startsAt),
      type: "Online",
      notes,
      patient: { name: entry.patientName, phoneNumber: entry.phone, email: entry.email },
      child: child.given,
      healthDataConsent: true,
    },
  }).catch(async (error: unknown) => {
    // Two presses at once: the first booked under the slot's lock; the second returns its checkout.
    if (error instanceof AppError && error.code === "CONFLICT") {
      const [current] = await db.select({ appointmentId: waitlistOffers.appointmentId }).from(waitlistOffers).where(eq(waitlistOffers.id, offerId));
      if (current?.appointmentId) return null;
    }
    throw error;
  });
  if (!booked) return alreadyBooked();
  return { orderId: booked.orderId, checkoutUrl: booked.session.url };
}
