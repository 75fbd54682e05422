import "server-only";

import { and, asc, eq, inArray, ne, or, sql, type AnyColumn } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import {
  whatsappInbound,
  whatsappOptIns,
  appointments,
  certificates,
  childAdults,
  consents,
  children,
  enrollments,
  familyInvitations,
  lessonProgress,
  newsletterSubscribers,
  oneTimeCodes,
  payments,
  pendingRegistrations,
  rateLimitCounters,
  sessions,
  users,
  waitlistEntries,
} from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { JOB_SCHEMA } from "~/server/jobs/job-definitions";
import type { PaymentProvider } from "~/server/payments/provider";
import { issueOneTimeCode, verifyOneTimeCode } from "~/server/services/users/one-time-codes";
import { sendErasureCode, sendErasureDone, sendFamilyAdultLeft } from "./erasure-emails";
import { erasedAddress, isErasedAddress } from "./erased-address";
import { cancelVisitsBeforeErasure, hasUpcomingWithAddress, visitsErasureCancels, type VisitToCancel } from "./erasure-visits";

export const ACCOUNT_NOT_FOUND = "Account not found.";
export const STAFF_ACCOUNT_MESSAGE = "A staff account is not deleted here: an administrator disables it in the back-office.";
export const VISIT_BOOKED_MEANWHILE = "A visit was booked with your address while your account was being deleted: nothing was deleted. Please ask for a new code and try again.";

/** What erasure did, in counts: nothing personal. */
export type ErasureOutcome = {
  /** Visits ahead booked with the address, cancelled first by the clinic's rules (decision 055). */
  visitsCancelled: number;
  refundedCents: number;
  childrenErased: number;
  childrenKeptByOtherAdult: number;
  visitsKept: number;
  paymentsKept: number;
};

/**
 * Step 1 of "Delete my account": a code to the account's own address (read from the database, never
 * from the request: a code cannot be sent to, or used for, another address). The site's one-time
 * codes with their limits: one a minute and ten an hour per address, per network, 5 tries a code.
 */
export async function requestErasureCode({ db, userId, headers, locale }: { db: Database; userId: string; headers: Headers; locale: Locale }): Promise<{ email: string }> {
  const [user] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user || isErasedAddress(user.email)) throw new AppError("NOT_FOUND", ACCOUNT_NOT_FOUND);
  if (user.role !== "parent") throw new AppError("FORBIDDEN", STAFF_ACCOUNT_MESSAGE);
  const code = await issueOneTimeCode({ db, email: user.email, purpose: "account_erasure", headers });
  await sendErasureCode(user.email, code, locale);
  return { email: user.email };
}

/**
 * What erasing the account now would cancel (decision 055), for the page to say before the code is
 * asked: the visits ahead booked with its address, once that address is proved (as "My
 * appointments" lists them; an unproved address might be someone else's bookings).
 */
export async function previewMyErasure({ db, userId, locale, now = new Date() }: { db: Database; userId: string; locale: Locale; now?: Date }): Promise<{ visits: VisitToCancel[] }> {
  const [user] = await db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (!user?.emailVerified || isErasedAddress(user.email)) return { visits: [] };
  return { visits: await visitsErasureCancels({ db, email: user.email, locale, now }) };
}

/** Step 2: the code e-mailed to the account's address erases the account; the confirmation speaks the page's language. */
export async function eraseMyAccount({
  db,
  provider,
  userId,
  code,
  headers,
  locale,
  now = new Date(),
}: {
  db: Database;
  provider: PaymentProvider;
  userId: string;
  code: string;
  headers: Headers;
  locale?: Locale;
  now?: Date;
}) {
  const [user] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user || isErasedAddress(user.email)) throw new AppError("NOT_FOUND", ACCOUNT_NOT_FOUND);
  if (user.role !== "parent") throw new AppError("FORBIDDEN", STAFF_ACCOUNT_MESSAGE);
  await verifyOneTimeCode({ db, email: user.email, purpose: "account_erasure", code, headers, now });
  return eraseAccount({ db, provider, userId, by: { kind: "parent" }, locale, now });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Erases a parent's account as the data map says (decision 051). First its visits ahead booked with
 * its address are cancelled, each by the clinic's cancellation rules through the cancel service
 * (decision 055): erasure would leave them booked with no one to reach. Then, in one transaction
 * under the account's row lock (racing erasures: the second finds it erased), the rest. Kept, detached: the visits
 * (the clinical record) and payments (invoices), and the audit log. The account's row stays as the
 * audit log's anchor, anonymised under an address no one can hold; the parent's address may
 * register anew at once. Every session ends. The parent is told by e-mail, in `locale` (the page's)
 * or the account's language.
 */
export async function eraseAccount({
  db,
  provider,
  userId,
  by,
  locale,
  now = new Date(),
}: {
  db: Database;
  provider: PaymentProvider;
  userId: string;
  by: { kind: "parent" } | { kind: "staff"; staffId: string };
  locale?: Locale;
  now?: Date;
}): Promise<ErasureOutcome> {
  const [account] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
  if (!account || isErasedAddress(account.email)) throw new AppError("NOT_FOUND", ACCOUNT_NOT_FOUND);
  if (account.role !== "parent") throw new AppError("FORBIDDEN", STAFF_ACCOUNT_MESSAGE);
  const cancelled = await cancelVisitsBeforeErasure({ db, provider, userId, email: account.email, by, now });

  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email, role: users.role, locale: users.locale }).from(users).where(eq(users.id, userId)).for("update");
    if (!user || isErasedAddress(user.email)) throw new AppError("NOT_FOUND", ACCOUNT_NOT_FOUND);
    if (user.role !== "parent") throw new AppError("FORBIDDEN", STAFF_ACCOUNT_MESSAGE);
    const address = user.email.trim().toLowerCase();
    // Booked in another tab since the cancellations: erasing now would leave it with no one to reach.
    if (await hasUpcomingWithAddress(tx, address, now)) throw new AppError("CONFLICT", VISIT_BOOKED_MEANWHILE);
    const sameAddress = (column: AnyColumn) => sql`lower(${column}) = ${address}`;

    const visits = await tx
      .update(appointments)
      .set({ patientEmail: null, patientPhone: "", updatedAt: now })
      .where(sameAddress(appointments.patientEmail))
      .returning({ id: appointments.id });

    const { counts: family, stayingWith } = await eraseFamily(tx, user.id, now);

    // Invoices stay, without the address; a course's payment loses its enrollment, deleted below.
    const mine = tx.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.userId, user.id));
    const kept = await tx
      .update(payments)
      .set({ customerEmail: sql`case when lower(${payments.customerEmail}) = ${address} then null else ${payments.customerEmail} end`, enrollmentId: null, updatedAt: now })
      .where(or(sameAddress(payments.customerEmail), inArray(payments.enrollmentId, mine)))
      .returning({ id: payments.id });
    await tx.delete(lessonProgress).where(eq(lessonProgress.userId, user.id));
    await tx.delete(certificates).where(eq(certificates.userId, user.id));
    await tx.delete(enrollments).where(eq(enrollments.userId, user.id));

    // The proof that data was processed lawfully stays, naming no one (decision 049).
    await tx.update(consents).set({ userId: null, email: null }).where(or(eq(consents.userId, user.id), sameAddress(consents.email)));
    // WhatsApp (decision 053): agreements lose the account (the number's STOP keeps holding); what
    // the parent wrote from their visits' numbers goes.
    await tx.update(whatsappOptIns).set({ userId: null }).where(eq(whatsappOptIns.userId, user.id));
    if (visits.length > 0) await tx.delete(whatsappInbound).where(inArray(whatsappInbound.appointmentId, visits.map((v) => v.id)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email));
    await tx.delete(waitlistEntries).where(or(sameAddress(waitlistEntries.email), eq(waitlistEntries.userId, user.id)));
    await tx.delete(pendingRegistrations).where(sameAddress(pendingRegistrations.email));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, address));
    // Counters keyed by the address ("code-send:email:<address>"): personal data, and the address
    // registers anew at once. The per-network counters stay.
    await tx.delete(rateLimitCounters).where(sql`right(${rateLimitCounters.key}, ${address.length + 1}) = ${`:${address}`}`);
    // The e-mails already sent to the address (bodies, recipients); those still waiting go out.
    await tx.execute(sql`delete from ${sql.raw(`${JOB_SCHEMA}.job`)} where state = 'completed' and name in ('send-email', 'send-code-email') and lower(data->>'to') = ${address}`);

    await tx
      .update(users)
      .set({
        email: erasedAddress(user.id),
        name: null,
        image: null,
        firstName: "",
        lastName: "",
        phoneNumber: null,
        passwordHash: null,
        emailVerified: null,
        disabledAt: now,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));

    const outcome: ErasureOutcome = { ...cancelled, ...family, visitsKept: visits.length, paymentsKept: kept.length };
    await recordChange(tx, {
      ...(by.kind === "staff" ? { actorId: by.staffId } : { byParent: { via: "account" as const, userId: user.id, email: null } }),
      action: "erase account",
      entity: "user",
      entityId: user.id,
      before: null,
      after: outcome,
    });
    await sendErasureDone(tx, address, locale ?? user.locale, { byStaff: by.kind === "staff", visitsCancelled: cancelled.visitsCancelled }, user.id);
    for (const { child, adult } of stayingWith) {
      await sendFamilyAdultLeft(tx, { to: adult.email, locale: adult.locale, childFirstName: child.firstName, key: `family-adult-left:${user.id}:${child.id}:${adult.id}` });
    }
    return outcome;
  });
}

/**
 * The account's children: one it shares with another adult stays with them (who becomes its
 * inviting adult); one it alone acts for is anonymised — its row goes, its visits stay as the
 * clinical record with the child's name they were booked under, without a contact (child_id emptied
 * by the foreign key).
 * Each child's row is locked, as every family change does (decision 045).
 */
async function eraseFamily(tx: Transaction, userId: string, now: Date) {
  const links = await tx.select({ childId: childAdults.childId }).from(childAdults).where(eq(childAdults.userId, userId)).orderBy(asc(childAdults.childId));
  let childrenErased = 0;
  let childrenKeptByOtherAdult = 0;
  /** Each shared child and each adult it stays with: they are told (sendFamilyAdultLeft). */
  const stayingWith: Array<{ child: { id: string; firstName: string }; adult: { id: string; email: string; locale: Locale } }> = [];
  for (const { childId } of links) {
    const [child] = await tx.select({ id: children.id, firstName: children.firstName }).from(children).where(eq(children.id, childId)).for("update");
    const others = await tx
      .select({ userId: childAdults.userId, email: users.email, locale: users.locale })
      .from(childAdults)
      .innerJoin(users, eq(users.id, childAdults.userId))
      .where(and(eq(childAdults.childId, childId), ne(childAdults.userId, userId)));
    if (others.length === 0) {
      // Its visits lose the family's contact too, whoever booked them and however (the clinic may
      // have booked one for a parent who phoned, with the phone alone and no e-mail).
      await tx.update(appointments).set({ patientEmail: null, patientPhone: "", updatedAt: now }).where(eq(appointments.childId, childId));
      await tx.delete(children).where(eq(children.id, childId));
      childrenErased++;
    } else {
      await tx.delete(childAdults).where(and(eq(childAdults.childId, childId), eq(childAdults.userId, userId)));
      await tx.update(childAdults).set({ role: "inviting" }).where(eq(childAdults.childId, childId));
      await tx.update(children).set({ createdBy: null, updatedAt: now }).where(and(eq(children.id, childId), eq(children.createdBy, userId)));
      childrenKeptByOtherAdult++;
      for (const other of others) if (child) stayingWith.push({ child, adult: { id: other.userId, email: other.email, locale: other.locale } });
    }
  }
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await tx.delete(familyInvitations).where(or(eq(familyInvitations.invitedBy, userId), sql`lower(${familyInvitations.email}) = ${account!.email.toLowerCase()}`));
  return { counts: { childrenErased, childrenKeptByOtherAdult }, stayingWith };
}
