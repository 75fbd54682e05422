import "server-only";

import { randomUUID } from "node:crypto";

import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { mailLanguage } from "~/server/mail/mail-language";
import { sendMail } from "~/server/mail/send-mail";
import { CODE_TTL_MINUTES } from "~/server/services/users/one-time-codes";

/** The code that confirms "Delete my account", in the language of the page that asked. */
export async function sendErasureCode(email: string, code: string, locale: Locale) {
  const m = await mailLanguage(locale);
  const { t } = m;
  const mail = m.render({
    preheader: t("erasureCode.preheader"),
    heading: t("erasureCode.heading"),
    blocks: [
      { kind: "paragraph", text: t("erasureCode.intro", { clinic: clinic.name }) },
      { kind: "code", text: code },
      { kind: "paragraph", text: t("erasureCode.validity", { minutes: CODE_TTL_MINUTES }) },
    ],
  });
  await sendMail({ template: "account-erasure-code", to: email, subject: t("erasureCode.subject"), ...mail, headers: m.headers }, { key: randomUUID(), carriesCode: true });
}

/** The account is gone: what went, what the clinic keeps and why, queued with the erasure's transaction. */
export async function sendErasureDone(db: Database, email: string, locale: Locale, { byStaff, visitsCancelled }: { byStaff: boolean; visitsCancelled: number }, userId: string) {
  const m = await mailLanguage(locale);
  const { t } = m;
  const mail = m.render({
    preheader: t("erasureDone.preheader"),
    heading: t("erasureDone.heading"),
    blocks: [
      { kind: "paragraph", text: t(byStaff ? "erasureDone.introStaff" : "erasureDone.intro", { clinic: clinic.name }) },
      // Each cancelled visit has its own e-mail (its refund, the .ics that removes it from the calendar).
      ...(visitsCancelled > 0 ? [{ kind: "paragraph" as const, text: t("erasureDone.cancelled", { count: visitsCancelled }) }] : []),
      { kind: "paragraph", text: t("erasureDone.kept") },
      { kind: "paragraph", text: t("erasureDone.again") },
    ],
  });
  await sendMail({ template: "account-erased", to: email, subject: t("erasureDone.subject"), ...mail, headers: m.headers }, { key: userId, db });
}

/**
 * A child shared with an adult who deleted their account stays with the other adult: they are told,
 * in their own language, that the record is theirs to look after and that they may invite another
 * adult. The leaving adult is not named. Queued with the erasure's transaction.
 */
export async function sendFamilyAdultLeft(db: Database, { to, locale, childFirstName, key }: { to: string; locale: Locale; childFirstName: string; key: string }) {
  const m = await mailLanguage(locale);
  const { t } = m;
  const mail = m.render({
    preheader: t("familyAdultLeft.preheader", { child: childFirstName }),
    heading: t("familyAdultLeft.heading", { child: childFirstName }),
    blocks: [
      { kind: "paragraph", text: t("familyAdultLeft.intro", { child: childFirstName, clinic: clinic.name }) },
      { kind: "paragraph", text: t("familyAdultLeft.kept", { child: childFirstName }) },
    ],
  });
  await sendMail({ template: "family-adult-left", to, subject: t("familyAdultLeft.subject", { child: childFirstName }), ...mail, headers: m.headers }, { key, db });
}
