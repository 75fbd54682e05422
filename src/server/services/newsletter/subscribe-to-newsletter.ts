import "server-only";

import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { getAuthSecret } from "~/server/auth/secret";
import type { Database } from "~/server/db/client";
import { newsletterSubscribers } from "~/server/db/schema";
import { logger } from "~/server/logger";
import { renderMail } from "~/server/mail/layout";
import { sendMail } from "~/server/mail/send-mail";
import { newsletterSignUpsPerAddress, newsletterSignUpsPerEmail } from "../security/limits";
import { clientAddress, consumeRateLimits } from "../security/rate-limit";

/** Version of the form's wording ("Subscribe to our newsletter …") recorded with each consent. */
export const NEWSLETTER_CONSENT_VERSION = "2026-11-v1";

function unsubscribeSignature(subscriberId: string): string {
  return createHmac("sha256", getAuthSecret()).update(`unsubscribe:${subscriberId}`).digest("base64url").slice(0, 32);
}

/** The one-click address (RFC 8058): a GET shows a page with a button, a POST unsubscribes at once. */
export function unsubscribeUrl(subscriberId: string, { api = false } = {}): string {
  const path = api ? `/api/newsletter/unsubscribe/${subscriberId}` : `/newsletter/unsubscribe/${subscriberId}`;
  return `${env.PUBLIC_URL}${path}?t=${unsubscribeSignature(subscriberId)}`;
}

export function unsubscribeTokenValid(subscriberId: string, token: string | null): boolean {
  if (!token) return false;
  const expected = Buffer.from(unsubscribeSignature(subscriberId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

async function sendWelcome(subscriberId: string, email: string) {
  const link = unsubscribeUrl(subscriberId);
  const mail = renderMail({
    preheader: "Thank you for subscribing",
    heading: "Welcome to our newsletter",
    blocks: [
      { kind: "paragraph", text: `Thank you for subscribing to ${clinic.name}'s newsletter. About once a month, ${clinic.doctor.name} shares practical advice for parents, new courses and clinic news.` },
      { kind: "paragraph", text: "Changed your mind? One click unsubscribes you:" },
      { kind: "button", label: "Unsubscribe", url: link },
    ],
  });
  await sendMail({
    template: "newsletter-welcome",
    to: email,
    subject: `Welcome to ${clinic.name}'s newsletter`,
    ...mail,
    headers: {
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
 * who had unsubscribed is subscribed again with the new consent recorded, and welcomed again.
 */
export async function subscribeToNewsletter({
  db,
  email,
  source = "footer",
  headers = new Headers(),
}: {
  db: Database;
  email: string;
  source?: string;
  headers?: Headers;
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
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email: normalisedEmail, source, consentVersion: NEWSLETTER_CONSENT_VERSION })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        unsubscribedAt: null,
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
  if (row?.welcome) {
    await sendWelcome(row.id, normalisedEmail).catch((error: unknown) =>
      logger.error("newsletter welcome e-mail failed", { error }),
    );
  }
  return { welcomed: Boolean(row?.welcome) };
}

/** Ends a subscription; true when the address was subscribed. */
export async function unsubscribeFromNewsletter({ db, subscriberId }: { db: Database; subscriberId: string }): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(sql`${newsletterSubscribers.id} = ${subscriberId} and ${newsletterSubscribers.unsubscribedAt} is null`)
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}

export async function findSubscriber(db: Database, subscriberId: string) {
  if (!/^[0-9a-f-]{36}$/.test(subscriberId)) return null;
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId));
  return row ?? null;
}
