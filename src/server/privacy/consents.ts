import "server-only";

import { and, desc, eq, isNull, or, sql } from "drizzle-orm";

import { CURRENT_NOTICE_VERSION } from "~/config/privacy-notice";
import type { SessionUser } from "~/server/auth/session";
import { accountActor, recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { childAdults, children, consents, newsletterSubscribers, users, type CONSENT_CHANNELS, type CONSENT_PURPOSES } from "~/server/db/schema";
import { AppError } from "~/server/errors";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The consent a form or a caller gave: the notice's version shown and the page it was given on. */
export type GivenConsent = { noticeVersion?: string; page: string };

/**
 * Appends one consent row (decision 049): who (an account, else a guest's e-mail, else the visit's
 * parent), for which child
 * and visit, which purpose, given or withdrawn, under which notice version, from which page. Rows
 * are never changed: a purpose's state is its latest row.
 */
export async function recordConsent(
  db: Executor,
  {
    userId = null,
    email = null,
    childId = null,
    appointmentId = null,
    purpose,
    action = "given",
    noticeVersion = CURRENT_NOTICE_VERSION,
    page,
    channel = "online",
    recordedBy = null,
  }: {
    userId?: string | null;
    email?: string | null;
    childId?: string | null;
    appointmentId?: string | null;
    purpose: ConsentPurpose;
    action?: "given" | "withdrawn";
    noticeVersion?: string;
    page: string;
    /** By phone: staff told the parent of the notice and booked for them (decision 055), `recordedBy` naming the staff member. */
    channel?: ConsentChannel;
    recordedBy?: string | null;
  },
): Promise<void> {
  // A guest who gave no e-mail is the visit's parent (its name and phone).
  if (!userId && !email && !appointmentId) throw new Error("a consent names an account, an e-mail or a visit");
  if (channel === "phone" && !recordedBy) throw new Error("a consent given by phone names the staff member who recorded it");
  await db.insert(consents).values({
    userId,
    email: email?.trim().toLowerCase() ?? null,
    childId,
    appointmentId,
    purpose,
    action,
    noticeVersion,
    page: page.slice(0, 200),
    channel,
    recordedBy,
  });
}

/**
 * The site's page a request came from (its Referer's path, on this site), for a consent given
 * through a form that does not say; else `fallback`.
 */
export function pageOfRequest(headers: Headers, fallback: string): string {
  const referer = headers.get("referer");
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    const own = headers.get("host");
    return own && url.host === own ? url.pathname : fallback;
  } catch {
    return fallback;
  }
}

/** The account's address, when it has proved it (the newsletter is sent to it). */
async function provedEmail(db: Database, userId: string): Promise<string | null> {
  const [account] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return account?.verified && account.email ? account.email.toLowerCase() : null;
}

export type NewsletterConsent = { email: string | null; subscribed: boolean; since: Date | null };

/** Whether the signed-in parent's address receives the newsletter, for "My data" in the dashboard. */
export async function readNewsletterConsent({ db, user }: { db: Database; user: SessionUser }): Promise<NewsletterConsent> {
  const email = await provedEmail(db, user.id);
  if (!email) return { email: null, subscribed: false, since: null };
  const [row] = await db
    .select({ subscribedAt: newsletterSubscribers.subscribedAt })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)));
  return { email, subscribed: Boolean(row), since: row?.subscribedAt ?? null };
}

export const NOT_SUBSCRIBED = "This address does not receive the newsletter.";

/**
 * One click in the dashboard: the account's address stops receiving the newsletter at once, and
 * the withdrawal is recorded. Withdrawing twice is "not subscribed".
 */
export async function withdrawNewsletterConsent({ db, user, page }: { db: Database; user: SessionUser; page: string }): Promise<NewsletterConsent> {
  const email = await provedEmail(db, user.id);
  if (!email) throw new AppError("CONFLICT", NOT_SUBSCRIBED);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)))
      .returning({ id: newsletterSubscribers.id });
    if (!row) throw new AppError("CONFLICT", NOT_SUBSCRIBED);
    await recordConsent(tx, { userId: user.id, email, purpose: "newsletter", action: "withdrawn", page });
    await recordChange(tx, { ...accountActor(user), action: "unsubscribe from newsletter", entity: "newsletter subscription", entityId: row.id, before: { subscribed: true }, after: { subscribed: false } });
    return { email, subscribed: false, since: null };
  });
}

export type ConsentRecord = {
  purpose: ConsentPurpose;
  action: "given" | "withdrawn";
  childName: string | null;
  noticeVersion: string;
  /** Given on the site, or told by phone to the clinic's staff who booked for the parent. */
  channel: ConsentChannel;
  createdAt: Date;
};

/**
 * The consents the account gave or withdrew — its own rows, and those its proved address gave as a
 * guest — newest first, with the child's first name where the child is one of its own.
 */
export async function listMyConsents({ db, user }: { db: Database; user: SessionUser }): Promise<{ newsletter: NewsletterConsent; consents: ConsentRecord[] }> {
  const email = await provedEmail(db, user.id);
  const mine = email ? or(eq(consents.userId, user.id), eq(consents.email, email)) : eq(consents.userId, user.id);
  const rows = await db
    .select({
      purpose: consents.purpose,
      action: consents.action,
      childName: sql<string | null>`case when ${childAdults.userId} is not null then ${children.firstName} end`,
      noticeVersion: consents.noticeVersion,
      channel: consents.channel,
      createdAt: consents.createdAt,
    })
    .from(consents)
    .leftJoin(children, eq(children.id, consents.childId))
    .leftJoin(childAdults, and(eq(childAdults.childId, consents.childId), eq(childAdults.userId, user.id)))
    .where(mine)
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(200);
  return { newsletter: await readNewsletterConsent({ db, user }), consents: rows };
}
