import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { env } from "~/env";
import { localePath, type Locale } from "~/i18n/locales";
import { getAuthSecret } from "~/server/auth/secret";

/**
 * Links in a parent's e-mails that open something without an account: signed for one purpose and
 * one record, valid until a time. The token is `<expiry in seconds>.<signature>`.
 */
type LinkPurpose = "appointment-manage" | "waitlist-offer" | "waitlist-confirm";

function signature(purpose: LinkPurpose, id: string, expires: number): string {
  return createHmac("sha256", getAuthSecret()).update(`${purpose}:${id}:${expires}`).digest("base64url");
}

function signedToken(purpose: LinkPurpose, id: string, validUntil: Date): string {
  const expires = Math.floor(validUntil.getTime() / 1000);
  return `${expires}.${signature(purpose, id, expires)}`;
}

export type SignedLinkCheck = "valid" | "expired" | "invalid";

/** Whether a token opens this record now: tampered or for another record → invalid; after its time → expired. */
function checkSignedToken(purpose: LinkPurpose, id: string, token: string | null | undefined, now: number): SignedLinkCheck {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? "");
  if (!match) return "invalid";
  const expires = Number(match[1]);
  const expected = Buffer.from(signature(purpose, id, expires));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return expires * 1000 < now ? "expired" : "valid";
}

/** The link that opens a parent's visit: valid until the visit ends. */
export function manageToken(appointmentId: string, endsAt: Date): string {
  return signedToken("appointment-manage", appointmentId, endsAt);
}

/** The visit's own page, in `locale` (/ar/appointment/manage/…): the e-mails pass the booking's language. */
export function manageUrl(appointment: { id: string; endsAt: Date }, locale: Locale = "en"): string {
  return `${env.PUBLIC_URL}${localePath(locale, `/appointment/manage/${appointment.id}`)}?t=${manageToken(appointment.id, appointment.endsAt)}`;
}

export type ManageTokenCheck = SignedLinkCheck;

export function checkManageToken(appointmentId: string, token: string | null | undefined, now = Date.now()): ManageTokenCheck {
  return checkSignedToken("appointment-manage", appointmentId, token, now);
}

/**
 * The link of a waitlist offer, in the language the parent joined in: it opens the offer until the
 * freed time starts (the page says when the hold ended).
 */
export function waitlistOfferUrl(offer: { id: string; startsAt: Date }, locale: Locale = "en"): string {
  return `${env.PUBLIC_URL}${localePath(locale, `/appointment/waitlist/${offer.id}`)}?t=${signedToken("waitlist-offer", offer.id, offer.startsAt)}`;
}

export function checkWaitlistOfferToken(offerId: string, token: string | null | undefined, now = Date.now()): SignedLinkCheck {
  return checkSignedToken("waitlist-offer", offerId, token, now);
}

/**
 * The link that proves a waiting-list place's address, in the language the parent joined in: it
 * confirms the place until `validUntil` (unconfirmed places expire then).
 */
export function waitlistConfirmUrl(entry: { id: string }, validUntil: Date, locale: Locale = "en"): string {
  return `${env.PUBLIC_URL}${localePath(locale, `/appointment/waitlist/confirm/${entry.id}`)}?t=${signedToken("waitlist-confirm", entry.id, validUntil)}`;
}

export function checkWaitlistConfirmToken(entryId: string, token: string | null | undefined, now = Date.now()): SignedLinkCheck {
  return checkSignedToken("waitlist-confirm", entryId, token, now);
}
