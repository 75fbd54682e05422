import "server-only";

import { randomUUID } from "node:crypto";

import { clinic } from "~/config/clinic";
import type { Locale } from "~/i18n/locales";
import { mailLanguage } from "~/server/mail/mail-language";
import { sendMail } from "~/server/mail/send-mail";
import { CODE_TTL_MINUTES } from "./one-time-codes";

// A parent's code e-mails are in the language of the page that asked for them; the back-office's
// stay English (staff-factors/staff-factor-emails.ts).

export async function sendSignInCode(email: string, code: string, locale: Locale = "en") {
  const m = await mailLanguage(locale);
  const { t } = m;
  const mail = m.render({
    preheader: t("signInCode.preheader"),
    heading: t("signInCode.heading"),
    blocks: [
      { kind: "paragraph", text: t("signInCode.intro", { clinic: clinic.name }) },
      { kind: "code", text: code },
      { kind: "paragraph", text: t("signInCode.validity", { minutes: CODE_TTL_MINUTES }) },
    ],
  });
  // No code in the subject or preheader: those show on lock screens and end up in logs.
  await sendMail(
    { template: "sign-in-code", to: email, subject: t("signInCode.subject"), ...mail, headers: m.headers },
    { key: randomUUID(), carriesCode: true },
  );
}

/**
 * The code that confirms a registration. An address whose account is already proved gets the same
 * kind of e-mail (the page said the same to whoever registered): it says so, and its code signs the
 * owner in without changing their password.
 */
export async function sendRegistrationCode(email: string, code: string, locale: Locale, { alreadyRegistered }: { alreadyRegistered: boolean }) {
  const m = await mailLanguage(locale);
  const { t } = m;
  const entry = alreadyRegistered ? "registerExisting" : "registerCode";
  const mail = m.render({
    preheader: t(`${entry}.preheader`),
    heading: t(`${entry}.heading`),
    blocks: [
      { kind: "paragraph", text: t(`${entry}.intro`, { clinic: clinic.name }) },
      { kind: "code", text: code },
      { kind: "paragraph", text: t(`${entry}.validity`, { minutes: CODE_TTL_MINUTES }) },
      ...(alreadyRegistered ? [{ kind: "button" as const, label: t("registerExisting.button"), url: m.url("/forgot-password") }] : []),
    ],
  });
  await sendMail(
    { template: alreadyRegistered ? "register-existing-account" : "register-code", to: email, subject: t(`${entry}.subject`), ...mail, headers: m.headers },
    { key: randomUUID(), carriesCode: true },
  );
}

export async function sendPasswordResetCode(email: string, code: string, locale: Locale = "en") {
  const m = await mailLanguage(locale);
  const { t } = m;
  const mail = m.render({
    preheader: t("resetCode.preheader"),
    heading: t("resetCode.heading"),
    blocks: [
      { kind: "paragraph", text: t("resetCode.intro") },
      { kind: "code", text: code },
      { kind: "paragraph", text: t("resetCode.validity", { minutes: CODE_TTL_MINUTES }) },
    ],
  });
  await sendMail(
    { template: "password-reset-code", to: email, subject: t("resetCode.subject"), ...mail, headers: m.headers },
    { key: randomUUID(), carriesCode: true },
  );
}

/** Sent instead of a code when the address has no account, so the page never tells which is which. */
export async function sendNoAccountNotice(email: string, locale: Locale = "en") {
  const m = await mailLanguage(locale);
  const { t } = m;
  const mail = m.render({
    preheader: t("noAccount.preheader"),
    heading: t("noAccount.heading"),
    blocks: [
      { kind: "paragraph", text: t("noAccount.intro", { clinic: clinic.name }) },
      { kind: "paragraph", text: t("noAccount.otherAddress") },
      { kind: "button", label: t("noAccount.button"), url: m.url("/register") },
      { kind: "paragraph", text: t("noAccount.notYou") },
    ],
  });
  await sendMail({ template: "password-reset-no-account", to: email, subject: t("noAccount.subject"), ...mail, headers: m.headers }, { key: randomUUID() });
}
