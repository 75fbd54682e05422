import "server-only";

import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { localePath, type Locale } from "~/i18n/locales";
import { getAuthSecret } from "~/server/auth/secret";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { newsletterSubscribers } from "~/server/db/schema";
import { logger } from "~/server/logger";
import { mailLanguage } from "~/server/mail/mail-language";
import { sendMail } from "~/server/mail/send-mail";
import { pageOfRequest, recordConsent } from "~/server/privacy/consents";
import { newsletterSignUpsPerAddress, newsletterSignUpsPerEmail } from "../security/limits";
import { clientAddress, consumeRateLimits } from "../security/rate-limit";

/** Version of the form's wording ("Subscribe to our newsletter …") recorded with each consent. */
export const NEWSLETTER_CONSENT_VERSION = "2026-11-v1";

function unsubscribeSignature(subscriberId: string): string {
  return createHmac("sha256", getAuthSecret()).update(`unsubscribe:${subscriberId}`).digest("base64url").slice(0, 32);
}

/**
 * The one-click address (RFC 8058): a GET shows a page (in the subscriber's language) with a
 * button, a POST unsubscribes at once.
 */
export function unsubscribeUrl(subscriberId: string, { api = false, locale = "en" }: { api?: boolean; locale?: Locale } = {}): string {
  const path = api ? `/api/newsletter/unsubscribe/${subscriberId}` : localePath(locale, `/newsletter/unsubscribe/${subscriberId}`);
  return `${env.PUBLIC_URL}${path}?t=${unsubscribeSignature(subscriberId)}`;
}

export function unsubscribeTokenValid(subscriberId: string, token: string | null): boolean {
  if (!token) return false;
  const expected = Buffer.from(unsubscribeSignature(subscriberId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

async function sendWelcome(subscriberId: string, email: string, locale: Locale) {
  const m = await mailLanguage(locale);
  const { t } = m;
  const mail = m.render({
    preheader: t("newsletter.preheader"),
    heading: t("newsletter.heading"),
    blocks: [
      { kind: "paragraph", text: t("newsletter.body", { clinic: clinic.name, doctor: clinic.doctor.name }) },
      { kind: "paragraph", text: t("newsletter.unsubscribeIntro") },
      { kind: "button", label: t("newsletter.button"), url: unsubscribeUrl(subscriberId, { locale }) },
    ],
  });
  await sendMail({
    template: "newsletter-welcome",
    to: email,
    subject: t("newsletter.subject", { clinic: clinic.name }),
    ...mail,
    headers: {
      ...m.headers,
      "List-Unsubscribe": `<${unsubscribeUrl(subscriberId, { api: true })}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  },
  // Each (re)subscription is welcomed once; the service decides when that is.
  { key: randomUUID() },
  );
}

/**
 * Subscribing twice is harmless: the address stays one subscriber and gets one welcome. Someone
 * who had unsubscribed is subscribed again with the new consent recorded, and welcomed again. The
 * language of the latest sign-up's page is kept for the subscriber (`locale`).
 */
export async function subscribeToNewsletter({
  db,
  email,
  source = "footer",
  headers = new Headers(),
  locale = "en",
  userId = null,
}: {
  db: Database;
  email: string;
  source?: string;
  headers?: Headers;
  locale?: Locale;
  /** The signed-in account that subscribed, recorded with the consent. */
  userId?: string | null;
}): Promise<{ welcomed: boolean }> {
  const normalisedEmail = email.trim().toLowerCase();
  await consumeRateLimits(
    db,
    [
      newsletterSignUpsPerAddress(clientAddress(headers)),
      newsletterSignUpsPerEmail(normalisedEmail),
    ],
    "Too many sign-ups. Please try again later.",
  );
  const row = await db.transaction(async (tx) => {
    const [upserted] = await tx
      .insert(newsletterSubscribers)
      .values({ email: normalisedEmail, source, consentVersion: NEWSLETTER_CONSENT_VERSION, locale })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          unsubscribedAt: null,
          locale,
          source: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.source} else excluded.source end`,
          consentVersion: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.consentVersion} else excluded.consent_version end`,
          subscribedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.subscribedAt} else now() end`,
        },
      })
      .returning({
        id: newsletterSubscribers.id,
        // New row, or a row that was unsubscribed before this statement: both deserve a welcome.
        welcome: sql<boolean>`(xmax = 0) or ${newsletterSubscribers.subscribedAt} = now()`,
      });
    // A new or renewed subscription is a consent given (decision 049), and the parent's change
    // (audited); subscribing again changes nothing.
    if (upserted?.welcome) {
      await recordConsent(tx, { userId, email: normalisedEmail, purpose: "newsletter", page: pageOfRequest(headers, `newsletter form (${source})`) });
      await recordChange(tx, { byParent: userId ? { via: "account", userId, email: null } : { via: "form", email: normalisedEmail }, action: "subscribe to newsletter", entity: "newsletter subscription", entityId: upserted.id, before: null, after: { source, consentVersion: NEWSLETTER_CONSENT_VERSION } });
    }
    return upserted;
  });
  if (row?.welcome) {
    await sendWelcome(row.id, normalisedEmail, locale).catch((error: unknown) =>
      logger.error("newsletter welcome e-mail failed", { error }),
    );
  }
  return { welcomed: Boolean(row?.welcome) };
}

/** Ends a subscription; true when the address was subscribed. */
export async function unsubscribeFromNewsletter({
  db,
  subscriberId,
  page = "unsubscribe link",
}: {
  db: Database;
  subscriberId: string;
  page?: string;
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(sql`${newsletterSubscribers.id} = ${subscriberId} and ${newsletterSubscribers.unsubscribedAt} is null`)
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    // The withdrawal is recorded as the consent was (decision 049), and audited as the parent's.
    if (row) {
      await recordConsent(tx, { email: row.email, purpose: "newsletter", action: "withdrawn", page });
      await recordChange(tx, { byParent: { via: "e-mailed link", email: row.email }, action: "unsubscribe from newsletter", entity: "newsletter subscription", entityId: row.id, before: { subscribed: true }, after: { subscribed: false } });
    }
    return Boolean(row);
  });
}

export async function findSubscriber(db: Database, subscriberId: string) {
  if (!/^[0-9a-f-]{36}$/.test(subscriberId)) return null;
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId));
  return row ?? null;
}
