import "server-only";

import { and, asc, eq, inArray, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import { waitlistPolicy } from "~/config/visit-policy";
import type { Locale } from "~/i18n/locales";
import { addDays, beirutDate } from "~/lib/beirut-time";
import type { TJoinWaitlistParsed } from "~/schemas/appointments";
import type { SessionUser } from "~/server/auth/session";
import { parentOnForm, recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { appointments, slotHolds, waitlistEntries, waitlistOffers } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { enqueueJob } from "~/server/jobs/enqueue-job";
import { mailLanguage } from "~/server/mail/mail-language";
import { sendParentMessage } from "~/server/messaging/send-parent-message";
import { assertChildAccess, CHILD_NOT_FOUND } from "../family/child-access";
import { assertDateOfBirth } from "../family/child-record";
import { waitlistJoinsPerAddress } from "../security/limits";
import { clientAddress, consumeRateLimits } from "../security/rate-limit";
import { listAvailableDays } from "./list-available-days";
import { forgetTakenSlots } from "./list-time-slots";
import { scheduledSlots } from "./schedule-cache";
import { lockSlot } from "./slot-holds";
import { waitlistOfferUrl } from "./manage-link";
import { parentNameOf } from "./parent-name";
import { accountProvesAddress, placeInLine, sendWaitlistConfirmEmail } from "./waitlist-confirmation";

/** How far ahead a parent can wait for a day: as far as the booking calendar shows. */
export const WAITLIST_DAYS_AHEAD = 60;

export const DAY_NOT_FULL_MESSAGE = "This day still has free times: please book one of them.";
export const DAY_CLOSED_MESSAGE = "The clinic has no online visits on this day.";
/** The place was booked or deleted between joining and reading it back: rare, and asking again works. */
export const WAITLIST_CHANGED_MESSAGE = "Your place on the waiting list changed meanwhile. Please try again.";

/** The days a parent can wait for: those of the next two months that are full (decision 029). */
export async function listFullDays({ db, now = new Date() }: { db: Database; now?: Date }): Promise<string[]> {
  const today = beirutDate(now);
  const { days } = await listAvailableDays({ db, from: today, to: addDays(today, WAITLIST_DAYS_AHEAD), now });
  return days.filter((day) => day.full).map((day) => day.date);
}

/**
 * A parent asks for a place in a full day's line, in the language of the page they joined on
 * (their e-mails and the booking they make with an offer). The place counts once its address is
 * confirmed: at once for a signed-in parent whose account proved that address, otherwise by the
 * link e-mailed to it (decision 037). Joining again with the same address keeps the one place (and
 * e-mails the link again while it is unconfirmed). Answers whether it is confirmed and, if so, the
 * place in the line (1 = next to be offered a freed time).
 */
export async function joinWaitlist({
  db,
  input,
  headers = new Headers(),
  locale = "en",
  user = null,
  now = new Date(),
}: {
  db: Database;
  input: TJoinWaitlistParsed;
  headers?: Headers;
  locale?: Locale;
  user?: SessionUser | null;
  now?: Date;
}): Promise<{ date: string; confirmed: boolean; place: number | null }> {
  const today = beirutDate(now);
  if (input.date < today || input.date > addDays(today, WAITLIST_DAYS_AHEAD)) {
    throw new AppError("BAD_REQUEST", "Please choose a day within the next two months.", { date: "Please choose a day within the next two months." });
  }
  const [day] = (await listAvailableDays({ db, from: input.date, to: input.date, now })).days;
  if (!day || (!day.full && day.freeSlots === 0)) throw new AppError("BAD_REQUEST", DAY_CLOSED_MESSAGE, { date: DAY_CLOSED_MESSAGE });
  if (!day.full) throw new AppError("BAD_REQUEST", DAY_NOT_FULL_MESSAGE, { date: DAY_NOT_FULL_MESSAGE });
  await consumeRateLimits(db, [waitlistJoinsPerAddress(clientAddress(headers))], "Too many waiting-list requests from this network. Please call us or try again in an hour.", now);

  const email = input.email.toLowerCase();
  const child = await waitlistChild(db, user, input, now);
  const proved = await accountProvesAddress(db, user, email);
  const details = {
    patientName: child.name,
    phone: input.phoneNumber.replace(/[^\d+]/g, ""),
    locale,
    userId: user?.id ?? null,
    childId: child.childId,
    childDateOfBirth: child.dateOfBirth,
  };
  const mine = and(eq(waitlistEntries.date, input.date), eq(waitlistEntries.email, email), eq(waitlistEntries.status, "waiting"));
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(waitlistEntries)
      .values({ date: input.date, email, ...details, createdAt: now, confirmedAt: proved ? now : null })
      .onConflictDoNothing()
      .returning({ id: waitlistEntries.id });
    // Asked for again while unconfirmed, the place takes the latest details (the confirmation page
    // shows them) and a new time to be confirmed in; a proved account confirms it.
    const [renewed] = await tx
      .update(waitlistEntries)
      .set({ ...details, createdAt: now, confirmedAt: proved ? now : null })
      .where(and(mine, isNull(waitlistEntries.confirmedAt)))
      .returning({ id: waitlistEntries.id });
    const placeId = created?.id ?? renewed?.id;
    if (placeId) {
      await recordChange(tx, {
        byParent: parentOnForm(user, email),
        action: created ? "join waiting list" : "ask again for a waiting-list place",
        entity: "waiting-list place",
        entityId: placeId,
        before: null,
        after: { date: input.date, name: details.patientName, phone: details.phone, childId: details.childId, confirmed: proved },
      });
    }
  });
  const [entry] = await db
    .select({
      id: waitlistEntries.id,
      date: waitlistEntries.date,
      patientName: waitlistEntries.patientName,
      email: waitlistEntries.email,
      createdAt: waitlistEntries.createdAt,
      locale: waitlistEntries.locale,
      confirmedAt: waitlistEntries.confirmedAt,
    })
    .from(waitlistEntries)
    .where(mine);
  if (!entry) throw new AppError("CONFLICT", WAITLIST_CHANGED_MESSAGE);
  if (!entry.confirmedAt) {
    await sendWaitlistConfirmEmail(db, entry, now);
    return { date: input.date, confirmed: false, place: null };
  }
  return { date: input.date, confirmed: true, place: await placeInLine(db, entry.id) };
}

/**
 * Whom a place is for (decision 054): one of the signed-in parent's children by id (any other id,
 * and any id from a guest, is assertChildAccess's one "Child not found."), named as the child; or
 * the child named on the form with its date of birth, kept with the place; or the name alone.
 */
async function waitlistChild(
  db: Database,
  user: SessionUser | null,
  input: TJoinWaitlistParsed,
  now: Date,
): Promise<{ name: string; childId: string | null; dateOfBirth: string | null }> {
  if (input.childId !== undefined) {
    if (!user) throw new AppError("NOT_FOUND", CHILD_NOT_FOUND);
    const child = await assertChildAccess(db, user.id, input.childId);
    return { name: `${child.firstName} ${child.lastName}`.trim(), childId: child.id, dateOfBirth: null };
  }
  if (input.dateOfBirth === undefined) return { name: input.name, childId: null, dateOfBirth: null };
  assertDateOfBirth(input.dateOfBirth, now);
  return { name: input.name, childId: null, dateOfBirth: input.dateOfBirth };
}

/**
 * In the transaction that frees a slot (a cancel, a move away, an unpaid hold released): when
 * parents wait for its day, a job offers them the time once the transaction commits. `key` names
 * the freeing, so a retried change offers once.
 */
export async function offerFreedTime(tx: Database, startsAt: Date, key: string, now = new Date()): Promise<void> {
  if (startsAt.getTime() - now.getTime() < waitlistPolicy.minimumNoticeMinutes * 60_000) return;
  const [waiting] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, beirutDate(startsAt)), eq(waitlistEntries.status, "waiting"), isNotNull(waitlistEntries.confirmedAt)))
    .limit(1);
  if (waiting) await enqueueJob("offer-freed-time", { startsAt: startsAt.toISOString() }, { key, db: tx });
}

/**
 * The job: keeps a freed time for the first parents of its day's line who were not offered it
 * yet, and e-mails each a link. Nothing when the time was booked meanwhile, is still kept, or
 * nobody (else) waits; then a lapsed hold is dropped and the time is everyone's.
 */
export async function offerTimeToWaitlist({ db, startsAt, now = new Date() }: { db: Database; startsAt: Date; now?: Date }): Promise<{ offered: number }> {
  const date = beirutDate(startsAt);
  const scheduled = (await scheduledSlots(db, date)).some((slot) => slot.startsAt.getTime() === startsAt.getTime());
  const offers = await db.transaction(async (tx) => {
    await lockSlot(tx, startsAt);
    const [hold] = await tx.select().from(slotHolds).where(eq(slotHolds.startsAt, startsAt));
    if (hold && hold.expiresAt.getTime() > now.getTime()) return [];
    const [booked] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.startsAt, startsAt), inArray(appointments.status, ["pending", "confirmed"])));
    const soon = startsAt.getTime() - now.getTime() < waitlistPolicy.minimumNoticeMinutes * 60_000;
    const next =
      booked || soon || !scheduled
        ? []
        : await tx
            .select()
            .from(waitlistEntries)
            .where(
              and(
                eq(waitlistEntries.date, date),
                eq(waitlistEntries.status, "waiting"),
                // Only confirmed places are in the line, in the order they were confirmed.
                isNotNull(waitlistEntries.confirmedAt),
                notExists(tx.select({ one: sql`1` }).from(waitlistOffers).where(and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.startsAt, startsAt)))),
              ),
            )
            .orderBy(asc(waitlistEntries.confirmedAt), asc(waitlistEntries.id))
            .limit(waitlistPolicy.offersPerFreedTime);
    if (next.length === 0) {
      if (hold) await tx.delete(slotHolds).where(eq(slotHolds.startsAt, startsAt));
      return [];
    }
    const expiresAt = new Date(now.getTime() + waitlistPolicy.holdMinutes * 60_000);
    await tx
      .insert(slotHolds)
      .values({ startsAt, expiresAt })
      .onConflictDoUpdate({ target: slotHolds.startsAt, set: { expiresAt, lapseHandledAt: null } });
    const made = await tx
      .insert(waitlistOffers)
      .values(next.map((entry) => ({ entryId: entry.id, startsAt, expiresAt })))
      .returning();
    for (const offer of made) {
      const entry = next.find((e) => e.id === offer.entryId)!;
      await sendOfferEmail(tx, { offer, entry, competing: made.length - 1 });
    }
    return made;
  });
  if (offers.length) forgetTakenSlots();
  return { offered: offers.length };
}

/**
 * Scheduled (with the unpaid holds' sweep): a kept time nobody booked in time goes to the next
 * parents in line, or back to everyone. Each lapse is handled once, whichever process sees it.
 */
export async function handleLapsedHolds({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const lapsed = await db
    .update(slotHolds)
    .set({ lapseHandledAt: now })
    .where(and(lte(slotHolds.expiresAt, now), isNull(slotHolds.lapseHandledAt)))
    .returning({ startsAt: slotHolds.startsAt });
  for (const { startsAt } of lapsed) await offerTimeToWaitlist({ db, startsAt, now });
  if (lapsed.length) forgetTakenSlots();
  return lapsed.length;
}

async function sendOfferEmail(
  tx: Database,
  { offer, entry, competing }: { offer: typeof waitlistOffers.$inferSelect; entry: typeof waitlistEntries.$inferSelect; competing: number },
) {
  // In the language the parent joined the line in.
  const m = await mailLanguage(entry.locale);
  const { t } = m;
  const when = m.dateTime(offer.startsAt);
  const until = m.time(offer.expiresAt);
  const mail = m.render({
    preheader: t("waitlistOffer.preheader", { time: until }),
    heading: t("waitlistOffer.heading"),
    blocks: [
      { kind: "paragraph", text: t("waitlistOffer.greeting", { name: entry.patientName, doctor: clinic.doctor.name }) },
      { kind: "details", rows: [[t("labels.when"), when], [t("labels.keptUntil"), t("format.until", { time: until })]] },
      { kind: "paragraph", text: competing > 0 ? t("waitlistOffer.competing", { others: competing }) : t("waitlistOffer.alone") },
      { kind: "button", label: t("waitlistOffer.button"), url: waitlistOfferUrl(offer, entry.locale) },
      { kind: "paragraph", text: t("waitlistOffer.notNeeded") },
      { kind: "details", rows: m.contactRows() },
    ],
  });
  // On WhatsApp when the number's parent chose it (decision 053), the e-mail if it cannot be delivered.
  await sendParentMessage(tx, {
    key: offer.id,
    mail: { template: "waitlist-offer", to: entry.email, subject: t("waitlistOffer.subject", { when }), ...mail, headers: m.headers, replyTo: clinic.email },
    whatsapp: {
      phone: entry.phone,
      appointmentId: null,
      template: "waitlist_offer",
      locale: entry.locale,
      parameters: { parent_name: await parentNameOf(tx, { email: entry.email, bookedAs: entry.patientName }), when, held_until: m.dateTime(offer.expiresAt) },
      link: waitlistOfferUrl(offer, entry.locale),
    },
  });
}
