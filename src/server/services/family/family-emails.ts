import "server-only";

import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { childAdults, users } from "~/server/db/schema";
import { mailLanguage } from "~/server/mail/mail-language";
import { sendMail } from "~/server/mail/send-mail";

/**
 * The family's e-mails (decision 045): every change to a child or to its adults is told to each of
 * its adults, in their account's language, queued in the transaction that made the change. They
 * name the child by first name and the adults by name: never a date of birth, never the medical
 * alerts (an e-mail is read on lock screens and kept by mail providers), and the only link they
 * carry is the family page's, or the invitation's own.
 */

export type FamilyNotice = "added" | "updated" | "archived" | "invited" | "accepted" | "left" | "removed" | "revoked";

export type Recipient = { email: string; locale: Locale };

/** The adults of a child now, as their e-mails address them. */
export async function adultsToTell(db: Database, childId: string): Promise<Array<Recipient & { id: string; firstName: string; lastName: string }>> {
  return db
    .select({ id: users.id, email: users.email, locale: users.locale, firstName: users.firstName, lastName: users.lastName })
    .from(childAdults)
    .innerJoin(users, eq(users.id, childAdults.userId))
    .where(eq(childAdults.childId, childId));
}

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/**
 * A notice of one change to each recipient. `values` fill the message: `child` (first name),
 * `actor` (who did it), `adult` (who joined, left or was removed), `email` (an invited address).
 */
export async function sendFamilyNotice(
  db: Database,
  notice: FamilyNotice,
  recipients: Recipient[],
  values: { child: string; actor?: string; adult?: string; email?: string },
): Promise<void> {
  const seen = new Set<string>();
  for (const recipient of recipients) {
    const to = recipient.email.toLowerCase();
    if (seen.has(to)) continue;
    seen.add(to);
    const m = await mailLanguage(recipient.locale);
    const { t } = m;
    const filled = { clinic: clinic.name, actor: "", adult: "", email: "", ...values };
    const mail = m.render({
      preheader: t(`family.${notice}.subject`, filled),
      heading: t(`family.${notice}.heading`, filled),
      blocks: [
        { kind: "paragraph", text: t(`family.${notice}.body`, filled) },
        { kind: "button", label: t("family.button"), url: m.url("/dashboard/family") },
        { kind: "paragraph", text: t("family.notExpected") },
      ],
    });
    await sendMail(
      { template: `family-${notice}`, to: recipient.email, subject: t(`family.${notice}.subject`, filled), ...mail, headers: m.headers },
      { key: randomUUID(), db },
    );
  }
}

/** The invitation itself, to the invited address: its link is the only way to accept it. */
export async function sendInvitationEmail(
  db: Database,
  { to, locale, child, inviter, acceptPath, days }: { to: string; locale: Locale; child: string; inviter: string; acceptPath: string; days: number },
): Promise<void> {
  const m = await mailLanguage(locale);
  const { t } = m;
  const values = { clinic: clinic.name, child, inviter, email: to, days };
  const mail = m.render({
    preheader: t("family.invitation.preheader", values),
    heading: t("family.invitation.heading", values),
    blocks: [
      { kind: "paragraph", text: t("family.invitation.body", values) },
      { kind: "paragraph", text: t("family.invitation.howTo", values) },
      { kind: "button", label: t("family.invitation.button"), url: m.url(acceptPath) },
      { kind: "paragraph", text: t("family.invitation.validity", values) },
    ],
  });
  await sendMail(
    { template: "family-invitation", to, subject: t("family.invitation.subject", values), ...mail, headers: m.headers },
    { key: randomUUID(), db },
  );
}
