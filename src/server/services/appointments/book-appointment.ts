import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { localePath, type Locale } from "~/i18n/locales";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import type { TBookAppointmentParsed } from "~/schemas/appointments";
import type { Database } from "~/server/db/client";
import { fitsAgeRange } from "~/lib/child-age";
import type { SessionUser } from "~/server/auth/session";
import { parentOnForm, recordChange, type ParentActor } from "~/server/audit/record-change";
import { appointments, childAdults, children, consents, payments, services, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { logger } from "~/server/logger";
import { recordWhatsAppChoice, whatsAppAvailable } from "~/server/messaging/whatsapp-opt-in";
import { recordConsent, type GivenConsent } from "~/server/privacy/consents";
import type { CheckoutRequest, PaymentProvider } from "~/server/payments/provider";
import { assertChildAccess, CHILD_NOT_FOUND } from "../family/child-access";
import { assertDateOfBirth } from "../family/child-record";
import { splitChildName } from "../family/guest-children";
import { roomForChildren, TOO_MANY_CHILDREN } from "../family/manage-children";
import { newOrderId } from "../orders/new-order-id";
import { releaseOrder } from "../orders/release-order";
import { bookingsPerAddress } from "../security/limits";
import { clientAddress, consumeRateLimits } from "../security/rate-limit";
import { assertBookableDate, forgetTakenSlots, NOTHING_TAKEN, slotState } from "./list-time-slots";
import { scheduledSlots } from "./schedule-cache";
import { markOfferBooked, reopenOffer, takeSlot } from "./slot-holds";

/** How long an unpaid booking holds its slot. */
export const HOLD_MINUTES = 15;

export const SLOT_TAKEN_MESSAGE = "This time slot was just taken. Please choose another.";

/** Unique or exclusion violation, from node-postgres or PGlite, wrapped by Drizzle or not. */
export function isSlotConflict(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (code === "23505" || code === "23P01") return true;
  }
  return false;
}

/**
 * The checkout of one attempt to pay for a visit, in the parent's language. Both return addresses
 * name the checkout session: it is what shows the confirmation (and its manage link) or offers a
 * second try to the browser that paid, and to no one who knows only the order number.
 */
export function visitCheckoutRequest({
  orderId,
  description,
  amountCents,
  currency,
  customerEmail,
  publicUrl,
  locale,
}: Pick<CheckoutRequest, "orderId" | "description" | "amountCents" | "currency" | "customerEmail"> & { publicUrl: string; locale: Locale }): CheckoutRequest {
  return {
    orderId,
    kind: "appointment",
    description,
    amountCents,
    currency,
    customerEmail,
    successUrl: `${publicUrl}${localePath(locale, `/appointment/status/pending/${orderId}`)}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}${localePath(locale, "/appointment/status/failure")}?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
    locale,
  };
}

export const SERVICE_AGE_MESSAGE = "booking.validation.serviceAge";

/** A child its caller has checked already: a waiting-list place's, whose account is still one of its adults (decision 054). */
export type KnownChild = { childId: string; name: string; dateOfBirth: string | null };

type BookingChild =
  /** One of the account's children. */
  | { kind: "known"; childId: string; name: string; dateOfBirth: string | null }
  /** Another child of a signed-in parent whose address is proved: it joins their children with the booking. */
  | { kind: "new"; userId: string; name: string; dateOfBirth: string }
  /** A guest's child: kept on the visit until its address is proved (attachGuestChildren). */
  | { kind: "guest"; name: string; dateOfBirth: string }
  | null;

/**
 * Whom the visit is for (decision 046). A child id needs a signed-in adult of that child: any other
 * id, and any id from a guest, is the one "Child not found." of assertChildAccess.
 */
async function bookingChild(
  db: Database,
  user: SessionUser | null | undefined,
  input: TBookAppointmentParsed,
  now: Date,
  knownChild: KnownChild | undefined,
): Promise<BookingChild> {
  if (knownChild) return { kind: "known", ...knownChild };
  if (input.childId !== undefined) {
    if (!user) throw new AppError("NOT_FOUND", CHILD_NOT_FOUND);
    const child = await assertChildAccess(db, user.id, input.childId);
    return { kind: "known", childId: child.id, name: `${child.firstName} ${child.lastName}`.trim(), dateOfBirth: child.dateOfBirth };
  }
  if (!input.child) return null;
  assertDateOfBirth(input.child.dateOfBirth, now);
  if (user?.role === "parent") {
    const [account] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    if (account?.verified) return { kind: "new", userId: user.id, ...input.child };
  }
  return { kind: "guest", ...input.child };
}

/**
 * Books an online appointment: checks the slot, holds it for 15 minutes in one transaction (the
 * database refuses a second active booking of the slot), and opens a checkout for the service's
 * online price. Paying confirms it (webhook); not paying releases it (sweeper). The booking keeps
 * the parent's language (`locale`): its e-mails speak it and the payment returns to its pages.
 */
export async function bookAppointment({
  db,
  provider,
  input,
  publicUrl,
  headers = new Headers(),
  locale = "en",
  now = new Date(),
  offerId,
  user,
  knownChild,
  actor = parentOnForm(user, input.patient.email),
  consent,
}: {
  db: Database;
  provider: PaymentProvider;
  input: TBookAppointmentParsed;
  /**
   * The explicit consent to process the child's health information for their care, recorded with
   * the visit (decision 049); `carriedFrom` a visit when paying again for it after its time was
   * lost (the same parent, child and reason): that visit's consent is recorded for the new one, as
   * it was given (the first attempt, never paid, is pruned in time with its own row).
   */
  consent: GivenConsent | { carriedFrom: string };
  /** The signed-in account, if any: a child id must be one of its children. */
  user?: SessionUser | null;
  /** The child the visit is for, checked by the caller (wins over the input's child). */
  knownChild?: KnownChild;
  publicUrl: string;
  headers?: Headers;
  locale?: Locale;
  now?: Date;
  /** The waitlist offer this booking claims: the one way to book a time kept for the waitlist. */
  offerId?: string;
  /** Who books, for the audit log: by default the signed-in account, else the address typed. */
  actor?: ParentActor;
}) {

  if (input.type !== "Online") {
    throw new AppError("BAD_REQUEST", "In-person visits are booked through our patient portal.", {
      type: "In-person visits are booked through our patient portal.",
    });
  }
  const [service] = await db.select().from(services).where(eq(services.id, input.service));
  if (!service || !service.bookableOnline || service.archivedAt) {
    throw new AppError("BAD_REQUEST", "Please select a service", { service: "Please select a service" });
  }
  assertBookableDate(input.date, now);
  const child = await bookingChild(db, user, input, now, knownChild);
  // A child whose date of birth is not known yet (decision 050) is not held to an age range.
  if (child?.dateOfBirth && !fitsAgeRange(service, child.dateOfBirth, input.date)) {
    throw new AppError("BAD_REQUEST", SERVICE_AGE_MESSAGE, { service: SERVICE_AGE_MESSAGE });
  }
  const slot = (await scheduledSlots(db, input.date)).find((s) => s.startTime === input.startTime);
  if (!slot) {
    throw new AppError("BAD_REQUEST", "Please select a time slot", { startTime: "This time is not one of the day's slots." });
  }
  if (slotState(slot, NOTHING_TAKEN, now) === "past") {
    throw new AppError("BAD_REQUEST", "This time has already passed. Please choose another.", {
      startTime: "This time has already passed. Please choose another.",
    });
  }

  // Unpaid bookings hold slots for 15 minutes: without a limit one script could hold a whole week.
  await consumeRateLimits(
    db,
    [bookingsPerAddress(clientAddress(headers))],
    "Too many bookings from this network. Please call us or try again in an hour.",
    now,
  );

  const orderId = newOrderId("APT");
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60 * 1000);
  const description = `${service.name} — ${formatBeirutDateTime(slot.startsAt)}`;
  try {
    await db.transaction(async (tx) => {
      const offer = await takeSlot(tx, slot.startsAt, now, offerId);
      const childId = child?.kind === "known" ? child.childId : child?.kind === "new" ? await addBookedChild(tx, child) : null;
      const [appointment] = await tx
        .insert(appointments)
        .values({
          serviceId: service.id,
          patientName: child?.name ?? input.patient.name,
          patientPhone: input.patient.phoneNumber.replace(/[^\d+]/g, ""),
          patientEmail: input.patient.email?.toLowerCase() ?? null,
          childId,
          childDateOfBirth: child?.kind === "guest" ? child.dateOfBirth : null,
          notes: input.notes,
          type: "Online",
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          status: "pending",
          holdExpiresAt,
          locale,
        })
        .returning({ id: appointments.id });
      await tx.insert(payments).values({
        id: orderId,
        kind: "appointment",
        appointmentId: appointment!.id,
        description,
        amountCents: service.priceOnlineCents,
        currency: service.currency,
        provider: provider.name,
        customerEmail: input.patient.email,
        expiresAt: holdExpiresAt,
      });
      if ("carriedFrom" in consent) await carryConsent(tx, consent.carriedFrom, appointment!.id);
      else {
        await recordConsent(tx, {
          userId: user?.id ?? null,
          email: input.patient.email,
          childId,
          appointmentId: appointment!.id,
          purpose: "health_data_care",
          noticeVersion: consent.noticeVersion,
          page: consent.page,
        });
      }
      // "Send me messages on WhatsApp", ticked and offered (decision 053): recorded for the number.
      if (input.whatsappOptIn === true && whatsAppAvailable()) {
        await recordWhatsAppChoice(tx, {
          phone: input.patient.phoneNumber,
          action: "given",
          userId: user?.id ?? null,
          appointmentId: appointment!.id,
          wordingVersion: input.whatsappWording,
          page: "carriedFrom" in consent ? "retry" : consent.page,
        });
      }
      if (offer) await markOfferBooked(tx, offer, appointment!.id);
      // What was booked, never why (the reason is health data: it stays on the visit).
      await recordChange(tx, {
        byParent: actor,
        action: offer ? "book a time offered from the waiting list" : "book appointment",
        entity: "appointment",
        entityId: appointment!.id,
        before: null,
        after: { service: service.name, startsAt: slot.startsAt.toISOString(), status: "pending", orderId },
      });
    });
  } catch (error) {
    if (isSlotConflict(error)) {
      forgetTakenSlots();
      throw new AppError("CONFLICT", SLOT_TAKEN_MESSAGE, { startTime: SLOT_TAKEN_MESSAGE });
    }
    throw error;
  }
  forgetTakenSlots();

  try {
    const session = await provider.createCheckout(
      visitCheckoutRequest({ orderId, description, amountCents: service.priceOnlineCents, currency: service.currency, customerEmail: input.patient.email, publicUrl, locale }),
    );
    await db
      .update(payments)
      .set({ providerRef: session.sessionId, checkoutUrl: session.url, successIndicator: session.successIndicator ?? null })
      .where(eq(payments.id, orderId));
    return { orderId, session: { id: session.sessionId, url: session.url, orderId } };
  } catch (error) {
    logger.error("could not open a checkout", { orderId, error });
    const released = await releaseOrder({
      db,
      orderId,
      status: "failed",
      // A waiting-list offer's time stays kept for that parent, who can try again.
      onSlotFreed: offerId ? (tx) => reopenOffer(tx, offerId) : undefined,
    });
    if (released) forgetTakenSlots();
    throw new AppError("SERVICE_UNAVAILABLE", "Card payments are unavailable right now. Please try again in a few minutes.");
  }
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The health-data consent given with one visit, recorded as it was for another (a second try to pay). */
async function carryConsent(tx: Transaction, fromAppointmentId: string, toAppointmentId: string): Promise<void> {
  const [given] = await tx
    .select()
    .from(consents)
    .where(and(eq(consents.appointmentId, fromAppointmentId), eq(consents.purpose, "health_data_care"), eq(consents.action, "given")))
    .orderBy(desc(consents.createdAt))
    .limit(1);
  // A visit booked before consents were recorded has none to carry.
  if (!given) return;
  await recordConsent(tx, { ...given, appointmentId: toAppointmentId, purpose: "health_data_care", action: "given" });
}

/** "Another child" of a proved account: one of its children from this booking on (within the account's limit). */
async function addBookedChild(tx: Transaction, child: { userId: string; name: string; dateOfBirth: string }): Promise<string> {
  if ((await roomForChildren(tx, child.userId)) <= 0) throw new AppError("CONFLICT", TOO_MANY_CHILDREN);
  const details = { ...splitChildName(child.name), dateOfBirth: child.dateOfBirth };
  const [created] = await tx.insert(children).values({ ...details, createdBy: child.userId }).returning({ id: children.id });
  await tx.insert(childAdults).values({ childId: created!.id, userId: child.userId, role: "inviting" });
  await recordChange(tx, {
    byParent: { via: "account", userId: child.userId, email: null },
    action: "add child from a booking",
    entity: "child",
    entityId: created!.id,
    before: null,
    after: { name: `${details.firstName} ${details.lastName}`.trim(), dateOfBirth: details.dateOfBirth },
  });
  return created!.id;
}
