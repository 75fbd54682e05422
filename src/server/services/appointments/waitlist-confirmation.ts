import "server-only";

import { and, count, eq, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { formatLongDate } from "~/components/appointments/calendar-dates";
import { clinic } from "~/config/clinic";
import { waitlistPolicy } from "~/config/visit-policy";
import type { Locale } from "~/i18n/locales";
import type { SessionUser } from "~/server/auth/session";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { users, waitlistEntries } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { mailLanguage } from "~/server/mail/mail-language";
import { sendMail } from "~/server/mail/send-mail";
import { checkWaitlistConfirmToken, waitlistConfirmUrl } from "./manage-link";

/**
 * A waiting-list place counts (is offered freed times, holds its place) only once its e-mail
 * address is proved: by the link e-mailed to it, or by a signed-in parent whose account's address
 * is already proved (decision 037). Anyone can type any address; only its owner can confirm it.
 */

export const BAD_CONFIRM_LINK = "This link is not valid. Please use the link in the clinic's e-mail, or call us.";
export const CONFIRM_LINK_EXPIRED = "This confirmation link has expired. Please join the waiting list again.";

const CONFIRM_MS = waitlistPolicy.confirmHours * 60 * 60 * 1000;

/** Until when an unconfirmed place can be confirmed; after it, the place is deleted. */
export function confirmDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CONFIRM_MS);
}

/** Whether the signed-in parent's account has proved this address (a code or a link sent to it). */
export async function accountProvesAddress(db: Database, user: SessionUser | null, email: string): Promise<boolean> {
  if (!user || user.email.toLowerCase() !== email) return false;
  const [row] = await db
    .select({ proved: users.emailVerified })
    .from(users)
    .where(and(eq(users.id, user.id), isNotNull(users.emailVerified)));
  return Boolean(row);
}

/** A confirmed place's number in its day's line (1 = next to be offered a freed time): by when it was confirmed. */
export async function placeInLine(db: Database, entryId: string): Promise<number> {
  // Compared in the database against the place's own row (places confirmed by the migration carry
  // the database's microseconds, which a JavaScript Date would round).
  const mine = alias(waitlistEntries, "mine");
  const [ahead] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .innerJoin(mine, and(eq(mine.id, entryId), eq(mine.date, waitlistEntries.date)))
    // Two places confirmed in the same millisecond are ordered by id, as the offers take them.
    .where(
      and(
        eq(waitlistEntries.status, "waiting"),
        or(lt(waitlistEntries.confirmedAt, mine.confirmedAt), and(eq(waitlistEntries.confirmedAt, mine.confirmedAt), lte(waitlistEntries.id, mine.id))),
      ),
    );
  return ahead!.n;
}

type PlaceForMail = { id: string; date: string; patientName: string; email: string; createdAt: Date; locale: Locale };

/**
 * The e-mail with the link that confirms a place, in the language the parent joined in. Joining
 * again sends it again, at most once a minute (`now` names the message).
 */
export async function sendWaitlistConfirmEmail(db: Database, entry: PlaceForMail, now: Date): Promise<void> {
  const m = await mailLanguage(entry.locale);
  const { t } = m;
  const day = formatLongDate(entry.date, entry.locale);
  const deadline = confirmDeadline(entry.createdAt);
  const mail = m.render({
    preheader: t("waitlistConfirm.preheader"),
    heading: t("waitlistConfirm.heading"),
    blocks: [
      { kind: "paragraph", text: t("waitlistConfirm.greeting", { name: entry.patientName, day }) },
      { kind: "button", label: t("waitlistConfirm.button"), url: waitlistConfirmUrl(entry, deadline, entry.locale) },
      { kind: "paragraph", text: t("waitlistConfirm.deadline", { hours: waitlistPolicy.confirmHours }) },
      { kind: "paragraph", text: t("waitlistConfirm.notYou") },
      { kind: "details", rows: m.contactRows() },
    ],
  });
  await sendMail(
    { template: "waitlist-confirm", to: entry.email, subject: t("waitlistConfirm.subject", { day }), ...mail, headers: m.headers, replyTo: clinic.email },
    { key: `${entry.id}:${Math.floor(now.getTime() / 60_000)}`, db },
  );
}

export type WaitlistPlaceView = {
  id: string;
  date: string;
  patientName: string;
  email: string;
  /** unconfirmed: not in the line yet; waiting: in the line at `place`; booked: a visit was booked with an offer. */
  state: "unconfirmed" | "waiting" | "booked";
  /** The number in line while waiting; null otherwise. */
  place: number | null;
};

const placeColumns = {
  id: waitlistEntries.id,
  date: waitlistEntries.date,
  patientName: waitlistEntries.patientName,
  email: waitlistEntries.email,
  status: waitlistEntries.status,
  confirmedAt: waitlistEntries.confirmedAt,
};

/**
 * The place a confirmation link names, if the link is this place's own. A link past its time still
 * shows a place that was confirmed; an unconfirmed one it can no longer confirm.
 */
async function placeOfLink(db: Database, entryId: string, token: string, now: Date) {
  const check = checkWaitlistConfirmToken(entryId, token, now.getTime());
  if (check === "invalid") throw new AppError("FORBIDDEN", BAD_CONFIRM_LINK);
  const [entry] = await db.select(placeColumns).from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  // Deleted: the day is over, or it was never confirmed in time.
  if (!entry) throw new AppError("NOT_FOUND", check === "expired" ? CONFIRM_LINK_EXPIRED : BAD_CONFIRM_LINK);
  if (check === "expired" && !entry.confirmedAt) throw new AppError("BAD_REQUEST", CONFIRM_LINK_EXPIRED);
  return entry;
}

async function viewOf(db: Database, entry: { id: string; date: string; patientName: string; email: string; status: string; confirmedAt: Date | null }): Promise<WaitlistPlaceView> {
  const state = entry.status === "booked" ? "booked" : entry.confirmedAt ? "waiting" : "unconfirmed";
  const place = state === "waiting" ? await placeInLine(db, entry.id) : null;
  return { id: entry.id, date: entry.date, patientName: entry.patientName, email: entry.email, state, place };
}

/** The confirmation page: the place its link names, and its number in line once confirmed. */
export async function readWaitlistPlace({ db, entryId, token, now = new Date() }: { db: Database; entryId: string; token: string; now?: Date }) {
  return viewOf(db, await placeOfLink(db, entryId, token, now));
}

/**
 * The parent confirms their place with the e-mailed link: from now on it is in the line. One
 * conditional UPDATE: racing confirmations (two clicks, two processes) set the time once, and
 * each answers the same place. The time is the database's when the row changes, not the request's
 * start: a confirmation that started earlier but lands later cannot slip ahead of a place already
 * told its number.
 */
export async function confirmWaitlistPlace({ db, entryId, token, now = new Date() }: { db: Database; entryId: string; token: string; now?: Date }) {
  const place = await placeOfLink(db, entryId, token, now);
  await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(waitlistEntries)
      .set({ confirmedAt: sql`clock_timestamp()` })
      .where(and(eq(waitlistEntries.id, entryId), isNull(waitlistEntries.confirmedAt)))
      .returning({ id: waitlistEntries.id });
    if (confirmed) {
      await recordChange(tx, { byParent: { via: "e-mailed link", email: place.email }, action: "confirm waiting-list place", entity: "waiting-list place", entityId: entryId, before: { confirmed: false }, after: { confirmed: true } });
    }
  });
  const [entry] = await db.select(placeColumns).from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!entry) throw new AppError("NOT_FOUND", BAD_CONFIRM_LINK);
  return viewOf(db, entry);
}
